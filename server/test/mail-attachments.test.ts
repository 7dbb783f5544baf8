/**
 * A message's attachments pass the checks every claim document passes: a photo re-encoded, a PDF kept, a PDF with a
 * script and a file of a type the claim form does not take refused, each with the claim form's reason.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { it } from "node:test";
import { checkedAttachments } from "../mailbox/mail-attachments";
import { discardStaged, incomingDir, type StagedDocument } from "../storage/documents/documents";
import { jpegBytes, pdfBytes, tempDir } from "./helpers";
import { onePage, pdfFile, scriptAction } from "./pdf-files";

it("each attachment judged as a claim's documents are: the photo re-encoded, the refused listed with the reason", async () => {
  const dataDir = tempDir("mail-attachments-");
  fs.mkdirSync(incomingDir(dataDir));
  const photo = await jpegBytes();
  const staged: StagedDocument[] = [];
  const checked = await checkedAttachments(
    [
      { name: "IMG_0042.jpg", contentType: "image/jpeg", content: photo },
      { name: "police-report.pdf", contentType: "application/pdf", content: pdfBytes },
      {
        name: "report.pdf",
        contentType: "application/pdf",
        content: pdfFile([...onePage("/Names << /JavaScript 4 0 R >>"), "<< /Names [(init) 5 0 R] >>", scriptAction]),
      },
      { name: "damage.mp4", contentType: "video/mp4", content: Buffer.alloc(1024, 7) },
    ],
    dataDir,
    staged,
  );
  assert.deepEqual(
    checked.map((attachment) =>
      "refused" in attachment ? attachment : [attachment.originalName, attachment.mediaType, attachment.tempPath],
    ),
    [
      // The photo's re-encoded copy (staged after it) is what is kept; the PDF as it came.
      ["IMG_0042.jpg", "image/jpeg", staged[1]!.tempPath],
      ["police-report.pdf", "application/pdf", staged[2]!.tempPath],
      {
        originalName: "report.pdf",
        refused:
          "this PDF contains scripts, actions that run on their own or attached files, which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
      },
      { originalName: "damage.mp4", refused: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted" },
    ],
  );
  assert.deepEqual(
    staged.map((document) => document.originalName),
    ["IMG_0042.jpg", "IMG_0042.jpg", "police-report.pdf", "report.pdf", "damage.mp4"],
  );
  discardStaged(staged);
  assert.deepEqual(fs.readdirSync(incomingDir(dataDir)), []);
});
