/** The messages an outbox entry still has to send, by which of its submission's e-mails it is. */
import type { MailDue } from "./outbox-queue";
import type { Brokerage } from "./brokerage";
import { mailParts, type MailPart, type StaffComposing } from "./message";
import { receiptMail } from "./receipt";

export interface Composing extends StaffComposing {
  brokerage: Brokerage;
}

export function messagesOf(entry: MailDue, composing: Composing): MailPart[] {
  const { brokerage, from } = composing;
  if (entry.message === "staff") return mailParts(entry.submission, composing, entry, entry.receipt);
  if (entry.message === "receipt") {
    const mail = receiptMail(entry.submission, brokerage, from);
    return [{ mail, part: 1, parts: 1, progressAfter: { partsSent: 1, documentsSent: 0 } }];
  }
  throw new Error(`The outbox holds an e-mail this service does not know: ${entry.message}`);
}
