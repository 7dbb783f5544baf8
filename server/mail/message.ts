/** The e-mail staff receive for a submission: what was sent, in the order the form asks it, documents attached. */
import path from "node:path";
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

export function mailFor(submission: StoredSubmission, recipients: Recipients, dataDir: string): OutgoingMail {
  const { fields } = submission;
  const lines = Object.entries(labels)
    .filter(([field]) => typeof fields[field] === "string")
    .map(([field, label]) => `${label}: ${String(fields[field])}`);
  return {
    to: recipients[submission.kind],
    subject: `${submission.kind === "claim" ? "Claim" : "Quote request"} ${submission.reference} from ${senderName(submission)}`,
    text: [`Reference: ${submission.reference}`, `Received: ${submission.receivedAt}`, "", ...lines, ""].join("\n"),
    attachments: submission.documents.map((document) => ({
      filename: document.originalName,
      path: path.join(documentsDir(dataDir), document.storedPath),
      contentType: document.mediaType,
    })),
  };
}
