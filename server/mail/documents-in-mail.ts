/**
 * The e-mail telling the claims inbox that every document a move asked the customer for has arrived from their
 * claim's page (storage/claim-status/customer-documents.ts, outbox message `documents-in-VERSION`): which came for which, when,
 * and the claim's page on the desk. The documents are not attached: staff open them on the desk, which records
 * every look.
 */
import { submissionPath } from "../desk/desk-paths";
import { printableFileName } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { blocks, bulletList, detailsTable, emailDocument, heading1, linked, paragraph } from "./email-html";
import { lagosTime } from "./lagos-time";
import { domainOf } from "./mail-domain";
import type { OutgoingMail, StaffComposing } from "./message";

export function documentsInMail(
  submission: StoredSubmission,
  version: number,
  { recipients, from, deskOrigin }: Pick<StaffComposing, "recipients" | "from" | "deskOrigin">,
): OutgoingMail {
  const { reference } = submission;
  const title = `Claim ${reference}: every document asked for has arrived`;
  const deskPage = `${deskOrigin}${submissionPath(reference)}`;
  const lines = submission.documents
    .filter((document) => document.askedIn === version)
    .map(
      (document) =>
        `${document.askedFor}: ${printableFileName(document.originalName)}, ${lagosTime(document.receivedAt)}`,
    );
  const sent = "The customer sent them from their claim's page:";
  const where = "Open them on the desk, which records who opened what.";
  return {
    to: recipients.claim,
    subject: title,
    text: [
      `Reference: ${reference}`,
      `On the desk: ${deskPage}`,
      "",
      sent,
      ...lines.map((line) => `- ${line}`),
      "",
      where,
      "",
    ].join("\n"),
    html: emailDocument(
      title,
      blocks(
        heading1(title),
        detailsTable([
          { label: "Reference", value: linked(reference) },
          { label: "On the desk", value: linked("Open it on the desk", deskPage) },
        ]),
        paragraph(sent),
        bulletList(lines),
        paragraph(where),
      ),
      blocks(),
    ),
    messageId: `<${reference}.documents-in-${version}@${domainOf(from)}>`,
    attachments: [],
  };
}
