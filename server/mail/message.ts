/**
 * The e-mail staff receive for a submission: when it came (Lagos time), whether the visitor was sent a receipt,
 * and what was sent, in the order the form asks it (staff-details.ts), as text and as HTML, documents attached.
 * A claim whose documents would make a message over the relay's limit goes in parts, each with the reference and
 * "part k of n" in its subject and body, and the claim's details in every part. Every part's Reply-To is the
 * visitor, so staff answer them, not the service's own address.
 */
import { emailRule } from "../../form-contract/shared/rules";
import { printableFileName, printableLine } from "../submissions/safe-text";
import { submissionPath } from "../desk/desk-paths";
import { storedDocumentFile } from "../storage/documents/documents";
import { senderName } from "../storage/submissions/sender-name";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { MailProgress, SubmissionMailDue } from "./outbox-queue";
import { lagosTime } from "./lagos-time";
import { domainOf } from "./mail-domain";
import { groupDocuments } from "./message-parts";
import { receiptNote } from "./receipt-note";
import { detailLine, staffDetails } from "./staff-details";
import { staffMailHtml } from "./staff-mail-html";

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
  /** One address, or a claim pack's to each of an insurer's claims addresses. */
  to: string | MailAddress | string[];
  /**
   * Staff's: the visitor who sent the submission, none when the stored address is not one the form would accept;
   * the others': the inbox that answers; with REPLY_MAILBOX, the submission's own address there after them.
   */
  replyTo?: MailAddress | string | (MailAddress | string)[];
  subject: string;
  text: string;
  html: string;
  /** The same for a part each time it is sent, so a mail client can tell a repeat from a new message. */
  messageId: string;
  /** A message answering another: the Message-ID it answers, and the thread's ids before it, oldest first. */
  inReplyTo?: string;
  references?: string[];
  attachments: { filename: string; path: string; contentType: string }[];
}

/** One message of a submission's e-mail, and how far the e-mail has gone once it is sent. */
export interface MailPart {
  mail: OutgoingMail;
  part: number;
  parts: number;
  progressAfter: MailProgress;
}

/**
 * The visitor as a Reply-To address: their name (controls written out, as in the subject) and their e-mail,
 * if it is one the form's own rule accepts. Never written into a header by hand.
 */
export function visitorAddress(submission: StoredSubmission): MailAddress | undefined {
  const { email } = submission.fields;
  if (typeof email !== "string" || !emailRule().isValidSync(email)) return undefined;
  return { name: printableLine(senderName(submission)), address: email.trim() };
}

/**
 * The messages still to send for a submission, from where `progress` says it stopped: the parts
 * already sent keep their numbers, and the remaining documents are split under `maxBytes`. `receipt`:
 * the visitor's receipt, which the e-mail reports.
 */
/** What the staff e-mail is made with, beside the submission. */
export interface StaffComposing {
  recipients: Recipients;
  dataDir: string;
  from: string;
  /** The largest message the relay takes, as sent: bigger claims go in parts. */
  maxMessageBytes: number;
  /** Where staff open the desk (DESK_ORIGIN): the e-mail links to the submission's page there. */
  deskOrigin: string;
}

export function mailParts(
  submission: StoredSubmission,
  { recipients, dataDir, from, maxMessageBytes: maxBytes, deskOrigin }: StaffComposing,
  progress: MailProgress,
  receipt?: SubmissionMailDue["receipt"],
): MailPart[] {
  const { documents } = submission;
  const remaining = documents.slice(progress.documentsSent);
  const groups = groupDocuments(
    remaining.map((document) => ({ size: document.size, name: document.originalName })),
    maxBytes,
  );
  if (groups.length === 0) groups.push([]);
  const parts = progress.partsSent + groups.length;
  const details = staffDetails(submission);
  const received = lagosTime(submission.receivedAt);
  const note = receiptNote(receipt);
  const title = `${submission.kind === "claim" ? "Claim" : "Quote request"} ${submission.reference} from ${printableLine(senderName(submission))}`;
  const replyTo = visitorAddress(submission);
  const deskPage = `${deskOrigin}${submissionPath(submission.reference)}`;
  let documentsSent = progress.documentsSent;
  return groups.map((group, index) => {
    const part = progress.partsSent + index + 1;
    const attached = group.map((position) => remaining[position]!);
    const first = documentsSent + 1;
    documentsSent += attached.length;
    const partLine =
      parts > 1
        ? `Part ${part} of ${parts}: documents ${first} to ${documentsSent} of ${documents.length} attached.`
        : undefined;
    const subject = parts > 1 ? `${title} (part ${part} of ${parts})` : title;
    return {
      part,
      parts,
      progressAfter: { partsSent: part, documentsSent },
      mail: {
        to: recipients[submission.kind],
        // A copy for each part: nodemailer rewrites the address object it is given.
        ...(replyTo && { replyTo: { ...replyTo } }),
        subject,
        text: [
          `Reference: ${submission.reference}`,
          ...(partLine ? [partLine] : []),
          `Received: ${received}`,
          ...(note ? [`Receipt: ${note}`] : []),
          `On the desk: ${deskPage}`,
          "",
          ...details.map(detailLine),
          "",
        ].join("\n"),
        html: staffMailHtml({
          title: subject,
          reference: submission.reference,
          received,
          deskPage,
          receipt: note,
          part: partLine,
          details,
          repliesToVisitor: replyTo !== undefined,
        }),
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
