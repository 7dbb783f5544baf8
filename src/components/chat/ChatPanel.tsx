/** The chat panel: a message box that opens WhatsApp with the visitor's text. Loaded on first open. */
import { css, keyframes } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { whatsappChatUrl } from "../../lib/whatsapp";
import { reducedMotion } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { controlStyle, errorStyle, labelAboveStyle } from "../../styles/form-controls";
import { buttonStyle } from "../ui/Button";
import { iconRow } from "../../styles/patterns";

interface Props {
  /** The base for the panel's element ids; the panel itself gets `${id}-panel`. */
  id: string;
  /** E.164, e.g. +2348095550142. */
  whatsappNumber: string;
  /** Kept by the widget, so a message survives closing and reopening the panel. */
  message: string;
  onMessageChange: (message: string) => void;
}

const PANEL_MAX_WIDTH = "22rem";

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
    ${labelAboveStyle};
  }
`;

const errorRowStyle = css`
  ${iconRow};
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

export function ChatPanel({ id, whatsappNumber, message, onMessageChange }: Props) {
  const [showError, setShowError] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;

  useEffect(() => textareaRef.current?.focus(), []);

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
    onMessageChange("");
    setShowError(false);
  };

  return (
    <div id={`${id}-panel`} role="dialog" aria-labelledby={headingId} css={panelStyle}>
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
            onMessageChange(event.target.value);
            setShowError(false);
          }}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          css={[controlStyle, { display: "block", resize: "vertical" }]}
        />
        {showError && (
          <p id={errorId} css={[errorStyle, errorRowStyle]}>
            <Icon name="CircleAlert" size={18} />
            Please type a message first.
          </p>
        )}
        <button type="submit" css={[buttonStyle("primary"), sendStyle]}>
          Send on WhatsApp
        </button>
      </form>
    </div>
  );
}
