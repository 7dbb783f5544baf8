/** The outbox against real SMTP servers (smtp-server), a real SQLite store and nodemailer's own transport. */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import nodemailer from "nodemailer";
import { CANNOT_RECORD, createOutbox } from "../../server/mail/outbox";
import { openDatabase } from "../../server/storage/database";
import { createSubmissionStore, type SubmissionStore } from "../../server/storage/submission-store";
import { validQuote } from "./helpers";
import { recordingLog } from "./recording-log";
import { startSmtpSink } from "./smtp-servers";

const recipients = { quote: "info@cowryshield.com.ng", claim: "claims@cowryshield.com.ng" };

function freshStore() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  const db = openDatabase(dataDir);
  after(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, db, store: createSubmissionStore(db, dataDir, { queueMail: true }) };
}

function outboxOptions(store: SubmissionStore, dataDir: string, port: number) {
  const { log, lines } = recordingLog();
  const transporter = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
  after(() => transporter.close());
  return {
    lines,
    options: {
      store,
      transporter,
      from: "website@cowryshield.com.ng",
      recipients,
      dataDir,
      log,
      retryBaseMs: 0,
      pollMs: 60_000,
    },
  };
}

describe("The outbox", () => {
  it("does not send a mail again when the database refuses to record that it was sent", async () => {
    const sink = await startSmtpSink();
    after(() => sink.close());
    const { store, db, dataDir } = freshStore();
    store.save("quote", validQuote);
    let refuseOnce = true;
    const failingStore: SubmissionStore = {
      ...store,
      markMailSent(id, now) {
        if (refuseOnce) {
          refuseOnce = false;
          throw new Error("database or disk is full");
        }
        store.markMailSent(id, now);
      },
    };
    const { options, lines } = outboxOptions(failingStore, dataDir, sink.port);
    const outbox = createOutbox(options);
    after(() => outbox.stop());

    for (let round = 0; round < 3; round += 1) await outbox.deliver();

    assert.equal(sink.received.length, 1);
    const row = db.prepare("SELECT attempts, sent_at AS sentAt FROM outbox").get() as {
      attempts: number;
      sentAt: string;
    };
    assert.equal(row.attempts, 1);
    assert.ok(row.sentAt);
    assert.deepEqual(
      lines.filter((line) => line.level !== "debug" && line.level !== "trace").map((line) => [line.level, line.msg]),
      [
        ["info", "submission e-mailed"],
        ["error", CANNOT_RECORD],
        ["info", "the outbox can write to the database again"],
      ],
    );
  });
});
