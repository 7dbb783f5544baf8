/**
 * The messages an outbox entry still has to send, by which of its submission's e-mails it is: staff's, the receipt,
 * a move's, a status link's, staff's word that the documents asked for have arrived, a claim pack to an insurer or a
 * chase of it, or a message staff wrote on the desk to the customer or the insurer; or, for a person on the desk, a
 * passkey added to or removed from their account.
 */
import type { MailDue, SubmissionMailDue } from "./outbox-queue";
import { replyAddress, repliesTo } from "./reply-address";
import type { Brokerage } from "./brokerage";
import { mailParts, type MailPart, type OutgoingMail, type StaffComposing } from "./message";
import { receiptMail } from "./receipt";
import { documentsInMessages } from "../storage/claim-status/customer-documents";
import { statusLinkMessages } from "../storage/claim-status/status-link-message";
import { documentsInMail } from "./documents-in-mail";
import { passkeyChangeMail } from "./passkey-change-mail";
import { statusLinkMail } from "./status-link-mail";
import { stepMail } from "./step-mail";
import { claimPackMail } from "./claim-pack-mail";
import { chaseMail } from "./chase-mail";
import { deskMessageMail } from "./desk-message-mail";

export interface Composing extends StaffComposing {
  brokerage: Brokerage;
  /** Where the service serves the site (PUBLIC_ORIGIN): a step's e-mail and a status link link to the claim there. */
  siteOrigin: string;
  /** The token a status link's e-mail carries, kept until that e-mail has gone (storage/claim-status/status-links.ts). */
  statusLinkToken: (linkId: number) => string | undefined;
  /** REPLY_MAILBOX: each submission's e-mails are answered to its own address there (reply-address.ts). */
  replyMailbox?: string;
}

const whole = (mail: OutgoingMail): MailPart[] => [
  { mail, part: 1, parts: 1, progressAfter: { partsSent: 1, documentsSent: 0 } },
];

export function messagesOf(entry: MailDue, composing: Composing): MailPart[] {
  const { brokerage, from } = composing;
  if ("passkeyChange" in entry) return whole(passkeyChangeMail(entry.person, entry.passkeyChange, brokerage, from));
  const parts = submissionMessages(entry, composing);
  if (composing.replyMailbox === undefined) return parts;
  const address = replyAddress(composing.replyMailbox, entry.submission.reference);
  return parts.map((part) => ({ ...part, mail: { ...part.mail, replyTo: repliesTo(part.mail.replyTo, address) } }));
}

function submissionMessages(entry: SubmissionMailDue, composing: Composing): MailPart[] {
  const { brokerage, from } = composing;
  if (entry.message === "staff") return mailParts(entry.submission, composing, entry, entry.receipt);
  if (entry.message === "receipt") return whole(receiptMail(entry.submission, brokerage, from, composing.siteOrigin));
  if (entry.move) return whole(stepMail(entry.submission, entry.move, brokerage, from, composing.siteOrigin));
  if (entry.pack) return claimPackMail(entry.submission, entry.pack, composing, entry);
  if (entry.chase) return whole(chaseMail(entry.submission, entry.chase.chase, entry.chase.pack, composing));
  if (entry.deskMessage) return whole(deskMessageMail(entry.submission, entry.deskMessage, brokerage));
  const askedIn = documentsInMessages.numberIn(entry.message);
  if (askedIn !== undefined) return whole(documentsInMail(entry.submission, askedIn, composing));
  const linkId = statusLinkMessages.numberIn(entry.message);
  const token = linkId === undefined ? undefined : composing.statusLinkToken(linkId);
  if (linkId !== undefined && token !== undefined) {
    const link = { linkId, token, origin: composing.siteOrigin };
    return whole(statusLinkMail(entry.submission, link, brokerage, from));
  }
  throw new Error(`The outbox holds an e-mail this service does not know: ${entry.message}`);
}
