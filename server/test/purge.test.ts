/** RETENTION_DAYS: `purge` and the service's own daily purge, on real SQLite files and documents. */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, describe, it } from "node:test";
import { readConfig } from "../config";
import { openDatabase } from "../storage/database/database";
import { documentsDir } from "../storage/documents/documents";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { createOutboxQueue } from "../mail/outbox-queue";
import { queueingMail } from "../storage/outbox/mail-queueing";
import { run } from "../cli-commands";
import { pdfBytes, startService, storeClaim, tempDir, until, validQuote, type LogEntry } from "./helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * A data folder with a claim and a quote closed 31 days ago (the claim received long before, the quote mailed), a
 * claim closed 29 days ago though received 60 days ago, a claim received 400 days ago and never closed, one closed
 * 50 days ago and reopened, and a quote received 29 days ago.
 */
function dataFolder() {
  const dataDir = tempDir("purge-");
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir, { onSaved: queueingMail(db) });
  const queue = createOutboxQueue(db, store);
  const progress = createSubmissionProgress(db);
  const ada = {
    staffId: createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", daysAgo(500))!.id,
    address: "192.0.2.10",
  };
  const decline = (reference: string, days: number) =>
    assert.ok(progress.moveStep(reference, "declined", { reason: "Not covered" }, {}, 0, ada, daysAgo(days)).ok);
  const document = [{ name: "report.pdf", bytes: pdfBytes }];
  const old = [storeClaim(store, dataDir, document, daysAgo(400)), store.save("quote", validQuote, [], daysAgo(31))];
  const [mailed] = queue.mailDue(new Date(), 1);
  queue.markMailPartSent(mailed!.id, { partsSent: 1, documentsSent: 1 }, true, "<purge-test@example.com>");
  decline(old[0]!, 31);
  assert.ok(progress.moveStep(old[1]!, "lost", {}, {}, 0, ada, daysAgo(31)).ok);
  const closedRecently = storeClaim(store, dataDir, document, daysAgo(60));
  decline(closedRecently, 29);
  const neverClosed = storeClaim(store, dataDir, [], daysAgo(400));
  const reopened = storeClaim(store, dataDir, [], daysAgo(100));
  decline(reopened, 50);
  const reopening = progress.moveStep(reopened, "in-review", { reopenReason: "New evidence" }, {}, 1, ada, daysAgo(40));
  assert.ok(reopening.ok);
  const recent = [closedRecently, neverClosed, reopened, store.save("quote", validQuote, [], daysAgo(29))];
  db.close();
  return { dataDir, old, recent };
}

/** What is left: references stored, in the outbox, with a documents folder, and the erasures recorded. */
function remaining(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    const column = (sql: string) =>
      db
        .prepare<[], { value: string }>(sql)
        .all()
        .map(({ value }) => value);
    return {
      stored: column("SELECT reference AS value FROM submissions ORDER BY id"),
      outbox: column(
        `SELECT reference || ' ' || message AS value FROM outbox JOIN submissions ON submissions.id = submission_id
         ORDER BY outbox.id`,
      ),
      folders: fs.readdirSync(documentsDir(dataDir)).sort(),
      erasures: db.prepare("SELECT reference, reason FROM erasures ORDER BY id").all(),
    };
  } finally {
    db.close();
  }
}

describe("purge", () => {
  it("erases what was closed more than RETENTION_DAYS ago with its documents and outbox rows, records it, keeps the rest", async () => {
    const { dataDir, old, recent } = dataFolder();
    const [oldClaim, oldQuote] = old;

    const { output, exitCode } = await run(["purge"], dataDir, 30);
    assert.equal(exitCode, 0);
    const closedBefore = "closed before \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(RETENTION_DAYS=30\\)\\.\n";
    const openKept =
      "2 open submission\\(s\\) received before \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} are kept until closed on the desk\\.\n";
    assert.match(
      output,
      new RegExp(
        `^${oldClaim}  erased with 1 document\\(s\\)\n${oldQuote}  erased with 0 document\\(s\\)\n` +
          `Purged 2 submission\\(s\\) ${closedBefore}${openKept}$`,
      ),
    );
    assert.deepEqual(remaining(dataDir), {
      stored: recent,
      outbox: recent.flatMap((reference) => [`${reference} receipt`, `${reference} staff`]),
      folders: [recent[0]],
      erasures: old.map((reference) => ({ reference, reason: "retention" })),
    });

    assert.match((await run(["purge"], dataDir, 30)).output, new RegExp(`^Purged 0 submission\\(s\\) ${closedBefore}`));
  });

  it("is done by the service itself soon after it starts, then again at each interval, logging how many", async () => {
    const { dataDir, old, recent } = dataFolder();
    const logs: LogEntry[] = [];
    const { app } = await startService({ DATA_DIR: dataDir, RETENTION_DAYS: "30", PURGE_INTERVAL_MS: "50" }, { logs });
    after(() => app.close());
    const purges = () =>
      logs.filter((line) => line.msg === "purged the submissions closed more than RETENTION_DAYS ago");
    await until(() => purges().length >= 2, "two purges");
    assert.deepEqual(
      purges()
        .slice(0, 2)
        .map(({ level, purged, openPastRetention, retentionDays }) => ({
          level,
          purged,
          openPastRetention,
          retentionDays,
        })),
      [
        { level: 30, purged: 2, openPastRetention: 2, retentionDays: 30 },
        { level: 30, purged: 0, openPastRetention: 2, retentionDays: 30 },
      ],
    );
    const left = remaining(dataDir);
    assert.deepEqual(left.stored, recent);
    assert.deepEqual(
      left.erasures,
      old.map((reference) => ({ reference, reason: "retention" })),
    );
  });

  it("keeps six years by default, and refuses a RETENTION_DAYS that would erase everything at once", () => {
    assert.equal(readConfig({}).retentionDays, 2190);
    assert.equal(readConfig({ RETENTION_DAYS: "365" }).retentionDays, 365);
    assert.throws(() => readConfig({ RETENTION_DAYS: "0" }), {
      message: 'RETENTION_DAYS must be a whole number of at least 1, got "0"',
    });
    assert.throws(() => readConfig({ RETENTION_DAYS: "six years" }), {
      message: 'RETENTION_DAYS must be a whole number of at least 1, got "six years"',
    });
  });
});
