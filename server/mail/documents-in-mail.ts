/**
 * The e-mail telling the claims inbox that every document a move asked the customer for has arrived, from their
 * claim's page or added by staff on the desk, who are named (storage/claim-status/customer-documents.ts, outbox
 * message `documents-in-VERSION`): which came for which, when, and the claim's page on the desk. The documents are
 * not attached: staff open them on the desk, which records every look.
 */
import { submissionPath } from "../desk/desk-paths";
import { fromWords } from "../desk/document-sources";
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
  const answering = submission.documents.filter((document) => document.askedIn === version);
  const lines = answering.map(
    (document) =>
      `${document.askedFor}: ${printableFileName(document.originalName)}, ${lagosTime(document.receivedAt)}${
        document.source === null ? "" : `, added by ${document.addedByName ?? "staff"} ${fromWords(document.source)}`
      }`,
  );
  const sent = answering.some((document) => document.source !== null)
    ? "They came from the customer's claim page, or staff added them on the desk:"
    : "The customer sent them from their claim's page:";
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
