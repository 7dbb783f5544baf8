/**
 * The store of messages about submissions (issue 46): a mailbox message is stored once, whatever copy or folder it
 * comes in, its kept attachments moved under DATA_DIR/messages/ (and removed again for a copy); a message written on
 * the claim page is kept with its submission; opening the submission ends "New message".
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { createClaimMessages, type ArrivingMail } from "../storage/messages/claim-messages";
import { messageFile, messagesDir } from "../storage/messages/message-files";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { arrivingMail } from "./arriving-mail";
import { filesUnder, pdfBytes, stagedPdf, storeClaim, tempDir } from "./helpers";

function freshMessages() {
  const dataDir = tempDir("claim-messages-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  const reference = storeClaim(store, dataDir, []);
  return { dataDir, db, reference, messages: createClaimMessages(db, dataDir) };
}

/** The customer's reply, at one place in the mailbox: the same message again, or another there, is a copy of it. */
const reply = (reference: string | null, overrides: Partial<ArrivingMail> = {}) =>
  arrivingMail({
    messageId: "<reply-1@mail.example.com>",
    place: { folder: "INBOX", uidValidity: "1700000000", uid: 7 },
    reference,
    body: "Here is the police report.",
    quoted: "> What we need",
    references: ["<CLM.receipt@cowryshield.com.ng>", "<CLM.step-2@cowryshield.com.ng>"],
    ...overrides,
  });

describe("The messages about submissions", () => {
  it("stores a mailbox message with its attachments once, and a copy of it nowhere", () => {
    const { dataDir, reference, messages } = freshMessages();
    const now = new Date("2026-11-28T10:00:00.000Z");
    const first = messages.receiveMail(
      reply(reference, {
        attachments: [
          stagedPdf(dataDir, "police report.pdf", pdfBytes),
          { originalName: "run.exe", refused: "not a document" },
        ],
      }),
      now,
    );
    assert.equal(first.stored, true);
    const [stored] = messages.ofSubmission(reference);
    assert.equal(stored!.id, first.id);
    assert.equal(stored!.reference, reference);
    assert.deepEqual(
      [stored!.channel, stored!.sender, stored!.fromAddress, stored!.body, stored!.quoted, stored!.arrivedAt],
      ["mailbox", "customer", "chinedu@example.com", "Here is the police report.", "> What we need", now.toISOString()],
    );
    assert.deepEqual(stored!.references, ["<CLM.receipt@cowryshield.com.ng>", "<CLM.step-2@cowryshield.com.ng>"]);
    assert.deepEqual(stored!.place, { folder: "INBOX", uidValidity: "1700000000", uid: 7 });
    const [kept, refused] = stored!.attachments;
    assert.match(kept!.storedPath!, /^[0-9a-f-]{36}\/1-police_report\.pdf$/);
    assert.deepEqual(fs.readFileSync(messageFile(dataDir, kept!.storedPath!)), pdfBytes);
    assert.equal(kept!.sha256, createHash("sha256").update(pdfBytes).digest("hex"));
    assert.deepEqual(refused, {
      position: 2,
      originalName: "run.exe",
      mediaType: null,
      size: null,
      storedPath: null,
      sha256: null,
      refused: "not a document",
      documentPosition: null,
    });

    // The same message again (a CC copy, another folder), and another message at the same place: nothing stored.
    const copy = messages.receiveMail(
      reply(reference, {
        place: { folder: "Archive", uidValidity: "5", uid: 1 },
        attachments: [stagedPdf(dataDir, "police report.pdf", pdfBytes)],
      }),
    );
    assert.deepEqual(copy, { id: first.id, stored: false });
    assert.deepEqual(messages.receiveMail(reply(reference, { messageId: "<other@mail.example.com>" })), {
      id: first.id,
      stored: false,
    });
    assert.equal(messages.ofSubmission(reference).length, 1);
    assert.deepEqual(filesUnder(messagesDir(dataDir)).length, 1);
    assert.equal(messages.hasPlace({ folder: "INBOX", uidValidity: "1700000000", uid: 7 }), true);
    assert.equal(messages.hasPlace({ folder: "INBOX", uidValidity: "1700000001", uid: 7 }), false);
  });

  it("keeps an unmatched message without a submission, and one written on the claim page with its own", () => {
    const { reference, messages } = freshMessages();
    const unfiled = messages.receiveMail(reply(null));
    assert.equal(messages.byId(unfiled.id)!.reference, null);
    const written = messages.write({
      reference,
      channel: "claim-page",
      sender: "customer",
      subject: `Message about claim ${reference}`,
      body: "The repair shop has the car.",
      messageId: "<written-1@cowryshield.com.ng>",
    });
    assert.deepEqual(
      messages.ofSubmission(reference).map((message) => [message.id, message.channel, message.body]),
      [[written, "claim-page", "The repair shop has the car."]],
    );
    assert.throws(() =>
      messages.write({
        reference: "CLM-2026-999999",
        channel: "claim-page",
        sender: "customer",
        subject: "x",
        body: "x",
        messageId: "<x@y>",
      }),
    );
  });

  it("marks a submission's messages opened, staff's own never new", () => {
    const { reference, messages } = freshMessages();
    messages.receiveMail(reply(reference));
    assert.equal(messages.ofSubmission(reference)[0]!.openedAt, null);
    messages.markOpened(reference, new Date("2026-11-28T11:00:00.000Z"));
    assert.equal(messages.ofSubmission(reference)[0]!.openedAt, "2026-11-28T11:00:00.000Z");
  });
});
