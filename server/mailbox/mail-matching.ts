/**
 * Which submission a message from the claims mailbox is about, and who sent it. In order, as the helpdesks found
 * replies go astray: the plus address the service's Reply-To named (`claims+CLM-2026-000123@…`) in any recipient
 * header; a message the service sent named by In-Reply-To or References (a client that keeps only References still
 * counts); the reference in the subject, only when that submission exists. The sender is a label only: a From
 * anyone can forge never lets a message do more.
 */
import { REFERENCE } from "../storage/submissions/references";
import type { MessageSender } from "../storage/messages/claim-messages";
import type { ReceivedMail } from "./received-mail";

export type MatchedBy = "address" | "thread" | "subject";

export interface MailMatch {
  reference: string;
  by: MatchedBy;
}

export interface MatchingFacts {
  /** The claims mailbox's local part (REPLY_MAILBOX's, before the @): only `LOCAL+REF@…` names a submission. */
  mailboxLocalPart: string;
  /** The submission a Message-ID the service sent was about, if it sent one with that id. */
  submissionOfSent: (messageId: string) => string | undefined;
  exists: (reference: string) => boolean;
}

const REFERENCE_IN_TEXT = /\b(?:QTE|CLM)-\d{4}-\d{6,}\b/gi;

function byAddress(recipients: string[], { mailboxLocalPart, exists }: MatchingFacts): string | undefined {
  const local = mailboxLocalPart.toLowerCase();
  for (const recipient of recipients) {
    const at = recipient.lastIndexOf("@");
    const [base, tag] = recipient.slice(0, at).split("+", 2);
    const reference = tag?.toUpperCase();
    if (base === local && reference !== undefined && REFERENCE.test(reference) && exists(reference)) return reference;
  }
  return undefined;
}

function byThread({ inReplyTo, references }: ReceivedMail, { submissionOfSent }: MatchingFacts): string | undefined {
  // The nearest first: In-Reply-To, then References from its last (the parent) back to the thread's start.
  for (const id of [...(inReplyTo ? [inReplyTo] : []), ...[...references].reverse()]) {
    const reference = submissionOfSent(id);
    if (reference !== undefined) return reference;
  }
  return undefined;
}

function bySubject(subject: string, { exists }: MatchingFacts): string | undefined {
  return (subject.match(REFERENCE_IN_TEXT) ?? []).map((found) => found.toUpperCase()).find(exists);
}

export function matchMail(mail: ReceivedMail, facts: MatchingFacts): MailMatch | undefined {
  const address = byAddress(mail.recipients, facts);
  if (address !== undefined) return { reference: address, by: "address" };
  const thread = byThread(mail, facts);
  if (thread !== undefined) return { reference: thread, by: "thread" };
  const subject = bySubject(mail.subject, facts);
  return subject === undefined ? undefined : { reference: subject, by: "subject" };
}

export type SenderLabel = Exclude<MessageSender, "staff">;

export interface SenderFacts {
  /** The address the submission was made with, when it was matched to one. */
  customerEmail: string | undefined;
  /** Every insurer's claims addresses. */
  insurerAddresses: string[];
}

export function senderLabel(from: ReceivedMail["from"], { customerEmail, insurerAddresses }: SenderFacts): SenderLabel {
  const address = from?.address.toLowerCase();
  if (address === undefined) return "other";
  if (customerEmail !== undefined && address === customerEmail.toLowerCase()) return "customer";
  if (insurerAddresses.some((insurer) => insurer.toLowerCase() === address)) return "insurer";
  return "other";
}
