/** The form's submit button: disabled and reading 'Processing...' while the form is being sent. */
import { css } from "@emotion/react";
import { useFormikContext } from "formik";
import { buttonStyle } from "../../components/ui/Button";
import { useHydrated } from "../../hooks/use-hydrated";

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
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={isSubmitting || !hydrated}
      css={[buttonStyle("accent"), disabledStyle, { cursor: "pointer" }]}
    >
      {isSubmitting ? "Processing..." : label}
    </button>
  );
}
