/** Shown instead of a part that needs JavaScript when scripts are off: how to reach us directly. */
import { useCompany } from "../hooks/use-company";
import { formatPhone, telHref } from "../lib/phone";
import { theme } from "../styles/theme";

interface Props {
  /** What cannot work without scripts, e.g. "This form". */
  subject: string;
}

export function NoScriptContact({ subject }: Props) {
  const { company } = useCompany();
  const phone = company.phones[0]!.number;
  return (
    <p
      data-without-js=""
      css={{ display: "none", padding: theme.space.lg, background: theme.colors.sky, borderRadius: theme.radii.md }}
    >
      {subject} needs JavaScript, which is turned off in your browser. Call us on{" "}
      <a href={telHref(phone)}>{formatPhone(phone)}</a> or e-mail{" "}
      <a href={`mailto:${company.email}`}>{company.email}</a> and we will help you straight away.
    </p>
  );
}
