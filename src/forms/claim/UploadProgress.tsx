/** While a claim is being sent, how much of it (documents included) has reached us. */
import { useFormikContext } from "formik";
import { useId } from "react";
import { theme } from "../../styles/theme";

interface Props {
  /** The share sent so far, 0 to 1; null before the first report. */
  sent: number | null;
}

export function UploadProgress({ sent }: Props) {
  const { isSubmitting } = useFormikContext();
  const id = useId();
  if (!isSubmitting || sent === null) return null;
  const percent = Math.round(sent * 100);
  return (
    <div className="full-width">
      <p id={id} css={{ margin: `0 0 ${theme.space.xs}`, fontWeight: theme.fontWeights.bold }}>
        Uploading your claim: {percent}%
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={percent}
        css={{ width: "100%", accentColor: theme.colors.teal }}
      />
    </div>
  );
}
