/**
 * What a submission holds, as staff read it in both parts of their e-mail, in the order the form asks it: each
 * choice in the form's words, the incident date written out with how many days before the claim it was
 * (a fixed count, as the e-mail is fixed), the phone in international form. Every stored text passes through safe-text: a row stored before the
 * rules refused controls must not forge a "Label: value" line or carry ESC and BEL into the mail.
 */
import { isRealDate } from "../../form-contract/shared/real-date";
import { printableLine, printableLines } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { choiceLabel, isChoice } from "./form-choices";
import { lagosDaysSince, writtenDate } from "./lagos-time";
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

/** How many days in Lagos before the claim arrived its incident was: `3 days before the claim`. */
function daysBeforeClaim(incidentDate: string, receivedAt: string): string {
  const days = lagosDaysSince(incidentDate, new Date(receivedAt));
  const count = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  if (days === 0) return "the day of the claim";
  // The form refuses a date after today; a clock set wrong could still put one there.
  return days > 0 ? `${count(days)} before the claim` : `${count(-days)} after the claim`;
}

function detailOf(field: string, value: string, receivedAt: string): Omit<Detail, "label"> {
  if (multiLineFields.has(field)) return { text: printableLines(value, ""), multiLine: true };
  const line = printableLine(value);
  if (field === "phone") {
    const { international, href } = dialledNumber(line);
    return { text: international, href };
  }
  if (field === "email") return { text: line, href: `mailto:${line}` };
  if (isChoice(field)) {
    return { text: choiceLabel(field, value) ?? line };
  }
  if (field === "incidentDate" && isRealDate(value)) {
    return { text: `${writtenDate(value)} (${daysBeforeClaim(value, receivedAt)})` };
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
