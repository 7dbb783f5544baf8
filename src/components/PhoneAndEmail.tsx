/** "<phone> or e-mail <address>", both links: how to reach the brokerage without the site's forms. */
import { useCompany } from "../hooks/use-company";
import { formatPhone, telHref } from "../lib/phone";

/** The general line, or the claims team's. */
export type ContactLine = "general" | "claims";

interface Props {
  line: ContactLine;
}

export function PhoneAndEmail({ line }: Props) {
  const { company } = useCompany();
  const [phone, email] =
    line === "claims" ? [company.claimsHotline, company.claimsEmail] : [company.phones[0]!.number, company.email];
  return (
    <>
      <a href={telHref(phone)}>{formatPhone(phone)}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}
