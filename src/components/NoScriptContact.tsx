/** Shown instead of a part that needs JavaScript when scripts are off: how to reach us directly. */
import { theme } from "../styles/theme";
import { PhoneAndEmail } from "./PhoneAndEmail";

interface Props {
  /** What cannot work without scripts, e.g. "This form". */
  subject: string;
}

export function NoScriptContact({ subject }: Props) {
  return (
    <p
      data-without-js=""
      css={{ display: "none", padding: theme.space.lg, background: theme.colors.sky, borderRadius: theme.radii.md }}
    >
      {subject} needs JavaScript, which is turned off in your browser. Call us on <PhoneAndEmail line="general" /> and
      we will help you straight away.
    </p>
  );
}
