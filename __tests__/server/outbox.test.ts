/** The outbox against real SMTP servers (smtp-server), a real SQLite store and nodemailer's own transport. */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { CANNOT_RECORD, createOutbox } from "../../server/mail/outbox";
import { createRelayTransport, RELAY_CONNECTIONS } from "../../server/mail/relay-transport";
import { openDatabase } from "../../server/storage/database";
import { createSubmissionStore, type SubmissionStore } from "../../server/storage/submission-store";
import { startService, until, validQuote } from "./helpers";
import { recordingLog } from "./recording-log";
import { startSmtpSink, startUnavailableRelay } from "./smtp-servers";

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

function outboxOptions(store: SubmissionStore, dataDir: string, port: number, retryBaseMs = 0) {
  const { log, lines } = recordingLog();
  const transporter = createRelayTransport(`smtp://127.0.0.1:${port}`);
  after(() => transporter.close());
  return {
    lines,
    options: {
      store,
      transporter,
      concurrency: RELAY_CONNECTIONS,
      from: "website@cowryshield.com.ng",
      recipients,
      dataDir,
      log,
      retryBaseMs,
      // The timer's rounds only matter where a test waits for retries; deliver() is called directly elsewhere.
      pollMs: retryBaseMs > 0 ? 5 : 60_000,
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

  it("waits as a whole while the relay is down, with one warning, and sends the whole backlog once it is back", async () => {
    const down = await startUnavailableRelay();
    const { store, db, dataDir } = freshStore();
    for (let count = 0; count < 30; count += 1) store.save("quote", { ...validQuote, name: `Visitor ${count}` });
    const { options, lines } = outboxOptions(store, dataDir, down.port, 10);
    const outbox = createOutbox(options);
    after(() => outbox.stop());

    await outbox.deliver();
    // Each connection after the first is the outbox asking whether the relay is back.
    await until(() => down.connections() >= 4, "the outbox to ask the relay again");
    const attempts = (db.prepare("SELECT attempts FROM outbox ORDER BY id").all() as { attempts: number }[]).map(
      (row) => row.attempts,
    );
    assert.deepEqual(attempts, [1, ...Array<number>(29).fill(0)]);
    assert.deepEqual(
      lines.filter((line) => line.level === "warn" || line.level === "error").map((line) => [line.level, line.msg]),
      [["warn", "mail relay is down"]],
    );
    assert.match(String(lines.find((line) => line.level === "warn")!.fields.reason), /^421 /);

    await down.close();
    const sink = await startSmtpSink({}, down.port);
    after(() => sink.close());
    await until(() => sink.received.length === 30, "the backlog to be sent");
    assert.equal(new Set(sink.received.map((mail) => mail.subject)).size, 30);
    assert.deepEqual(
      lines.filter((line) => line.msg === "mail relay is back" || line.level === "warn").map((line) => line.msg),
      ["mail relay is down", "mail relay is back"],
    );
    await until(
      () =>
        (db.prepare("SELECT COUNT(*) AS unsent FROM outbox WHERE sent_at IS NULL").get() as { unsent: number })
          .unsent === 0,
      "every send to be recorded",
    );
  });

  it("reads due mail a batch at a time, oldest first", () => {
    const { store } = freshStore();
    const references = Array.from({ length: 15 }, () => store.save("quote", validQuote));
    assert.deepEqual(
      store.mailDue(new Date(), 10).map((entry) => entry.submission.reference),
      references.slice(0, 10),
    );
  });
});

describe("The service's mail transport", () => {
  it("carries many messages over a few pooled connections", async () => {
    let connections = 0;
    const sink = await startSmtpSink({
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
    });
    after(() => sink.close());
    const { app } = await startService({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_POLL_MS: "25",
      RATE_LIMIT_MAX: "100",
    });
    after(() => app.close());
    for (let count = 0; count < 30; count += 1) {
      const response = await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
      assert.equal(response.statusCode, 201);
    }
    await until(() => sink.received.length === 30, "thirty e-mails");
    assert.ok(connections <= RELAY_CONNECTIONS, `${connections} connections for 30 messages`);
  });
});
