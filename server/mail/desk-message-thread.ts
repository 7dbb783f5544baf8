/**
 * Where a message written on the desk goes in its thread with the customer or the insurer, so that their mail
 * program shows it with what came before: the subject "Re: " and the subject of the latest message of the thread (or,
 * before any, of the e-mail that began it: the customer's receipt, the insurer's claim pack), In-Reply-To that
 * message's id, and References the ids before it and it (RFC 5322 3.6.4). The reference stays in the subject, so a
 * reply whose headers were lost still finds its claim.
 */
import type { ClaimPack } from "../storage/claim-packs/claim-packs";
import type { ClaimMessage } from "../storage/messages/claim-messages";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { Brokerage } from "./brokerage";
import { claimPackSubject, packMessageId } from "./claim-pack-mail";
import { receiptMessageId, receiptSubject } from "./receipt";

export interface ThreadPlace {
  subject: string;
  inReplyTo: string | null;
  references: string[];
}

/** Ids kept in References: the first (the thread's start) and the latest, as RFC 5322 allows a long chain cut. */
const MAX_REFERENCES = 20;

/** A subject answered: "Re: " once, however many the answers before put in front of it. */
export function answeredSubject(subject: string, reference: string): string {
  const bare = subject.replace(/^(\s*(re|aw|fwd?)\s*:\s*)+/i, "").trim();
  return `Re: ${bare}${bare.includes(reference) ? "" : ` [${reference}]`}`;
}

/**
 * The thread's place for an answer: after `latest`, the thread's latest message with the party; without one, after
 * the e-mail that began the thread, named by `began` when it was sent (its id is on the service's mail domain).
 */
export function threadPlace(
  reference: string,
  latest: Pick<ClaimMessage, "subject" | "messageId" | "references"> | undefined,
  began: { subject: string; messageId: string | null },
): ThreadPlace {
  if (latest === undefined) {
    return {
      subject: answeredSubject(began.subject, reference),
      inReplyTo: began.messageId,
      references: began.messageId === null ? [] : [began.messageId],
    };
  }
  const chain = [...latest.references.filter((id) => id !== latest.messageId), latest.messageId];
  const references = chain.length > MAX_REFERENCES ? [chain[0]!, ...chain.slice(-(MAX_REFERENCES - 1))] : chain;
  return { subject: answeredSubject(latest.subject, reference), inReplyTo: latest.messageId, references };
}

/** The e-mail a thread with the customer began with: their receipt, its id when it went. */
export function customerThreadStart(
  submission: StoredSubmission,
  brokerage: Brokerage,
  from: string,
  wasSent: (messageId: string) => boolean,
) {
  const messageId = receiptMessageId(submission.reference, from);
  return { subject: receiptSubject(submission, brokerage), messageId: wasSent(messageId) ? messageId : null };
}

/** The e-mail a thread with the insurer began with: the claim pack's first, its id when it went. */
export function insurerThreadStart(
  submission: StoredSubmission,
  pack: ClaimPack,
  from: string,
  wasSent: (messageId: string) => boolean,
) {
  const messageId = packMessageId(submission.reference, pack.id, 1, pack.parts.length, from);
  return { subject: claimPackSubject(submission), messageId: wasSent(messageId) ? messageId : null };
}
