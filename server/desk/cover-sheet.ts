/**
 * A claim pack's cover sheet (storage/claim-packs/): one A4 page or more, shaped on a first notice of loss (ACORD 1
 * and 2), telling the insurer who sends the claim (the brokerage, its NAICOM licence and claims contact), whose claim
 * it is and on which policy, what happened and when, what is enclosed, who at the brokerage handles it, and the
 * officer's covering note. pdfkit lays the text out and wraps it; DejaVu Sans is embedded, as PDF's standard fonts
 * have no naira sign (₦) and a covering note or a description may hold one.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatFileSize } from "../../form-contract/claim/documents";
import type { Company } from "../mail/brokerage";
import { lagosTime } from "../mail/lagos-time";
import { dialledNumber } from "../mail/phone-number";
import { staffDetails } from "../mail/staff-details";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import { documentKind } from "./document-kinds";

const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface CoverSheet {
  brokerage: Pick<Company, "name" | "naicomLicence" | "claimsEmail" | "claimsHotline">;
  submission: StoredSubmission;
  insurerName: string;
  /** The submission's documents enclosed, by position. */
  enclosed: readonly number[];
  officer: { name: string; email: string };
  coveringNote: string;
  madeAt: Date;
}

/** The claim's fields under the names a first notice of loss gives them. */
const noticeLabels: Record<string, string> = { "Full name": "Insured", "Claim type": "Product" };

const MARGIN = 50;
const LABEL_WIDTH = 150;

/** The cover sheet as a PDF's bytes. */
export function coverSheetPdf({
  brokerage,
  submission,
  insurerName,
  enclosed,
  officer,
  coveringNote,
  madeAt,
}: CoverSheet): Promise<Buffer> {
  const title = `Claim notification ${submission.reference}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: brokerage.name, Subject: `To ${insurerName}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const made = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.8).font("bold").fontSize(12).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  /** A label and its value side by side, the value wrapped in its own column. */
  const row = (label: string, value: string) => {
    const top = doc.y;
    doc
      .font("bold")
      .fontSize(10)
      .text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc
      .font("regular")
      .fontSize(10)
      .text(value || "—", MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  };

  doc.font("bold").fontSize(18).text(title, { width });
  doc
    .font("regular")
    .fontSize(10)
    .text(`First notice of loss, sent ${lagosTime(madeAt.toISOString())} to ${insurerName}`);

  heading("From the broker");
  row("Broker", brokerage.name);
  row("NAICOM licence", brokerage.naicomLicence);
  row("Claims contact", `${brokerage.claimsEmail}, ${dialledNumber(brokerage.claimsHotline).international}`);
  row("Broker's reference", submission.reference);
  row("Claims officer", `${officer.name} <${officer.email}>`);

  heading("The insured and the loss");
  for (const { label, text } of staffDetails(submission)) {
    row(noticeLabels[label] ?? label, text);
  }

  heading("Documents enclosed");
  const documents = enclosed.map((position) =>
    submission.documents.find((document) => document.position === position)!,
  );
  if (documents.length === 0) row("None", "");
  documents.forEach((document, index) =>
    row(
      `${index + 1}.`,
      `${document.originalName} (${documentKind(document.mediaType)}, ${formatFileSize(document.size)})`,
    ),
  );

  heading("Covering note");
  doc
    .font("regular")
    .fontSize(10)
    .text(coveringNote || "—", MARGIN, doc.y, { width });
  doc.end();
  return made;
}
