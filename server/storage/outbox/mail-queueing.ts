/**
 * The e-mails a stored submission gives rise to, queued in the outbox in the same transaction as the submission
 * (outbox-table.ts): a receipt to the visitor, then the staff e-mail. At most RECEIPTS_PER_DAY receipts go to one
 * mailbox in any 24 hours, so that whoever types someone else's address cannot flood them; past that the receipt
 * is recorded as withheld, the staff e-mail says so, and the submission is stored and sent to staff all the same.
 *
 * Later, each move staff choose to tell the customer of is queued in the move's own transaction (queueingStepMail).
 * The daily limit neither counts nor holds those: it is there because anyone can make a receipt go to any address,
 * whereas a step's e-mail goes only when a person on the desk moves that submission and chooses to tell its
 * customer, once per move, having seen the submission (and the staff e-mail's word on a withheld receipt).
 */
import { emailRule } from "../../../form-contract/shared/rules";
import type { Db } from "../database/database";
import { numberedMessages } from "./numbered-messages";
import { mailboxKey } from "./mailbox-key";

export const RECEIPTS_PER_DAY = 3;

/** Why a receipt was not sent, as the outbox records it. */
const DAILY_LIMIT = "daily-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An address the form's own rule accepts. */
export const isMailable = (email: unknown): email is string =>
  typeof email === "string" && emailRule().isValidSync(email);

/** The receipt's mailbox, for an address the form's own rule accepts; none for anything else. */
function receiptMailbox(email: unknown): string | undefined {
  return isMailable(email) ? mailboxKey(email.trim()) : undefined;
}

/** The outbox's name for the e-mail telling the customer of a move, "step-VERSION": the move's version. */
export const stepMessages = numberedMessages("step-");

/**
 * Queues the e-mail telling the customer of a move (mail/step-mail.ts), named by the move's version, which the
 * outbox's UNIQUE pair then holds to one e-mail per move; run inside the move's transaction.
 */
export function queueingStepMail(db: Db): (submissionId: number, version: number, now: Date) => void {
  const insert = db.prepare<[number, string, string]>(
    "INSERT INTO outbox (submission_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );
  return (submissionId, version, now) => {
    insert.run(submissionId, stepMessages.nameFor(version), now.toISOString());
  };
}

export function queueingMail(
  db: Db,
): (submissionId: number | bigint, fields: Record<string, unknown>, now: Date) => void {
  const insert = db.prepare<[number | bigint, string, string | null, string, string | null]>(
    "INSERT INTO outbox (submission_id, message, recipient, next_attempt_at, withheld) VALUES (?, ?, ?, ?, ?)",
  );
  const receiptsSince = db.prepare<[string, string], { count: number }>(
    `SELECT COUNT(*) AS count FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE outbox.recipient = ? AND outbox.message = 'receipt' AND outbox.withheld IS NULL
       AND submissions.received_at > ?`,
  );

  /** Queues a stored submission's e-mails; run inside the transaction that stores it (SubmissionStore's onSaved). */
  return (submissionId, fields, now) => {
    const queuedAt = now.toISOString();
    const mailbox = receiptMailbox(fields.email);
    if (mailbox) {
      const { count } = receiptsSince.get(mailbox, new Date(now.getTime() - DAY_MS).toISOString())!;
      insert.run(submissionId, "receipt", mailbox, queuedAt, count >= RECEIPTS_PER_DAY ? DAILY_LIMIT : null);
    }
    insert.run(submissionId, "staff", null, queuedAt, null);
  };
}
