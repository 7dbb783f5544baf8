/** What the staff e-mail says of the visitor's receipt (storage/outbox/mail-queueing.ts): e-mailed, or why not. */
import { RECEIPTS_PER_DAY } from "../storage/outbox/mail-queueing";
import type { SubmissionMailDue } from "./outbox-queue";

/** None when no receipt was queued for the submission (it came before receipts were sent). */
export function receiptNote(receipt: SubmissionMailDue["receipt"]): string | undefined {
  if (!receipt) return undefined;
  // The daily limit is the one reason a receipt is withheld.
  return receipt.withheld === null
    ? "e-mailed to the visitor"
    : `not sent: their address has had ${RECEIPTS_PER_DAY} receipts in the last 24 hours, the most one address gets`;
}
