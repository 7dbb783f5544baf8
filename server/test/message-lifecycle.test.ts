/**
 * The messages about submissions as personal data (issue 46): their attachments are in a backup and come back with
 * its restore, checked like the documents; `export` and `export-person` carry each message and copy its files; the
 * retention purge erases the messages no submission took once RETENTION_DAYS have passed since they came; and the
 * service's start removes attachment folders no row names.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { run } from "../cli-commands";
import { openDatabase, type Db } from "../storage/database/database";
import { createClaimMessages } from "../storage/messages/claim-messages";
import { messagesDir } from "../storage/messages/message-files";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { arrivingMail } from "./arriving-mail";
import { pdfOfSize, stagedPdf, startService, tempDir, validClaimFields } from "./helpers";

const attachmentBytes = pdfOfSize(3_000, 0x4b);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function mail(dataDir: string, reference: string | null, uid: number, arrivedName: string) {
  return arrivingMail({
    messageId: `<m${uid}@mail.example.com>`,
    reference,
    subject: `Message ${uid}`,
    body: `Text of message ${uid}.`,
    attachments: [
      stagedPdf(dataDir, arrivedName, attachmentBytes),
      { originalName: "macro.docm", refused: "active content" },
    ],
  });
}

/** A data folder with Chinedu's claim, his message with a PDF on it, and an unfiled message. */
function withMessages() {
  const dataDir = tempDir("message-lifecycle-");
  const db = openDatabase(dataDir);
  const reference = createSubmissionStore(db, dataDir).save("claim", { ...validClaimFields, notARobot: true });
  const messages = createClaimMessages(db, dataDir);
  messages.receiveMail(mail(dataDir, reference, 1, "report.pdf"));
  messages.receiveMail(mail(dataDir, null, 2, "unfiled.pdf"));
  const stored = (db: Db) =>
    db
      .prepare<[], { stored_path: string }>(
        "SELECT stored_path FROM message_attachments WHERE stored_path IS NOT NULL ORDER BY id",
      )
      .all()
      .map((row) => row.stored_path);
  const [filed, unfiled] = stored(db);
  db.close();
  return { dataDir, reference, filed: filed!, unfiled: unfiled! };
}

describe("Messages as personal data", () => {
  it("a backup holds the messages' attachments with their sums, and a restore brings them back checked", async () => {
    const { dataDir, filed, unfiled } = withMessages();
    const backupDir = path.join(tempDir("message-backup-"), "backup");
    assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
    const sums = fs.readFileSync(path.join(backupDir, "SHA256SUMS"), "utf8");
    for (const storedPath of [filed, unfiled]) {
      assert.ok(sums.includes(`${sha256(attachmentBytes)}  messages/${storedPath}\n`), sums);
      assert.deepEqual(fs.readFileSync(path.join(backupDir, "messages", storedPath)), attachmentBytes);
    }

    const target = tempDir("message-restore-");
    assert.equal((await run(["restore", backupDir], target)).exitCode, 0);
    assert.deepEqual(fs.readFileSync(path.join(messagesDir(target), filed)), attachmentBytes);

    // An attachment whose file was taken out of the manifest and the backup is refused by name.
    fs.writeFileSync(
      path.join(backupDir, "SHA256SUMS"),
      sums.replace(`${sha256(attachmentBytes)}  messages/${unfiled}\n`, ""),
    );
    fs.rmSync(path.join(backupDir, "messages", unfiled));
    assert.deepEqual(await run(["restore", backupDir], tempDir("message-restore-refused-")), {
      output: `submissions.sqlite's message attachment ${JSON.stringify(unfiled)} is not in SHA256SUMS.\n`,
      exitCode: 1,
    });
  });

  it("export-person and export carry each message, and export-person copies its attachments", async () => {
    const { dataDir, reference, filed } = withMessages();
    const exportDir = path.join(tempDir("message-export-"), "chinedu");
    const exportedPerson = await run(["export-person", "chinedu@example.com", exportDir], dataDir);
    assert.equal(exportedPerson.exitCode, 0, exportedPerson.output);
    const [exported] = JSON.parse(fs.readFileSync(path.join(exportDir, "submissions.json"), "utf8")) as {
      reference: string;
      messages: Record<string, unknown>[];
    }[];
    assert.equal(exported!.reference, reference);
    assert.deepEqual(
      exported!.messages.map(({ arrivedAt: _arrived, ...message }) => message),
      [
        {
          channel: "mailbox",
          sender: "customer",
          from: { name: "Chinedu Eze", address: "chinedu@example.com" },
          recipients: ["claims@cowryshield.com.ng"],
          subject: "Message 1",
          body: "Text of message 1.",
          quoted: "",
          messageId: "<m1@mail.example.com>",
          inReplyTo: null,
          references: [],
          autoReply: false,
          attachmentsLeftOut: null,
          writtenAt: null,
          openedOnTheDeskAt: null,
          attachments: [
            {
              name: "report.pdf",
              mediaType: "application/pdf",
              size: attachmentBytes.length,
              sha256: sha256(attachmentBytes),
              storedPath: `messages/${filed}`,
            },
            { name: "macro.docm", refused: "active content" },
          ],
        },
      ],
    );
    assert.deepEqual(fs.readFileSync(path.join(exportDir, "messages", filed)), attachmentBytes);
    // Nobody else's messages: the unfiled one is no submission's.
    assert.deepEqual(fs.readdirSync(path.join(exportDir, "messages")), [path.dirname(filed)]);

    const all = await run(["export"], dataDir);
    const [whole] = JSON.parse(all.output) as { messages: { attachments: { storedPath?: string }[] }[] }[];
    assert.equal(whole!.messages[0]!.attachments[0]!.storedPath, path.join(messagesDir(dataDir), filed));
  });

  it("the purge erases the messages no submission took once RETENTION_DAYS have passed since they came", async () => {
    const { dataDir, filed, unfiled } = withMessages();
    const db = openDatabase(dataDir);
    // The unfiled one came 8 days ago; a second unfiled one came today.
    db.prepare("UPDATE claim_messages SET arrived_at = ? WHERE message_id = '<m2@mail.example.com>'").run(
      new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(),
    );
    createClaimMessages(db, dataDir).receiveMail(mail(dataDir, null, 3, "today.pdf"));
    db.close();
    const purged = await run(["purge"], dataDir, 7);
    assert.equal(purged.exitCode, 0, purged.output);
    assert.match(
      purged.output,
      /^Purged 0 submission\(s\) closed before .* and 1 unfiled message\(s\) that came before then \(RETENTION_DAYS=7\)\.$/m,
    );
    const reopened = openDatabase(dataDir);
    assert.deepEqual(reopened.prepare("SELECT message_id FROM claim_messages ORDER BY id").all(), [
      { message_id: "<m1@mail.example.com>" },
      { message_id: "<m3@mail.example.com>" },
    ]);
    reopened.close();
    assert.ok(fs.existsSync(path.join(messagesDir(dataDir), filed)));
    assert.ok(!fs.existsSync(path.join(messagesDir(dataDir), path.dirname(unfiled))));
  });

  it("the service's start removes the attachment folders no message names, and keeps the others", async () => {
    const { dataDir, filed } = withMessages();
    const orphan = path.join(messagesDir(dataDir), "0b7a0c56-1b1e-4c55-9d0e-1c1f4f0f0a11");
    fs.mkdirSync(orphan);
    fs.writeFileSync(path.join(orphan, "1-left.pdf"), attachmentBytes);
    const { app } = await startService({ DATA_DIR: dataDir });
    await app.close();
    assert.ok(!fs.existsSync(orphan));
    assert.ok(fs.existsSync(path.join(messagesDir(dataDir), filed)));
  });
});
