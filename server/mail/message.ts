/** The e-mail staff receive for a submission: what was sent, in the order the form asks it, documents attached. */
import path from "node:path";
import { printableFileName, printableLine, printableLines } from "../safe-text";
import { documentsDir } from "../storage/documents";
import { senderName, type StoredSubmission } from "../storage/submission-store";

export interface Recipients {
  quote: string;
  claim: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; path: string; contentType: string }[];
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

/**
 * Every stored text passes through safe-text: a row stored before the rules refused controls must not
 * forge a "Label: value" line or carry ESC and BEL into the subject.
 */
export function mailFor(submission: StoredSubmission, recipients: Recipients, dataDir: string): OutgoingMail {
  const { fields } = submission;
  const lines = Object.entries(labels)
    .filter(([field]) => typeof fields[field] === "string")
    .map(([field, label]) =>
      multiLineFields.has(field)
        ? `${label}: ${printableLines(fields[field], "  ")}`
        : `${label}: ${printableLine(fields[field])}`,
    );
  return {
    to: recipients[submission.kind],
    subject: `${submission.kind === "claim" ? "Claim" : "Quote request"} ${submission.reference} from ${printableLine(senderName(submission))}`,
    text: [`Reference: ${submission.reference}`, `Received: ${submission.receivedAt}`, "", ...lines, ""].join("\n"),
    attachments: submission.documents.map((document) => ({
      filename: printableFileName(document.originalName),
      path: path.join(documentsDir(dataDir), document.storedPath),
      contentType: document.mediaType,
    })),
  };
}
