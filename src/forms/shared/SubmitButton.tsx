/**
 * The form's submit button: disabled and reading 'Processing...' while the form is being sent. It is enabled from
 * the first paint; a press before the app has started is held by HoldEarlySubmit.
 */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import { buttonStyle } from "../../components/ui/Button";
import { PENDING_SUBMIT } from "./HoldEarlySubmit";

interface Props {
  label: string;
}

/** Also while a press before the app started waits for it (HoldEarlySubmit). */
const busyStyle = css`
  &:disabled,
  html[${PENDING_SUBMIT}] & {
    opacity: 0.75;
    cursor: progress;
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
