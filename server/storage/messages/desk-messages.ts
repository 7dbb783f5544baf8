/**
 * A message staff write on a submission's desk page to its customer or to the insurer its claim last went to,
 * without moving it: stored as a `desk` message (claim-messages.ts), its e-mail queued in the outbox as `message-ID`
 * (sent, retried and listed as every e-mail is: mail/desk-message-mail.ts) and its line in the desk's record, in one
 * transaction. Its thread (subject, In-Reply-To, References: mail/desk-message-thread.ts) is fixed as it is written,
 * so a retry sends the same e-mail.
 */
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import { numberedMessages } from "../outbox/numbered-messages";
import type { ClaimMessages } from "./claim-messages";

/** The outbox's name for a desk message's e-mail: "message-ID", the message's id. */
export const deskMessageNames = numberedMessages("message-");

/** The longest message staff write from the desk, in characters: a long letter, far under any mail limit. */
export const DESK_MESSAGE_MAX = 10_000;

export interface DeskWriting {
  reference: string;
  recipient: "customer" | "insurer";
  /** The addresses it goes to: the customer's, or the insurer's claims addresses. */
  addresses: readonly string[];
  /** Whom the record says it went to: "the customer", or the insurer's name. */
  toWords: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  references: readonly string[];
  by: DeskActor;
}

export function createDeskMessages(db: Db, messages: Pick<ClaimMessages, "write">) {
  const record = createDeskRecord(db);
  const queueMail = db.prepare<[string, string, string]>(
    "INSERT INTO outbox (submission_id, message, next_attempt_at) SELECT id, ?, ? FROM submissions WHERE reference = ?",
  );
  const written = writeTransaction(db, (writing: DeskWriting, now: Date): number => {
    const id = messages.write(
      {
        reference: writing.reference,
        channel: "desk",
        sender: "staff",
        staffId: writing.by.staffId,
        recipient: writing.recipient,
        recipients: writing.addresses,
        subject: writing.subject,
        body: writing.body,
        messageId: writing.messageId,
        inReplyTo: writing.inReplyTo,
        references: writing.references,
      },
      now,
    );
    queueMail.run(deskMessageNames.nameFor(id), now.toISOString(), writing.reference);
    record.messageWritten(writing.reference, `message ${id} to ${writing.toWords}`, writing.by, now);
    return id;
  });
  return {
    /** Stores the message, queues its e-mail and records it; answers the message's id. */
    write: (writing: DeskWriting, now = new Date()): number => written(writing, now),
  };
}

export type DeskMessages = ReturnType<typeof createDeskMessages>;
