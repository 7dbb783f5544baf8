/**
 * What the service answers about the copy of a stored submission e-mailed to the visitor (its receipt), and how the
 * form's success message and the sent page say it. Absent when the service sends no mail.
 */
import type { EmailedCopyCase } from "../../../form-contract/shared/form-post";

export { emailedCopyCase } from "../../../form-contract/shared/form-post";

export interface EmailedCopy {
  /** The address the visitor typed, shown so that a typo can be seen. */
  to: string;
  /** Not sent: the address has had the most receipts one address gets in a day. */
  withheld: boolean;
}

/** The words for each case, around the address. */
export const emailedCopyWords: Record<EmailedCopyCase, { before: string; after: string }> = {
  emailed: { before: "We have e-mailed a copy to ", after: "." },
  withheld: {
    before: "We have not e-mailed a copy to ",
    after:
      ": it has had three from us in the last 24 hours, the most we send to one address. Please note your reference.",
  },
};

export const NEXT_STEPS_HEADING = "What happens next";

export function isEmailedCopy(value: unknown): value is EmailedCopy {
  const copy = value as Partial<EmailedCopy> | null;
  return typeof copy === "object" && copy !== null && typeof copy.to === "string" && typeof copy.withheld === "boolean";
}
