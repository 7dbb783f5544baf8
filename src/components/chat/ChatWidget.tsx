/** Floating 'Chat with us' button that opens a small panel sending the visitor's message to us on WhatsApp. */
import { css, keyframes } from "@emotion/react";
import { CircleAlert, MessageCircle, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useEscapeToClose } from "../../hooks/use-escape-to-close";
import { flushSync } from "react-dom";
import { whatsappChatUrl } from "../../lib/whatsapp";
import { reducedMotion } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { controlStyle, errorStyle } from "../../styles/form-controls";
import { buttonStyle } from "../ui/Button";

interface Props {
  /** E.164, e.g. +2348095550142. */
  whatsappNumber: string;
}

const PANEL_MAX_WIDTH = "22rem";
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

const appear = keyframes`
  from {
    opacity: 0;
    transform: translateY(${theme.space.sm});
  }
`;

const panelStyle = css`
  width: min(${PANEL_MAX_WIDTH}, calc(100vw - 2 * ${theme.space.md}));
  max-height: calc(100vh - ${theme.sizes.chatToggle} - 3 * ${theme.space.md});
  overflow-y: auto;
  padding: ${theme.space.md};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  animation: ${appear} 0.15s ease-out;
  ${reducedMotion} {
    animation: none;
  }
  h2 {
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  label {
    display: block;
    margin-bottom: ${theme.space.xs};
    font-weight: 600;
  }
`;

const errorRowStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
  svg {
    flex: none;
  }
`;

const sendStyle = css`
  margin-top: ${theme.space.md};
  cursor: pointer;
`;

export function ChatWidget({ whatsappNumber }: Props) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [showError, setShowError] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;

  const close = useCallback(() => {
    setOpen(false);
    setShowError(false);
  }, []);
  useEscapeToClose(open, close, toggleRef);

  useEffect(() => {
    if (open) textareaRef.current?.focus();
  }, [open]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      // Render the error first, so the refocused field is announced with its description.
      flushSync(() => setShowError(true));
      textareaRef.current?.focus();
      return;
    }
    window.open(whatsappChatUrl(whatsappNumber, text), "_blank", "noopener,noreferrer");
    setMessage("");
    setShowError(false);
  };

  return (
    <div css={widgetStyle} data-needs-js="">
      <button
        ref={toggleRef}
        type="button"
        css={toggleStyle}
        aria-label="Chat with us"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X size={26} aria-hidden="true" /> : <MessageCircle size={26} aria-hidden="true" />}
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-labelledby={headingId} css={panelStyle}>
          <h2 id={headingId}>Chat with us on WhatsApp</h2>
          <p>We typically reply instantly.</p>
          <form onSubmit={send}>
            <label htmlFor={`${id}-message`}>Your message</label>
            <textarea
              ref={textareaRef}
              id={`${id}-message`}
              name="message"
              rows={3}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setShowError(false);
              }}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? errorId : undefined}
              css={[controlStyle, { display: "block", resize: "vertical" }]}
            />
            {showError && (
              <p id={errorId} css={[errorStyle, errorRowStyle]}>
                <CircleAlert size={18} aria-hidden="true" />
                Please type a message first.
              </p>
            )}
            <button type="submit" css={[buttonStyle("primary"), sendStyle]}>
              Send on WhatsApp
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
