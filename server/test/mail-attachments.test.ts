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
  const { accepted, refused } = await checkedAttachments(
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
    accepted.map(({ originalName, mediaType }) => [originalName, mediaType]),
    [
      ["IMG_0042.jpg", "image/jpeg"],
      ["police-report.pdf", "application/pdf"],
    ],
  );
  // Each as it came, and the photo's re-encoded copy after it: that copy is what is kept.
  assert.deepEqual(
    staged.map((document) => document.originalName),
    ["IMG_0042.jpg", "IMG_0042.jpg", "police-report.pdf", "report.pdf", "damage.mp4"],
  );
  assert.deepEqual(
    accepted.map((document) => document.tempPath),
    [staged[1]!.tempPath, staged[2]!.tempPath],
  );
  assert.deepEqual(refused, [
    {
      name: "report.pdf",
      reason:
        "this PDF contains scripts, actions that run on their own or attached files, which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
    },
    { name: "damage.mp4", reason: "Only .pdf, .doc, .docx, .jpg, .jpeg, and .png files are accepted" },
  ]);
  discardStaged(staged);
  assert.deepEqual(fs.readdirSync(incomingDir(dataDir)), []);
});
