/**
 * A claim pack's e-mail to the insurer's claims addresses (storage/claim-packs/, outbox message `pack-ID`), composed
 * when it is sent: "Claim notification CLM-2026-000123: Emeka Obi, policy MTR/LAG/2026/004512", the covering note,
 * what is enclosed, and the cover sheet and the documents attached as the service keeps them. A pack split under
 * CLAIM_PACK_MAX_BYTES goes as several e-mails, "(1 of 3)" after the subject, the cover sheet in the first; the parts
 * already sent are not sent again. Replies go to the brokerage's claims inbox.
 */
import { formatFileSize } from "../../form-contract/claim/documents";
import { documentKind } from "../desk/document-kinds";
import { printableFileName, printableLine } from "../submissions/safe-text";
import { storedDocumentFile } from "../storage/documents/documents";
import { coverSheetFile, type ClaimPack } from "../storage/claim-packs/claim-packs";
import { senderName } from "../storage/submissions/sender-name";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { Brokerage } from "./brokerage";
import { blocks, bulletList, detailsTable, emailDocument, heading1, paragraph, preformatted } from "./email-html";
import { domainOf } from "./mail-domain";
import type { MailPart } from "./message";
import type { MailProgress } from "./outbox-queue";
import { dialledNumber } from "./phone-number";

/** "Claim notification CLM-2026-000123: Emeka Obi, policy MTR/LAG/2026/004512". */
export function claimPackSubject(submission: StoredSubmission): string {
  const policy = printableLine(submission.fields.policyNumber);
  return `Claim notification ${submission.reference}: ${printableLine(senderName(submission))}, policy ${policy}`;
}

/** The Message-ID of a pack's e-mail `part` of `parts`: a chase answers the first (chase-mail.ts). */
export const packMessageId = (reference: string, packId: number, part: number, parts: number, from: string) =>
  `<${reference}.pack-${packId}.${part}-of-${parts}@${domainOf(from)}>`;

/** The cover sheet's name as the insurer receives it. */
export const coverSheetName = (reference: string) => `${reference} cover sheet.pdf`;

/** What a pack enclosed, a line each: "CLM-2026-000123 cover sheet.pdf (the cover sheet)", "photo.jpg (Photo, 1.2 MB)". */
export function packEnclosures(submission: StoredSubmission, pack: ClaimPack): string[] {
  const byPosition = new Map(submission.documents.map((document) => [document.position, document]));
  return [
    `${coverSheetName(submission.reference)} (the cover sheet)`,
    ...pack.documents.map((position) => {
      const document = byPosition.get(position)!;
      return `${printableFileName(document.originalName)} (${documentKind(document.mediaType)}, ${formatFileSize(document.size)})`;
    }),
  ];
}

/** The brokerage's claims contact as the insurer is given it: "claims@cowryshield.com.ng, +234 …". */
export const claimsContact = (brokerage: Brokerage) =>
  `${brokerage.claimsEmail}, ${dialledNumber(brokerage.claimsHotline).international}`;

export function claimPackMail(
  submission: StoredSubmission,
  pack: ClaimPack,
  { brokerage, dataDir, from }: { brokerage: Brokerage; dataDir: string; from: string },
  progress: MailProgress,
): MailPart[] {
  const { reference } = submission;
  const title = claimPackSubject(submission);
  const parts = pack.parts.length;
  const byPosition = new Map(submission.documents.map((document) => [document.position, document]));
  const listed = packEnclosures(submission, pack);
  const contact = claimsContact(brokerage);
  return pack.parts.slice(progress.partsSent).map((positions, index) => {
    const part = progress.partsSent + index + 1;
    const subject = parts > 1 ? `${title} (${part} of ${parts})` : title;
    const partLine =
      parts > 1 ? `E-mail ${part} of ${parts}: the enclosures are split to stay under the size limit.` : "";
    const intro = `${brokerage.name} (NAICOM licence ${brokerage.naicomLicence}) notifies you of this claim on behalf of the insured.`;
    return {
      part,
      parts,
      progressAfter: { partsSent: part, documentsSent: progress.documentsSent + positions.length },
      mail: {
        to: [...pack.recipients],
        replyTo: brokerage.claimsEmail,
        subject,
        text: [
          intro,
          ...(partLine ? [partLine] : []),
          "",
          `Broker's reference: ${reference}`,
          `Claims contact: ${contact}`,
          "",
          pack.coveringNote,
          "",
          "Enclosed:",
          ...listed.map((line) => `- ${line}`),
          "",
        ].join("\n"),
        html: emailDocument(
          subject,
          blocks(
            heading1(subject),
            paragraph(intro),
            partLine && paragraph(partLine),
            detailsTable([
              { label: "Broker's reference", value: blocks(reference) },
              { label: "Claims contact", value: blocks(contact) },
            ]),
            paragraph(preformatted(pack.coveringNote)),
            paragraph("Enclosed:"),
            bulletList(listed),
          ),
          blocks(brokerage.name),
        ),
        messageId: packMessageId(reference, pack.id, part, parts, from),
        attachments: [
          ...(part === 1
            ? [
                {
                  filename: coverSheetName(reference),
                  path: coverSheetFile(dataDir, pack.coverSheetPath),
                  contentType: "application/pdf",
                },
              ]
            : []),
          ...positions.map((position) => {
            const document = byPosition.get(position)!;
            return {
              filename: printableFileName(document.originalName),
              path: storedDocumentFile(dataDir, document.storedPath),
              contentType: document.mediaType,
            };
          }),
        ],
      },
    };
  });
}
