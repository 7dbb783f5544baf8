/**
 * The mailbox an e-mail address reaches, as the receipts' daily limit counts it: whoever types a victim's address
 * must not get round the limit by writing it another way. Providers ignore the case of an address and deliver
 * `name+anything@` to `name@`; Gmail also ignores dots in the name.
 */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1).toLowerCase();
  let name = address.slice(0, at).toLowerCase().replace(/\+.*$/, "");
  if (DOTLESS_DOMAINS.has(domain)) name = name.replaceAll(".", "");
  return `${name}@${DOTLESS_DOMAINS.has(domain) ? "gmail.com" : domain}`;
}
