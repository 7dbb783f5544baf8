/** The outbox against real SMTP servers (smtp-server), a real SQLite store and nodemailer's own transport. */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { createOutbox } from "../mail/outbox";
import { createRelayTransport, RELAY_CONNECTIONS } from "../mail/relay-transport";
import { openDatabase } from "../storage/database";
import { createSubmissionStore } from "../storage/submission-store";
import { createOutboxQueue, queueingMail, type OutboxQueue } from "../mail/outbox-queue";
import { run } from "../cli-commands";
import { multipart, pdfOfSize, startService, storeClaim, until, validClaimFields, validQuote } from "./helpers";
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
  const store = createSubmissionStore(db, dataDir, { onSaved: queueingMail(db) });
  return { dataDir, db, store, queue: createOutboxQueue(db, store) };
}

function outboxOptions(queue: OutboxQueue, dataDir: string, port: number, retryBaseMs = 0) {
  const { log, lines } = recordingLog();
  const transporter = createRelayTransport(`smtp://127.0.0.1:${port}`);
  after(() => transporter.close());
  return {
    lines,
    options: {
      queue,
      transporter,
      concurrency: RELAY_CONNECTIONS,
      from: "website@cowryshield.com.ng",
      recipients,
      dataDir,
      maxMessageBytes: 20 * 1024 * 1024,
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
    const { store, queue, db, dataDir } = freshStore();
    store.save("quote", validQuote);
    let refuseOnce = true;
    const failingQueue: OutboxQueue = {
      ...queue,
      markMailPartSent(id, progress, done, now) {
        if (refuseOnce) {
          refuseOnce = false;
          throw new Error("database or disk is full");
        }
        queue.markMailPartSent(id, progress, done, now);
      },
    };
    const { options, lines } = outboxOptions(failingQueue, dataDir, sink.port);
    const outbox = createOutbox(options);
    after(() => outbox.abandon());

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
        ["error", "the outbox cannot write to the database; mail is paused"],
        ["info", "the outbox can write to the database again"],
      ],
    );
  });

  it("waits as a whole while the relay is down, with one warning, and sends the whole backlog once it is back", async () => {
    const down = await startUnavailableRelay();
    const { store, queue, db, dataDir } = freshStore();
    for (let count = 0; count < 30; count += 1) store.save("quote", { ...validQuote, name: `Visitor ${count}` });
    const { options, lines } = outboxOptions(queue, dataDir, down.port, 10);
    const outbox = createOutbox(options);
    after(() => outbox.abandon());

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
    const { store, queue } = freshStore();
    const references = Array.from({ length: 15 }, () => store.save("quote", validQuote));
    assert.deepEqual(
      queue.mailDue(new Date(), 10).map((entry) => entry.submission.reference),
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

describe("Large claims and refused mail", () => {
  it("splits a claim's documents into parts under MAIL_MAX_BYTES, each naming the reference and its part", async () => {
    const sink = await startSmtpSink({ size: 3_000_000 });
    after(() => sink.close());
    const { app, dataDir } = await startService({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_MAX_BYTES: "3000000",
      MAIL_RETRY_BASE_MS: "50",
      MAIL_POLL_MS: "25",
    });
    after(() => app.close());
    // Five documents of 1 MB: each about 1.37 MB once encoded, so two fit in 3 MB and five need three messages.
    const documents = [1, 2, 3, 4, 5].map((number) => ({
      name: `scan-${number}.pdf`,
      bytes: pdfOfSize(1_000_000, number),
    }));
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, documents)),
    });
    assert.equal(response.statusCode, 201);
    const reference = response.json<{ reference: string }>().reference;

    await until(() => sink.received.length === 3, "three messages");
    const byPart = [...sink.received].sort((a, b) => a.subject!.localeCompare(b.subject!));
    assert.deepEqual(
      byPart.map((mail) => mail.subject),
      [1, 2, 3].map((part) => `Claim ${reference} from Chinedu Eze (part ${part} of 3)`),
    );
    assert.deepEqual(
      byPart.map((mail) => mail.attachments.map((attachment) => attachment.filename)),
      [["scan-1.pdf", "scan-2.pdf"], ["scan-3.pdf", "scan-4.pdf"], ["scan-5.pdf"]],
    );
    assert.deepEqual(
      byPart.map((mail) => (mail.text ?? "").split("\n").slice(0, 2)),
      [
        [`Reference: ${reference}`, "Part 1 of 3: documents 1 to 2 of 5 attached."],
        [`Reference: ${reference}`, "Part 2 of 3: documents 3 to 4 of 5 attached."],
        [`Reference: ${reference}`, "Part 3 of 3: documents 5 to 5 of 5 attached."],
      ],
    );
    for (const mail of byPart) assert.match(mail.text ?? "", /Policy number: POL-2026-0042/);
    const attached = byPart.flatMap((mail) => mail.attachments.map((attachment) => attachment.content));
    documents.forEach((document, index) => assert.ok(attached[index]!.equals(document.bytes)));
    const db = openDatabase(dataDir);
    try {
      await until(
        () => (db.prepare("SELECT sent_at FROM outbox").get() as { sent_at: string | null }).sent_at !== null,
        "the send to be recorded",
      );
      assert.deepEqual(db.prepare("SELECT parts_sent, documents_sent, failed_at FROM outbox").get(), {
        parts_sent: 3,
        documents_sent: 5,
        failed_at: null,
      });
    } finally {
      db.close();
    }
  });

  it("stops retrying a message the relay refuses as too big (552), says so at error level, and lists it", async () => {
    const sink = await startSmtpSink({ size: 1_000_000 });
    after(() => sink.close());
    const { store, queue, db, dataDir } = freshStore();
    const reference = storeClaim(store, dataDir, [{ name: "big-scan.pdf", bytes: pdfOfSize(1_500_000, 1) }]);
    const { options, lines } = outboxOptions(queue, dataDir, sink.port);
    const outbox = createOutbox(options);
    after(() => outbox.abandon());

    for (let round = 0; round < 3; round += 1) await outbox.deliver();

    assert.equal(sink.received.length, 0);
    const row = db.prepare("SELECT attempts, failed_at AS failedAt, last_error AS lastError FROM outbox").get() as {
      attempts: number;
      failedAt: string | null;
      lastError: string;
    };
    assert.equal(row.attempts, 1);
    assert.ok(row.failedAt);
    assert.match(row.lastError, /^part 1 of 1: 552 /);
    assert.deepEqual(
      lines
        .filter((line) => line.level === "warn" || line.level === "error")
        .map((line) => [line.level, line.msg, line.fields.reference]),
      [["error", "the relay refused the e-mail; it will not be retried", reference]],
    );
    const { output, exitCode } = await run(["outbox"], dataDir);
    assert.equal(exitCode, 0);
    assert.match(
      output,
      new RegExp(`^${reference}  failed  1 attempt  since \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  part 1 of 1: 552 `),
    );
  });

  it("stops retrying a refused recipient (550), and sends it again after outbox retry", async () => {
    let refuse = true;
    const sink = await startSmtpSink({
      onRcptTo(_address, _session, callback) {
        if (!refuse) return callback();
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    after(() => sink.close());
    const { store, queue, dataDir } = freshStore();
    const pending = store.save("quote", { ...validQuote, name: "Second Visitor" });
    const refused = store.save("quote", validQuote);
    const { options, lines } = outboxOptions(queue, dataDir, sink.port);
    const outbox = createOutbox({
      ...options,
      queue: {
        ...queue,
        mailDue: (now, limit) => queue.mailDue(now, limit).filter((entry) => entry.submission.reference === refused),
      },
    });
    after(() => outbox.abandon());
    await outbox.deliver();
    await outbox.deliver();

    assert.deepEqual(
      lines.filter((line) => line.level === "error").map((line) => [line.msg, line.fields.reason]),
      [["the relay refused the e-mail; it will not be retried", "550 Mailbox unavailable"]],
    );
    const listed = (await run(["outbox"], dataDir)).output.trimEnd().split("\n");
    assert.equal(listed.length, 2);
    assert.match(listed[0]!, new RegExp(`^${pending}  pending  0 attempts  next \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    assert.match(
      listed[1]!,
      new RegExp(`^${refused}  failed  1 attempt  since .*  part 1 of 1: 550 Mailbox unavailable$`),
    );

    assert.deepEqual(await run(["outbox", "retry", refused], dataDir), {
      output: `${refused} is queued again; the service sends it at its next poll.\n`,
      exitCode: 0,
    });
    refuse = false;
    await outbox.deliver();
    assert.deepEqual(
      sink.received.map((mail) => mail.subject),
      [`Quote request ${refused} from Adaeze Obi`],
    );
    assert.deepEqual(await run(["outbox", "retry", refused], dataDir), {
      output: `${refused} has been e-mailed; there is nothing to retry.\n`,
      exitCode: 1,
    });
    assert.deepEqual(await run(["outbox", "retry", "CLM-1999-000001"], dataDir), {
      output: "There is no submission CLM-1999-000001 in the outbox.\n",
      exitCode: 1,
    });
  });
});

describe("The outbox table", () => {
  it("gains the columns for parts and refusals in a database made before them, keeping its rows", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "old-outbox-"));
    after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const old = new Database(path.join(dataDir, "submissions.sqlite"));
    old.exec(`
      CREATE TABLE submissions (id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
        received_at TEXT NOT NULL, fields TEXT NOT NULL);
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, sent_at TEXT, last_error TEXT);
      INSERT INTO submissions VALUES (1, 'QTE-2026-000001', 'quote', '2026-11-01T10:00:00.000Z', '{"name":"A"}');
      INSERT INTO outbox (submission_id, attempts, next_attempt_at) VALUES (1, 2, '2026-11-01T10:00:00.000Z');
    `);
    old.close();
    const db = openDatabase(dataDir);
    try {
      const queue = createOutboxQueue(db, createSubmissionStore(db, dataDir));
      assert.deepEqual(
        queue
          .mailDue(new Date(), 10)
          .map(({ attempts, partsSent, documentsSent, submission }) => [
            submission.reference,
            attempts,
            partsSent,
            documentsSent,
          ]),
        [["QTE-2026-000001", 2, 0, 0]],
      );
    } finally {
      db.close();
    }
  });
});
