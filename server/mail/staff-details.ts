/**
 * What a submission holds, as staff read it in both parts of their e-mail, in the order the form asks it: each
 * choice in the form's words with its code, the incident date written out with how long before the submission
 * it was, the phone in international form. Every stored text passes through safe-text: a row stored before the
 * rules refused controls must not forge a "Label: value" line or carry ESC and BEL into the mail.
 */
import { isRealDate } from "../../form-contract/shared/real-date";
import { printableLine, printableLines } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { choiceLabel, isChoice } from "./form-choices";
import { daysBefore, writtenDate } from "./lagos-time";
import { dialledNumber } from "./phone-number";

export interface Detail {
  label: string;
  /** As written in the text part; a visitor's paragraphs keep their line breaks. */
  text: string;
  /** Where the HTML part links it: tel:, mailto:. */
  href?: string;
  /** Paragraphs the visitor wrote. */
  multiLine?: boolean;
}

const labels: Record<string, string> = {
  name: "Name",
  fullName: "Full name",
  email: "E-mail",
  phone: "Phone",
  insuranceType: "Insurance type",
  message: "What to insure",
  policyNumber: "Policy number",
  claimType: "Claim type",
  incidentDate: "Date of the incident",
  description: "What happened",
};

/** Answers written in paragraphs; every other field is one line. */
const multiLineFields = new Set(["message", "description"]);

function detailOf(field: string, value: string, receivedAt: string): Omit<Detail, "label"> {
  if (multiLineFields.has(field)) return { text: printableLines(value, ""), multiLine: true };
  const line = printableLine(value);
  if (field === "phone") {
    const { international, href } = dialledNumber(line);
    return { text: international, href };
  }
  if (field === "email") return { text: line, href: `mailto:${line}` };
  if (isChoice(field)) {
    const label = choiceLabel(field, value);
    return { text: label ? `${label} (${value})` : line };
  }
  if (field === "incidentDate" && isRealDate(value)) {
    return { text: `${writtenDate(value)} (${daysBefore(value, receivedAt)})` };
  }
  return { text: line };
}

export function staffDetails(submission: StoredSubmission): Detail[] {
  const { fields, receivedAt } = submission;
  return Object.entries(labels).flatMap(([field, label]) => {
    const value = fields[field];
    return typeof value === "string" ? [{ label, ...detailOf(field, value, receivedAt) }] : [];
  });
}

/** A detail as a line of the text part; a visitor's further lines indented, so none passes for a field. */
export const detailLine = ({ label, text, multiLine }: Detail) =>
  `${label}: ${multiLine ? text.replaceAll("\n", "\n  ") : text}`;
