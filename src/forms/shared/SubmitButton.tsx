/**
 * The form's submit button: disabled and reading 'Processing...' while the form is being sent. It is enabled from
 * the first paint; a press before the app has started is held by HoldEarlySubmit.
 */
import { css, keyframes } from "@emotion/react";
import { useFormikContext } from "formik";
import { buttonStyle } from "../../components/ui/Button";
import { reducedMotion } from "../../styles/mq";
import { PENDING_SUBMIT } from "./held-submit";

interface Props {
  label: string;
}

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

/**
 * Faded while sending. While a press before the app started waits for it (HoldEarlySubmit), the button keeps its
 * colours, since it still reads as the press it was, and turns a ring beside its label: an empty pseudo-element, so the
 * button's name stays the same. The ring stands still for visitors who ask for less motion.
 */
const busyStyle = css`
  &:disabled {
    opacity: 0.75;
    cursor: progress;
  }
  html[${PENDING_SUBMIT}] & {
    cursor: progress;
    &::after {
      content: "";
      display: inline-block;
      width: 0.9em;
      height: 0.9em;
      margin-left: 0.5em;
      vertical-align: -0.1em;
      border: 2px solid currentColor;
      border-right-color: transparent;
      border-radius: 50%;
      animation: ${spin} 0.8s linear infinite;
      ${reducedMotion} {
        animation: none;
      }
    }
  }
`;

export function SubmitButton({ label }: Props) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={isSubmitting} css={[buttonStyle("accent"), busyStyle, { cursor: "pointer" }]}>
      {isSubmitting ? "Processing..." : label}
    </button>
  );
}
