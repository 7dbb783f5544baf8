/**
 * Each e-mail about a submission is answered to the claims mailbox at an address that names it
 * (REPLY_MAILBOX's local part, "+", the reference: claims+CLM-2026-000123@…), so a reply is matched to its
 * submission by its recipient alone, whatever its subject or headers became (server/mailbox/).
 */
import type { MailAddress } from "./message";

export function replyAddress(mailbox: string, reference: string): string {
  const at = mailbox.lastIndexOf("@");
  return `${mailbox.slice(0, at)}+${reference}@${mailbox.slice(at + 1)}`;
}

/**
 * Who a reply goes to: the submission's own address on the claims mailbox, after the one the e-mail already
 * had (staff's e-mail keeps the visitor, so a reply from a mail program reaches them and is kept on the claim).
 */
export function repliesTo(
  replyTo: MailAddress | string | (MailAddress | string)[] | undefined,
  address: string,
): (MailAddress | string)[] {
  const first = replyTo === undefined ? [] : Array.isArray(replyTo) ? replyTo : [replyTo];
  // The claims inbox it had is the mailbox the reply address is on: the reply address takes its place.
  return [...first.filter((one) => typeof one !== "string"), address];
}
