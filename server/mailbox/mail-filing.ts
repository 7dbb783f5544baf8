/**
 * What becomes of a message read from the claims mailbox: matched to its submission (or left for "Unfiled mail"),
 * labelled by its sender, its attachments checked, and stored once (storage/messages/claim-messages.ts). An
 * auto-reply is stored too, marked as one; nothing here ever answers mail.
 */
import { discardStaged, type StagedDocument } from "../storage/documents/documents";
import type { Insurers } from "../storage/insurers/insurers";
import type { ArrivingMail, ClaimMessages, MailboxPlace } from "../storage/messages/claim-messages";
import type { SentMessages } from "../storage/messages/sent-messages";
import type { SubmissionStore } from "../storage/submissions/submission-store";
import { checkedAttachments } from "./mail-attachments";
import { matchMail, senderLabel, type MatchingFacts } from "./mail-matching";
import type { MailHandler } from "./mailbox-reader";
import type { AttachmentsLeftOut, ReceivedMail } from "./received-mail";

export interface FilingFacts extends Omit<MatchingFacts, "exists"> {
  /** The e-mail address a stored submission was made with; undefined when no such submission is stored. */
  customerEmailOf: (reference: string) => string | undefined | null;
  /** Every insurer's claims addresses, as they are now. */
  insurerAddresses: () => string[];
}

/** The e-mail address a stored submission was made with (null without one); undefined when it is not stored. */
export function customerEmailOf(submissions: Pick<SubmissionStore, "byReference">, reference: string) {
  const submission = submissions.byReference(reference);
  return submission && (typeof submission.fields.email === "string" ? submission.fields.email : null);
}

/** Every insurer's claims addresses, as the desk's Insurers page has them now. */
export const insurerAddressesOf = (insurers: Pick<Insurers, "list">) =>
  insurers.list().flatMap((insurer) => insurer.claimsEmails);

/** The facts from the stores: `mailbox` is REPLY_MAILBOX (or the claims inbox), whose local part plus addresses use. */
export function filingFacts({
  mailbox,
  submissions,
  sentMessages,
  insurers,
}: {
  mailbox: string;
  submissions: Pick<SubmissionStore, "byReference">;
  sentMessages: Pick<SentMessages, "submissionOf">;
  insurers: Pick<Insurers, "list">;
}): FilingFacts {
  return {
    mailboxLocalPart: mailbox.slice(0, mailbox.lastIndexOf("@")),
    submissionOfSent: (messageId) => sentMessages.submissionOf(messageId),
    customerEmailOf: (reference) => customerEmailOf(submissions, reference),
    insurerAddresses: () => insurerAddressesOf(insurers),
  };
}

export interface MailFilingOptions {
  messages: Pick<ClaimMessages, "receiveMail" | "hasPlace">;
  facts: FilingFacts;
  dataDir: string;
  limits: { maxMessageBytes: number; maxAttachments: number };
  now?: () => Date;
}

/** What the message says of attachments it came with but were not kept. */
export function leftOutNote(
  leftOut: AttachmentsLeftOut,
  { maxMessageBytes, maxAttachments }: MailFilingOptions["limits"],
) {
  return leftOut === "too big"
    ? `Its attachments were not kept: the message is over ${String(maxMessageBytes / 1024 / 1024)} MB (IMAP_MAX_MESSAGE_MB).`
    : `Its attachments were not kept: it has more than ${String(maxAttachments)} (IMAP_MAX_ATTACHMENTS).`;
}

export function mailFiling({
  messages,
  facts,
  dataDir,
  limits,
  now = () => new Date(),
}: MailFilingOptions): MailHandler {
  // A submission counts as one to match when it is stored, whatever address it was made with.
  const exists = (reference: string) => facts.customerEmailOf(reference) !== undefined;
  return {
    hasPlace: (place: MailboxPlace) => messages.hasPlace(place),
    async receive(mail: ReceivedMail, place: MailboxPlace) {
      const match = matchMail(mail, { ...facts, exists });
      const sender = senderLabel(mail.from, {
        customerEmail: (match && facts.customerEmailOf(match.reference)) ?? undefined,
        insurerAddresses: facts.insurerAddresses(),
      });
      const staged: StagedDocument[] = [];
      try {
        const arriving: ArrivingMail = {
          messageId: mail.messageId,
          place,
          reference: match?.reference ?? null,
          sender,
          fromAddress: mail.from?.address ?? "",
          fromName: mail.from?.name ?? "",
          recipients: mail.recipients,
          subject: mail.subject,
          body: mail.text,
          quoted: mail.quoted,
          inReplyTo: mail.inReplyTo ?? null,
          references: mail.references,
          writtenAt: mail.date?.toISOString() ?? null,
          autoReply: mail.autoReply,
          leftOut: mail.attachmentsLeftOut === undefined ? null : leftOutNote(mail.attachmentsLeftOut, limits),
          attachments: await checkedAttachments(mail.attachments, dataDir, staged),
        };
        messages.receiveMail(arriving, now());
      } finally {
        // What the store kept it moved; the rest (a copy stored before, a photo's original) goes.
        discardStaged(staged);
      }
    },
  };
}
