/**
 * Whether a stored submission's visitor is e-mailed a copy (its receipt, storage/outbox/mail-queueing.ts), and to which
 * address, as the form's answer and the sent page tell them: the address as they typed it, so a typo shows.
 */
import type { Db } from "../database/database";

export interface EmailedCopy {
  /** The address the visitor typed. */
  to: string;
  /** Not sent: the address has had its receipts for the day. */
  withheld: boolean;
}

export function createEmailedCopies(db: Db) {
  const receiptOf = db.prepare<[string], { to: string; withheld: string | null }>(
    `SELECT json_extract(submissions.fields, '$.email') AS "to", outbox.withheld
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE submissions.reference = ? AND outbox.message = 'receipt'`,
  );
  /** None when no receipt was queued: mail is off (no SMTP_URL), or the submission came before receipts. */
  return (reference: string): EmailedCopy | undefined => {
    const receipt = receiptOf.get(reference);
    return receipt && { to: receipt.to, withheld: receipt.withheld !== null };
  };
}

export type EmailedCopyOf = ReturnType<typeof createEmailedCopies>;
