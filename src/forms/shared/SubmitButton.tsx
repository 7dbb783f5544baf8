/** The form's submit button: disabled and reading 'Processing...' while the form is being sent. */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import { buttonStyle } from "../../components/ui/Button";

interface Props {
  label: string;
}

const disabledStyle = css`
  &:disabled {
    opacity: 0.75;
    cursor: progress;
  }
`;

export function SubmitButton({ label }: Props) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={isSubmitting} css={[buttonStyle("accent"), disabledStyle, { cursor: "pointer" }]}>
      {isSubmitting ? "Processing..." : label}
    </button>
  );
}
