/**
 * The e-mails a stored submission gives rise to, queued in the outbox in the same transaction as the submission
 * (outbox-table.ts): a receipt to the visitor, then the staff e-mail. At most RECEIPTS_PER_DAY receipts go to one
 * mailbox in any 24 hours, so that whoever types someone else's address cannot flood them; past that the receipt
 * is recorded as withheld, the staff e-mail says so, and the submission is stored and sent to staff all the same.
 */
import { emailRule } from "../../form-contract/shared/rules";
import type { Db } from "./database";
import { mailboxKey } from "./mailbox-key";

export const RECEIPTS_PER_DAY = 3;

/** Why a receipt was not sent, as the outbox records it. */
const DAILY_LIMIT = "daily-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The receipt's mailbox, for an address the form's own rule accepts; none for anything else. */
function receiptMailbox(email: unknown): string | undefined {
  return typeof email === "string" && emailRule().isValidSync(email) ? mailboxKey(email.trim()) : undefined;
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
