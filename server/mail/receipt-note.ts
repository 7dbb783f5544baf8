/** What the staff e-mail says of the visitor's receipt (storage/outbox-queue.ts): e-mailed, or why not. */
import { printableLine } from "../safe-text";
import { DAILY_LIMIT, RECEIPTS_PER_DAY } from "../storage/outbox-queue";
import type { MailDue, StoredSubmission } from "../storage/submission-store";

/** None when no receipt was queued for the submission (it came before receipts were sent). */
export function receiptNote(submission: StoredSubmission, receipt: MailDue["receipt"]): string | undefined {
  if (!receipt) return undefined;
  const address = printableLine(submission.fields.email);
  if (receipt.withheld === null) return `e-mailed to the visitor at ${address}`;
  if (receipt.withheld === DAILY_LIMIT) {
    return `not sent: ${address} has had ${RECEIPTS_PER_DAY} receipts in the last 24 hours, the most one address gets`;
  }
  return `not sent (${printableLine(receipt.withheld)})`;
}
