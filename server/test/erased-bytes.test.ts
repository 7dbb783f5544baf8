/**
 * Erasure that really erases (NDPA 2023 s. 34): once `erase` or `purge` has run, no byte of what the person
 * wrote or sent, or of what staff wrote about it on the desk, is left in the database file, in its write-ahead
 * log, or in a backup made afterwards.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { createClaimMessages } from "../storage/messages/claim-messages";
import { run } from "../cli-commands";
import { arrivingMail } from "./arriving-mail";
import { submissionsCommand } from "./cli-process";
import {
  filesUnder,
  jpegBytes,
  multipart,
  pdfOfSize,
  stagedPdf,
  storeClaim,
  tempDir,
  validClaimFields,
  validQuote,
} from "./helpers";
import { spawnService } from "./service-process";

/** What the person wrote, long enough to spill into overflow pages, and a document of their own. */
const erasable = {
  fullName: "Ngozi Erasetest-Okafor",
  email: "ngozi.erasetest@example.com",
  phone: "+234 809 555 0177",
  policyNumber: "POL-ERASE-7781",
  description: Array.from({ length: 100 }, (_, index) => `erasetest line ${index} of the accident at Ojota.`).join(" "),
};
const documentBytes = pdfOfSize(40_000, 0x5a);
/** The same, as the queue's search keeps them (submission_queue): folded, and the phone in E.164. */
const queueKeys = ["ngozierasetest-okafor", "ngozi.erasetest@example.com", "pol-erase-7781", "+2348095550177"];
/** The pieces looked for: any one found means something erased is still readable. */
const needles = [
  ...queueKeys,
  erasable.fullName,
  erasable.email,
  erasable.phone,
  erasable.policyNumber,
  "erasetest line 0 of",
  "erasetest line 57 of",
  "erasetest line 99 of",
  "ngozi-scan.pdf",
].map((text) => Buffer.from(text));
const documentNeedle = documentBytes.subarray(20_000, 20_064);

/** Every file named, read whole, with the needles found in it. */
function traces(files: string[]): string[] {
  return files.flatMap((file) => {
    if (!fs.existsSync(file)) return [];
    const bytes = fs.readFileSync(file);
    return [...needles, documentNeedle]
      .filter((needle) => bytes.includes(needle))
      .map((needle) => `${path.basename(file)}: ${needle.length > 40 ? "document bytes" : needle.toString()}`);
  });
}

const databaseFiles = (dataDir: string) =>
  [DATABASE_FILE, `${DATABASE_FILE}-wal`].map((name) => path.join(dataDir, name));

function allFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("erased submissions", () => {
  it("leave nothing in the database, its write-ahead log or a later backup after `erase`, the service running", async () => {
    const dataDir = tempDir("erased-");
    const service = await spawnService({ DATA_DIR: dataDir });
    after(() => service.kill());
    const post = async (url: string, init: RequestInit) => {
      const response = await fetch(`${service.url}${url}`, { method: "POST", ...init });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { reference: string }).reference;
    };
    const kept = await post("/api/quote-requests", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validQuote, name: "Kept Keepertest" }),
    });
    // A photo is kept re-encoded; the hash of what was sent, kept beside, goes with the rest.
    const photo = Buffer.concat([await jpegBytes(), Buffer.from("erasetest trailer")]);
    const photoHash = Buffer.from(createHash("sha256").update(photo).digest("hex"));
    const { payload, headers } = await multipart({ ...validClaimFields, ...erasable }, [
      { name: "ngozi-scan.pdf", bytes: documentBytes },
      { name: "bumper.jpg", bytes: photo, type: "image/jpeg" },
    ]);
    const reference = await post("/api/claims", { headers, body: payload });
    // The search finds what is there: before the erasure, the claim is in the database or its log, the queue's
    // search keys too.
    assert.notDeepEqual(traces(databaseFiles(dataDir)), []);
    const holdQueueKeys = () =>
      queueKeys.filter((key) =>
        databaseFiles(dataDir).some((file) => fs.existsSync(file) && fs.readFileSync(file).includes(key)),
      );
    assert.deepEqual(holdQueueKeys(), queueKeys);
    const holdPhotoHash = () =>
      databaseFiles(dataDir).some((file) => fs.existsSync(file) && fs.readFileSync(file).includes(photoHash));
    assert.ok(holdPhotoHash());
    assert.ok(traces(allFiles(path.join(dataDir, "documents"))).length > 0);

    const erased = await submissionsCommand(["erase", reference], { DATA_DIR: dataDir });
    assert.equal(erased.status, 0, erased.stderr);
    assert.match(erased.stdout, new RegExp(`^${reference}  erased with 2 document\\(s\\)\n`));
    assert.deepEqual(traces(databaseFiles(dataDir)), [], "the database and its write-ahead log");
    assert.ok(!holdPhotoHash(), "the hash of the photo as sent");
    assert.equal(fs.statSync(path.join(dataDir, `${DATABASE_FILE}-wal`)).size, 0, "the write-ahead log is emptied");
    assert.deepEqual(traces(allFiles(dataDir)), [], "anything in DATA_DIR");

    const backupDir = path.join(tempDir("backups-"), "after-erasure");
    const backup = await submissionsCommand(["backup", backupDir], { DATA_DIR: dataDir });
    assert.equal(backup.status, 0, backup.stderr);
    assert.deepEqual(traces(allFiles(backupDir)), [], "the backup");
    // What was not erased is still there, and the backup holds it.
    const listed = await submissionsCommand(["list"], { DATA_DIR: dataDir });
    assert.match(listed.stdout, new RegExp(`^${kept} .* Kept Keepertest <adaeze@example.com>  \n$`));
    assert.ok(fs.readFileSync(path.join(backupDir, DATABASE_FILE)).includes("Kept Keepertest"));
  });

  it("leave nothing in the database or a later backup after `purge`", async () => {
    const dataDir = tempDir("purged-");
    const db = openDatabase(dataDir);
    const store = createSubmissionStore(db, dataDir);
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const closed = [
      store.save("claim", { ...validClaimFields, ...erasable, notARobot: true }, [], old),
      storeClaim(store, dataDir, [{ name: "ngozi-scan.pdf", bytes: documentBytes }], old),
    ];
    store.save("quote", { ...validQuote, name: "Kept Keepertest" });
    // Closed 40 days ago, with what staff wrote: retention counts from the close.
    const ada = { staffId: createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", old)!.id, address: "" };
    for (const reference of closed) {
      const message = `${erasable.fullName}, we are sorry.`;
      assert.ok(
        createSubmissionProgress(db).moveStep(reference, "withdrawn", {}, { message, tell: true }, 0, ada, old).ok,
      );
    }
    db.close();
    assert.notDeepEqual(traces(databaseFiles(dataDir)), []);

    const purged = await run(["purge"], dataDir, 30);
    assert.equal(purged.exitCode, 0, purged.output);
    assert.match(purged.output, /^Purged 2 submission\(s\)/m);
    assert.deepEqual(traces(allFiles(dataDir)), []);
    assert.deepEqual(filesUnder(path.join(dataDir, "documents")), []);

    const backupDir = path.join(tempDir("backups-"), "after-purge");
    assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
    assert.deepEqual(traces(allFiles(backupDir)), []);
    assert.ok(fs.readFileSync(path.join(backupDir, DATABASE_FILE)).includes("Kept Keepertest"));
  });

  it("say so while a reader keeps the log from being emptied, and the next purge empties it", async () => {
    const dataDir = tempDir("held-");
    const db = openDatabase(dataDir);
    const reference = createSubmissionStore(db, dataDir).save("claim", {
      ...validClaimFields,
      ...erasable,
      notARobot: true,
    });
    // A reader in the middle of a read transaction, as a backup is while it copies.
    const reader = new Database(path.join(dataDir, DATABASE_FILE));
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) FROM submissions").get();
    const erased = await run(["erase", reference], dataDir);
    assert.equal(erased.exitCode, 0);
    assert.match(
      erased.output,
      /\nThe write-ahead log could not be emptied while another reader \(a backup\?\) was busy/,
    );
    reader.exec("COMMIT");
    reader.close();
    assert.notDeepEqual(traces(databaseFiles(dataDir)), [], "the log still holds the pages as they were");
    // The service's connection stays open, as it does (the last one to close would empty the log itself).
    const purged = await run(["purge"], dataDir, 30);
    assert.match(purged.output, /^Purged 0 submission\(s\) [^\n]*\n$/);
    assert.deepEqual(traces(allFiles(dataDir)), []);
    db.close();
  });

  it("leave nothing of their timeline on the desk (notes, messages, what staff gave), and a line in the record", async () => {
    const dataDir = tempDir("timeline-");
    const db = openDatabase(dataDir);
    const reference = createSubmissionStore(db, dataDir).save("claim", { ...validClaimFields, notARobot: true });
    const ada = {
      staffId: createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!.id,
      address: "192.0.2.10",
    };
    const progress = createSubmissionProgress(db);
    const written = {
      note: "erasetest note: Ngozi's hip was broken in the crash",
      message: "erasetest message: Ngozi, please send the hospital bill",
      document: "erasetest medical report from Reddington hospital",
      claimNumber: "ERASETEST-LW-991",
      reason: "erasetest reason: undisclosed diabetes",
    };
    const changes = [
      () => progress.addNote(reference, written.note, 0, ada),
      () =>
        progress.moveStep(
          reference,
          "documents-requested",
          { documents: written.document },
          { message: written.message },
          1,
          ada,
        ),
      () =>
        progress.moveStep(
          reference,
          "with-insurer",
          { insurer: "Leadway", insurerClaimNumber: written.claimNumber },
          {},
          2,
          ada,
        ),
      () => progress.moveStep(reference, "declined", { reason: written.reason }, {}, 3, ada),
    ];
    for (const change of changes) assert.ok(change().ok);
    db.close();
    const found = () =>
      Object.values(written).filter((text) =>
        databaseFiles(dataDir).some((file) => fs.existsSync(file) && fs.readFileSync(file).includes(text)),
      );
    assert.deepEqual(found(), Object.values(written), "before the erasure");

    assert.equal((await run(["erase", reference], dataDir)).exitCode, 0);
    assert.deepEqual(found(), [], "the database and its write-ahead log");
    const reopened = openDatabase(dataDir);
    assert.deepEqual(reopened.prepare("SELECT COUNT(*) AS count FROM submission_events").get(), { count: 0 });
    assert.deepEqual(
      createDeskRecord(reopened)
        .entries()
        .map(({ action, reference: about }) => `${action} ${about}`),
      [...changes.map(() => `changed ${reference}`), `erased ${reference}`],
    );
    reopened.close();
  });

  it("leave nothing of their messages: the text, the addresses, the ids and the attachments' bytes", async () => {
    const dataDir = tempDir("messages-erased-");
    const db = openDatabase(dataDir);
    const reference = createSubmissionStore(db, dataDir).save("claim", { ...validClaimFields, notARobot: true });
    const written = {
      body: "erasetest reply: the police report from Ojota station is attached",
      quoted: "erasetest quoted history of the claim",
      from: "ngozi.erasetest@example.com",
      subject: "erasetest subject about the crash",
      messageId: "<erasetest-1@mail.example.com>",
      name: "erasetest-police-report.pdf",
    };
    createClaimMessages(db, dataDir).receiveMail(
      arrivingMail({
        messageId: written.messageId,
        reference,
        fromAddress: written.from,
        fromName: "Ngozi",
        recipients: [`claims+${reference}@cowryshield.com.ng`],
        subject: written.subject,
        body: written.body,
        quoted: written.quoted,
        attachments: [stagedPdf(dataDir, written.name, documentBytes)],
      }),
    );
    db.close();
    const found = () => [
      ...Object.values(written).filter((text) =>
        databaseFiles(dataDir).some((file) => fs.existsSync(file) && fs.readFileSync(file).includes(text)),
      ),
      ...traces(allFiles(path.join(dataDir, "messages"))),
    ];
    assert.deepEqual(found(), [...Object.values(written), "1-erasetest-police-report.pdf: document bytes"], "before");

    assert.equal((await run(["erase", reference], dataDir)).exitCode, 0);
    assert.deepEqual(found(), [], "the database, its write-ahead log and DATA_DIR/messages");
    assert.deepEqual(fs.readdirSync(path.join(dataDir, "messages")), []);
  });

  it("are also cleared from a database that erased without overwriting, once, when the service starts", async () => {
    const dataDir = tempDir("legacy-");
    const db = openDatabase(dataDir);
    const store = createSubmissionStore(db, dataDir);
    const reference = store.save("claim", { ...validClaimFields, ...erasable, notARobot: true });
    // As versions before secure_delete erased: the rows deleted, their bytes left in free space.
    db.pragma("secure_delete = OFF");
    db.pragma("user_version = 0");
    db.prepare(
      "DELETE FROM submission_queue WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)",
    ).run(reference);
    db.prepare("DELETE FROM submissions WHERE reference = ?").run(reference);
    db.close();
    assert.notDeepEqual(traces(databaseFiles(dataDir)), [], "the old way leaves the text in the file");

    const service = await spawnService({ DATA_DIR: dataDir });
    after(() => service.kill());
    assert.deepEqual(traces(databaseFiles(dataDir)), []);
    assert.ok(service.logs.some((line) => line.msg.startsWith("rewrote the database once")));
  });
});
