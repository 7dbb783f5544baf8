/**
 * The e-mail staff receive for a submission: what was sent, in the order the form asks it, documents
 * attached. A claim whose documents would make a message over the relay's limit goes in parts, each
 * with the reference and "part k of n" in its subject and body, and the claim's details in every part.
 * Every part's Reply-To is the visitor, so staff answer them, not the service's own address.
 */
import { emailRule } from "../../form-contract/shared/rules";
import { printableFileName, printableLine, printableLines } from "../submissions/safe-text";
import { storedDocumentFile } from "../storage/documents";
import { senderName, type StoredSubmission } from "../storage/submission-store";
import type { MailProgress } from "./outbox-queue";
import { groupDocuments } from "./message-parts";

export interface Recipients {
  quote: string;
  claim: string;
}

/** An address as nodemailer takes it: it quotes or encodes the name itself, so no name can add a header. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  /** The visitor who sent the submission; none when the stored address is not one the form would accept. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** The same for a part each time it is sent, so a mail client can tell a repeat from a new message. */
  messageId: string;
  attachments: { filename: string; path: string; contentType: string }[];
}

/** One message of a submission's e-mail, and how far the e-mail has gone once it is sent. */
export interface MailPart {
  mail: OutgoingMail;
  part: number;
  parts: number;
  progressAfter: MailProgress;
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
 * The visitor as a Reply-To address: their name (controls written out, as in the subject) and their e-mail,
 * if it is one the form's own rule accepts. Never written into a header by hand.
 */
export function visitorAddress(submission: StoredSubmission): MailAddress | undefined {
  const { email } = submission.fields;
  if (typeof email !== "string" || !emailRule().isValidSync(email)) return undefined;
  return { name: printableLine(senderName(submission)), address: email.trim() };
}

function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * The messages still to send for a submission, from where `progress` says it stopped: the parts
 * already sent keep their numbers, and the remaining documents are split under `maxBytes`.
 */
export function mailParts(
  submission: StoredSubmission,
  recipients: Recipients,
  dataDir: string,
  from: string,
  maxBytes: number,
  progress: MailProgress,
): MailPart[] {
  const { fields, documents } = submission;
  const remaining = documents.slice(progress.documentsSent);
  const groups = groupDocuments(
    remaining.map((document) => ({ size: document.size, name: document.originalName })),
    maxBytes,
  );
  if (groups.length === 0) groups.push([]);
  const parts = progress.partsSent + groups.length;
  const details = Object.entries(labels)
    .filter(([field]) => typeof fields[field] === "string")
    // Every stored text passes through safe-text: a row stored before the rules refused controls must not
    // forge a "Label: value" line or carry ESC and BEL into the subject.
    .map(([field, label]) =>
      multiLineFields.has(field)
        ? `${label}: ${printableLines(fields[field], "  ")}`
        : `${label}: ${printableLine(fields[field])}`,
    );
  const title = `${submission.kind === "claim" ? "Claim" : "Quote request"} ${submission.reference} from ${printableLine(senderName(submission))}`;
  const replyTo = visitorAddress(submission);
  let documentsSent = progress.documentsSent;
  return groups.map((group, index) => {
    const part = progress.partsSent + index + 1;
    const attached = group.map((position) => remaining[position]!);
    const first = documentsSent + 1;
    documentsSent += attached.length;
    const partLine =
      parts > 1
        ? [`Part ${part} of ${parts}: documents ${first} to ${documentsSent} of ${documents.length} attached.`]
        : [];
    return {
      part,
      parts,
      progressAfter: { partsSent: part, documentsSent },
      mail: {
        to: recipients[submission.kind],
        // A copy for each part: nodemailer rewrites the address object it is given.
        ...(replyTo && { replyTo: { ...replyTo } }),
        subject: parts > 1 ? `${title} (part ${part} of ${parts})` : title,
        text: [
          `Reference: ${submission.reference}`,
          ...partLine,
          `Received: ${submission.receivedAt}`,
          "",
          ...details,
          "",
        ].join("\n"),
        messageId: `<${submission.reference}.${part}-of-${parts}@${domainOf(from)}>`,
        attachments: attached.map((document) => ({
          filename: printableFileName(document.originalName),
          path: storedDocumentFile(dataDir, document.storedPath),
          contentType: document.mediaType,
        })),
      },
    };
  });
}
