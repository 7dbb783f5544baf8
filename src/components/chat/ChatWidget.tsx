/**
 * Floating 'Chat with us' button that opens a small panel sending the visitor's message to us on WhatsApp.
 * Without scripts it is a plain link that opens a WhatsApp chat with us, nothing typed yet: in a <noscript>, so
 * the page with scripts neither shows it nor needs a rule to hide it (React leaves a <noscript>'s content alone).
 * The same link takes the button's place if the panel's code cannot be fetched.
 */
import { css } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { lazy, Suspense, useCallback, useId, useRef, useState, type Ref } from "react";
import { retryImport } from "../../browser/retry-import";
import { useEscapeToClose } from "../../hooks/use-escape-to-close";
import { whatsappChatUrl } from "../../lib/whatsapp";
import { theme } from "../../styles/theme";

type Panel = typeof import("./ChatPanel").ChatPanel;

let panelCode: Promise<Panel> | undefined;
/**
 * Most visitors never open the chat, so the panel's code is fetched on first open (or a hover or focus just
 * before), once, retried on failure; rejects once the tries have failed.
 */
const loadPanel = () =>
  (panelCode ??= retryImport(() => import(/* webpackChunkName: "chat-panel" */ "./ChatPanel")).then(
    (module) => module.ChatPanel,
  ));
/** Never rejects: React would throw the rejection in render and, with no error boundary, unmount the whole page. */
const ChatPanel = lazy(() =>
  loadPanel().then(
    (panel) => ({ default: panel }),
    () => new Promise<{ default: Panel }>(() => {}),
  ),
);

interface Props {
  /** E.164, e.g. +2348095550142. */
  whatsappNumber: string;
}

/** Above the sticky header (20), so the open panel is never hidden behind it. */
const WIDGET_Z_INDEX = 25;

const widgetStyle = css`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${WIDGET_Z_INDEX};
  display: flex;
  /* The toggle comes first for keyboard order but sits below the panel. */
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

/** White ring: keeps the teal edge distinct on the site's dark navy bands as well as on white. */
const toggleStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.chatToggle};
  height: ${theme.sizes.chatToggle};
  padding: 0;
  border: 2px solid ${theme.colors.white};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.teal};
  color: ${theme.colors.white};
  box-shadow: ${theme.shadows.raised};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primary};
  }
`;

const focus = (element: HTMLElement | null) => element?.focus();

/** The link to a WhatsApp chat with us, drawn as the toggle is. */
function ChatLink({ whatsappNumber, linkRef }: Props & { linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <a ref={linkRef} href={whatsappChatUrl(whatsappNumber)} css={toggleStyle} aria-label="Chat with us on WhatsApp">
      <Icon name="MessageCircle" size={26} />
    </a>
  );
}

export function ChatWidget({ whatsappNumber }: Props) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  /** Set once the panel's code cannot be fetched; whether the toggle had the focus, which the link then takes. */
  const [linkInstead, setLinkInstead] = useState<{ focused: boolean }>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, toggleRef);
  const fetchPanel = () =>
    void loadPanel().catch(() => {
      setOpen(false);
      setLinkInstead({ focused: document.activeElement === toggleRef.current });
    });
  // Safari does not focus a button it clicks, so the click asks for the code too.
  const openPanel = () => {
    fetchPanel();
    setOpen(true);
  };

  // A landmark of its own: without scripts the WhatsApp link is all it holds, and content outside every landmark
  // is lost to a screen reader's landmark navigation.
  return (
    <aside css={widgetStyle} aria-label="Chat">
      <noscript>
        <ChatLink whatsappNumber={whatsappNumber} />
      </noscript>
      {linkInstead ? (
        <ChatLink whatsappNumber={whatsappNumber} linkRef={linkInstead.focused ? focus : undefined} />
      ) : (
        <button
          data-needs-js=""
          ref={toggleRef}
          type="button"
          css={toggleStyle}
          aria-label="Chat with us"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onPointerEnter={fetchPanel}
          onFocus={fetchPanel}
          onClick={open ? close : openPanel}
        >
          {open ? <Icon name="X" size={26} /> : <Icon name="MessageCircle" size={26} />}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={id} whatsappNumber={whatsappNumber} message={message} onMessageChange={setMessage} />
        </Suspense>
      )}
    </aside>
  );
}
