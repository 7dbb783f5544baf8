/** The outbox against real SMTP servers (smtp-server), a real SQLite store and nodemailer's own transport. */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { readBrokerage, readCompany } from "../mail/brokerage";
import { createOutbox } from "../mail/outbox";
import { createRelayTransport, RELAY_CONNECTIONS } from "../mail/relay-transport";
import { openDatabase } from "../storage/database/database";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { createOutboxQueue, type MailDue, type OutboxQueue } from "../mail/outbox-queue";
import { queueingMail } from "../storage/outbox/mail-queueing";
import { run } from "../cli-commands";
import { eraseSubmissions } from "../data-lifecycle/erase";
import {
  OPERATOR,
  multipart,
  pdfOfSize,
  startService,
  storeClaim,
  until,
  validClaimFields,
  validQuote,
} from "./helpers";
import { recordingLog } from "./recording-log";
import { startSmtpSink, startUnavailableRelay } from "./smtp-servers";

/** The reference of the submission an entry is for; none for a person on the desk's. */
const referenceOf = (entry: MailDue) => ("submission" in entry ? entry.submission.reference : undefined);

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
      brokerage: readBrokerage(readCompany("data/company.json"), "data/next-steps.json"),
      dataDir,
      maxMessageBytes: 20 * 1024 * 1024,
      deskOrigin: "https://desk.example.ng",
      siteOrigin: "https://www.example.ng",
      // These tests queue no status link.
      statusLinkToken: () => undefined,
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
      markMailPartSent(id, progress, done, messageId, now) {
        if (refuseOnce) {
          refuseOnce = false;
          throw new Error("database or disk is full");
        }
        queue.markMailPartSent(id, progress, done, messageId, now);
      },
    };
    const { options, lines } = outboxOptions(failingQueue, dataDir, sink.port);
    const outbox = createOutbox(options);
    after(() => outbox.abandon());

    for (let round = 0; round < 3; round += 1) await outbox.deliver();

    // The receipt, whose record was refused, then the staff e-mail: each once.
    assert.equal(sink.received.length, 2);
    const rows = db.prepare("SELECT message, attempts, sent_at IS NOT NULL AS sent FROM outbox ORDER BY id").all();
    assert.deepEqual(rows, [
      { message: "receipt", attempts: 1, sent: 1 },
      { message: "staff", attempts: 1, sent: 1 },
    ]);
    assert.deepEqual(
      lines.filter((line) => line.level !== "debug" && line.level !== "trace").map((line) => [line.level, line.msg]),
      [
        ["info", "receipt e-mailed"],
        ["error", "the outbox cannot write to the database; mail is paused"],
        ["info", "the outbox can write to the database again"],
        ["info", "submission e-mailed"],
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
    // Thirty staff e-mails and the one address's three receipts.
    const attempts = (
      db.prepare("SELECT attempts FROM outbox WHERE withheld IS NULL ORDER BY id").all() as { attempts: number }[]
    ).map((row) => row.attempts);
    assert.deepEqual(attempts, [1, ...Array<number>(32).fill(0)]);
    assert.deepEqual(
      lines.filter((line) => line.level === "warn" || line.level === "error").map((line) => [line.level, line.msg]),
      [["warn", "mail relay is down"]],
    );
    assert.match(String(lines.find((line) => line.level === "warn")!.fields.reason), /^421 /);

    await down.close();
    const sink = await startSmtpSink({}, down.port);
    after(() => sink.close());
    await until(() => sink.received.length === 33, "the backlog to be sent");
    assert.equal(new Set(sink.received.map((mail) => mail.subject)).size, 33);
    assert.deepEqual(
      lines.filter((line) => line.msg === "mail relay is back" || line.level === "warn").map((line) => line.msg),
      ["mail relay is down", "mail relay is back"],
    );
    await until(
      () =>
        (
          db.prepare("SELECT COUNT(*) AS unsent FROM outbox WHERE sent_at IS NULL AND withheld IS NULL").get() as {
            unsent: number;
          }
        ).unsent === 0,
      "every send to be recorded",
    );
  });

  it("reads due mail a batch at a time, oldest first, without the receipts past an address's daily limit", () => {
    const { store, queue } = freshStore();
    const references = Array.from({ length: 15 }, () => store.save("quote", validQuote));
    assert.deepEqual(
      queue.mailDue(new Date(), 10).map((entry) => [entry.message, referenceOf(entry)]),
      [
        ...references.slice(0, 3).flatMap((reference) => [
          ["receipt", reference],
          ["staff", reference],
        ]),
        ...references.slice(3, 7).map((reference) => ["staff", reference]),
      ],
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
    // Thirty to staff, and three receipts: the most one address gets in a day.
    await until(() => sink.received.length === 33, "thirty-three e-mails");
    assert.ok(connections <= RELAY_CONNECTIONS, `${connections} connections for 33 messages`);
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

    await until(() => sink.received.length === 4, "three messages to staff and the receipt");
    const byPart = sink.received
      .filter((mail) => mail.subject!.startsWith("Claim "))
      .sort((a, b) => a.subject!.localeCompare(b.subject!));
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
        () =>
          (db.prepare("SELECT sent_at FROM outbox WHERE message = 'staff'").get() as { sent_at: string | null })
            .sent_at !== null,
        "the send to be recorded",
      );
      assert.deepEqual(
        db.prepare("SELECT parts_sent, documents_sent, failed_at FROM outbox WHERE message = 'staff'").get(),
        {
          parts_sent: 3,
          documents_sent: 5,
          failed_at: null,
        },
      );
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

    assert.deepEqual(
      sink.received.map((mail) => mail.subject),
      [`Your claim ${reference} has been received by Cowry Shield`],
    );
    const row = db
      .prepare("SELECT attempts, failed_at AS failedAt, last_error AS lastError FROM outbox WHERE message = 'staff'")
      .get() as {
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
      new RegExp(
        `^${reference}  staff  failed  1 attempt  since \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  part 1 of 1: 552 `,
      ),
    );
  });

  it("stops retrying a refused recipient (550), and sends the submission's e-mails again after outbox retry", async () => {
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
        mailDue: (now, limit) => queue.mailDue(now, limit).filter((entry) => referenceOf(entry) === refused),
      },
    });
    after(() => outbox.abandon());
    await outbox.deliver();
    await outbox.deliver();

    assert.deepEqual(
      lines.filter((line) => line.level === "error").map((line) => [line.msg, line.fields.message, line.fields.reason]),
      [
        ["the relay refused the e-mail; it will not be retried", "receipt", "550 Mailbox unavailable"],
        ["the relay refused the e-mail; it will not be retried", "staff", "550 Mailbox unavailable"],
      ],
    );
    const listed = (await run(["outbox"], dataDir)).output.trimEnd().split("\n");
    assert.equal(listed.length, 4);
    for (const [index, message] of ["receipt", "staff"].entries()) {
      assert.match(
        listed[index]!,
        new RegExp(`^${pending}  ${message}  pending  0 attempts  next \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
      );
      assert.match(
        listed[index + 2]!,
        new RegExp(`^${refused}  ${message}  failed  1 attempt  since .*  part 1 of 1: 550 Mailbox unavailable$`),
      );
    }

    assert.deepEqual(await run(["outbox", "retry", refused], dataDir), {
      output: `${refused} is queued again; the service sends it at its next poll.\n`,
      exitCode: 0,
    });
    refuse = false;
    await outbox.deliver();
    assert.deepEqual(sink.received.map((mail) => mail.subject).sort(), [
      `Quote request ${refused} from Adaeze Obi`,
      `Your quote request ${refused} has been received by Cowry Shield`,
    ]);
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

/** A data folder whose database an earlier version made: its submissions table, then `sql`. */
function earlierDatabase(sql: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "old-outbox-"));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const old = new Database(path.join(dataDir, "submissions.sqlite"));
  old.exec(`
    CREATE TABLE submissions (id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
      received_at TEXT NOT NULL, fields TEXT NOT NULL);
    ${sql}`);
  old.close();
  return dataDir;
}

describe("The outbox table", () => {
  it("gains the columns for parts and refusals in a database made before them, keeping its rows", () => {
    const dataDir = earlierDatabase(`
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, sent_at TEXT, last_error TEXT);
      INSERT INTO submissions VALUES (1, 'QTE-2026-000001', 'quote', '2026-11-01T10:00:00.000Z', '{"name":"A"}');
      INSERT INTO outbox (submission_id, attempts, next_attempt_at) VALUES (1, 2, '2026-11-01T10:00:00.000Z');
    `);
    const db = openDatabase(dataDir);
    try {
      const queue = createOutboxQueue(db, createSubmissionStore(db, dataDir));
      assert.deepEqual(
        queue
          .mailDue(new Date(), 10)
          .map((entry) => [referenceOf(entry), entry.attempts, entry.partsSent, entry.documentsSent]),
        [["QTE-2026-000001", 2, 0, 0]],
      );
    } finally {
      db.close();
    }
  });
});

describe("The outbox's rows for people on the desk", () => {
  it("are let into a table of submissions' e-mails alone, its rows, ids, indexes and triggers kept", () => {
    const dataDir = earlierDatabase(`
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (id),
        message TEXT NOT NULL, recipient TEXT, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL,
        sent_at TEXT, last_error TEXT, parts_sent INTEGER NOT NULL DEFAULT 0,
        documents_sent INTEGER NOT NULL DEFAULT 0, failed_at TEXT, withheld TEXT, UNIQUE (submission_id, message));
      INSERT INTO submissions VALUES (1, 'QTE-2026-000001', 'quote', '2026-11-01T10:00:00.000Z', '{"email":"b@example.com"}');
      INSERT INTO outbox (id, submission_id, message, recipient, attempts, next_attempt_at)
        VALUES (4, 1, 'receipt', 'b@example.com', 1, '2026-11-01T10:00:00.000Z');
    `);
    const db = openDatabase(dataDir);
    after(() => db.close());
    assert.deepEqual(db.prepare("SELECT id, submission_id, staff_id, message, recipient, attempts FROM outbox").all(), [
      { id: 4, submission_id: 1, staff_id: null, message: "receipt", recipient: "b@example.com", attempts: 1 },
    ]);
    const indexes = db.prepare(
      "SELECT name FROM sqlite_schema WHERE tbl_name = 'outbox' AND type IN ('index', 'trigger')",
    );
    assert.deepEqual((indexes.all() as { name: string }[]).map(({ name }) => name).sort(), [
      "outbox_by_recipient",
      "outbox_pending",
      "sqlite_autoindex_outbox_1",
      "status_link_mail_done",
    ]);
    db.exec(
      "INSERT INTO staff (id, email, name, user_handle, added_at) VALUES (1, 'ada@cowryshield.com.ng', 'Ada', 'h', '')",
    );
    db.exec("INSERT INTO outbox (staff_id, message, next_attempt_at) VALUES (1, 'passkey-change-1', '')");
    // A row is a submission's or a person's, never both nor neither.
    assert.throws(
      () => db.exec("INSERT INTO outbox (submission_id, staff_id, message, next_attempt_at) VALUES (1, 1, 'x', '')"),
      /CHECK constraint failed/,
    );
    assert.throws(
      () => db.exec("INSERT INTO outbox (message, next_attempt_at) VALUES ('x', '')"),
      /CHECK constraint failed/,
    );
  });
});

describe("The outbox's rows, one per submission and e-mail", () => {
  it("are rebuilt from a table of one row per submission, each old row its staff e-mail, ids and progress kept", () => {
    const dataDir = earlierDatabase(`
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, sent_at TEXT, last_error TEXT,
        parts_sent INTEGER NOT NULL DEFAULT 0, documents_sent INTEGER NOT NULL DEFAULT 0, failed_at TEXT);
      CREATE INDEX outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
      INSERT INTO submissions VALUES (1, 'CLM-2026-000001', 'claim', '2026-11-01T10:00:00.000Z', '{"email":"a@example.com"}');
      INSERT INTO submissions VALUES (2, 'QTE-2026-000001', 'quote', '2026-11-01T11:00:00.000Z', '{"email":"b@example.com"}');
      INSERT INTO outbox VALUES (7, 1, 3, '2026-11-01T10:05:00.000Z', NULL, '451 later', 1, 2, NULL);
      INSERT INTO outbox VALUES (8, 2, 1, '2026-11-01T11:00:00.000Z', '2026-11-01T11:00:01.000Z', NULL, 1, 0, NULL);
    `);

    const db = openDatabase(dataDir);
    after(() => db.close());
    assert.deepEqual(
      db
        .prepare(
          `SELECT id, submission_id, message, recipient, attempts, next_attempt_at, sent_at, last_error, parts_sent,
             documents_sent, failed_at, withheld FROM outbox ORDER BY id`,
        )
        .all(),
      [
        {
          id: 7,
          submission_id: 1,
          message: "staff",
          recipient: null,
          attempts: 3,
          next_attempt_at: "2026-11-01T10:05:00.000Z",
          sent_at: null,
          last_error: "451 later",
          parts_sent: 1,
          documents_sent: 2,
          failed_at: null,
          withheld: null,
        },
        {
          id: 8,
          submission_id: 2,
          message: "staff",
          recipient: null,
          attempts: 1,
          next_attempt_at: "2026-11-01T11:00:00.000Z",
          sent_at: "2026-11-01T11:00:01.000Z",
          last_error: null,
          parts_sent: 1,
          documents_sent: 0,
          failed_at: null,
          withheld: null,
        },
      ],
    );
    // A submission may now have a receipt beside its staff e-mail, but never two of either.
    const insert = db.prepare("INSERT INTO outbox (submission_id, message, next_attempt_at) VALUES (1, ?, '')");
    insert.run("receipt");
    assert.throws(() => insert.run("staff"), /UNIQUE constraint failed: outbox.submission_id, outbox.message/);
    const queue = createOutboxQueue(db, createSubmissionStore(db, dataDir));
    assert.deepEqual(
      queue
        .mailDue(new Date("2026-11-02T00:00:00.000Z"), 10)
        .map((entry) => [entry.id, entry.message, entry.partsSent]),
      [
        [7, "staff", 1],
        [9, "receipt", 0],
      ],
    );
    // Opened again, the table is as it was left.
    const reopened = openDatabase(dataDir);
    after(() => reopened.close());
    assert.equal((reopened.prepare("SELECT COUNT(*) AS rows FROM outbox").get() as { rows: number }).rows, 3);
  });

  it("are all erased with their submission: its receipt as well as its staff e-mail", () => {
    const { store, db, dataDir } = freshStore();
    const erased = store.save("quote", validQuote);
    const kept = store.save("quote", { ...validQuote, email: "ngozi@example.com" });
    eraseSubmissions(db, dataDir, () => [erased], "the person's request", OPERATOR);
    assert.deepEqual(
      db
        .prepare(
          "SELECT reference, message FROM outbox JOIN submissions ON submissions.id = submission_id ORDER BY outbox.id",
        )
        .all(),
      [
        { reference: kept, message: "receipt" },
        { reference: kept, message: "staff" },
      ],
    );
  });
});
