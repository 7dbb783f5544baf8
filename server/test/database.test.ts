/** The database as the service opens it: a file made by an earlier version gets the columns added since. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import Database from "better-sqlite3";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import { createDeskRecord } from "../storage/desk-progress/desk-record";
import { bringRecordUpToDate, RECORD_TABLE } from "../storage/desk-progress/record-table";
import { createStaffStore } from "../storage/desk-people/staff";
import { createSubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { storeClaim, tempDir, validClaimFields } from "./helpers";

/** The documents table as the service made it before it kept the hash of what came (original_sha256). */
const earlierSchema = `
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, kind TEXT NOT NULL CHECK (kind IN ('quote', 'claim')),
    received_at TEXT NOT NULL, fields TEXT NOT NULL
  );
  CREATE TABLE documents (
    id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (id), position INTEGER NOT NULL,
    original_name TEXT NOT NULL, stored_path TEXT NOT NULL, media_type TEXT NOT NULL, size INTEGER NOT NULL,
    sha256 TEXT NOT NULL, UNIQUE (submission_id, position)
  );
  INSERT INTO submissions VALUES (1, 'CLM-2024-000001', 'claim', '2024-11-02T08:00:00.000Z', '{"fullName":"Chinedu Eze"}');
  INSERT INTO documents VALUES (1, 1, 0, 'report.pdf', 'CLM-2024-000001/0-report.pdf', 'application/pdf', 80, '${"a".repeat(64)}');
`;

describe("openDatabase", () => {
  it("gives an earlier database's documents the hash of what came: their kept file's, as they were kept as they came", () => {
    const dataDir = tempDir("earlier-database-");
    const earlier = new Database(path.join(dataDir, DATABASE_FILE));
    earlier.exec(earlierSchema);
    earlier.close();

    const db = openDatabase(dataDir);
    try {
      assert.deepEqual(db.prepare("SELECT sha256, original_sha256 FROM documents").all(), [
        { sha256: "a".repeat(64), original_sha256: "a".repeat(64) },
      ]);
      const store = createSubmissionStore(db, dataDir);
      const reference = storeClaim(store, dataDir, [{ name: "estimate.pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") }]);
      db.prepare("UPDATE documents SET original_sha256 = ? WHERE stored_path LIKE ?").run(
        "b".repeat(64),
        `${reference}/%`,
      );
    } finally {
      db.close();
    }

    // Filled once, when the column is added: a later start leaves each row's own.
    const reopened = openDatabase(dataDir);
    try {
      assert.deepEqual(reopened.prepare("SELECT original_sha256 FROM documents ORDER BY id").all(), [
        { original_sha256: "a".repeat(64) },
        { original_sha256: "b".repeat(64) },
      ]);
    } finally {
      reopened.close();
    }
  });

  it("records, for each move made before the customer could be e-mailed of it, that they were not", () => {
    const dataDir = tempDir("earlier-timeline-");
    const now = new Date("2026-11-26T12:00:00Z");
    const made = openDatabase(dataDir);
    const ada = createStaffStore(made).add("ada@cowryshield.com.ng", "Ada Okafor", now)!;
    const reference = createSubmissionStore(made, dataDir).save("claim", { ...validClaimFields }, [], now);
    const progress = createSubmissionProgress(made, { mailsCustomers: true });
    const actor = { staffId: ada.id, address: "192.0.2.10" };
    assert.ok(progress.addNote(reference, "Rang the customer", 0, actor, now).ok);
    assert.ok(progress.moveStep(reference, "in-review", {}, {}, 1, actor, now).ok);
    // The timeline as the service kept it before it recorded whether the customer was told.
    made.exec("ALTER TABLE submission_events DROP COLUMN customer_told");
    made.close();

    const db = openDatabase(dataDir);
    try {
      assert.deepEqual(db.prepare("SELECT kind, customer_told FROM submission_events ORDER BY version").all(), [
        { kind: "note", customer_told: null },
        { kind: "step", customer_told: 0 },
      ]);
      const [, moved] = createSubmissionProgress(db).timeline(reference)!;
      assert.equal(moved?.kind === "step" && moved.customerTold, false);
    } finally {
      db.close();
    }
  });

  it("lets customers into a record made before they sent documents, keeping its rows, ids and append-only rule", () => {
    const dataDir = tempDir("earlier-record-");
    const now = new Date("2026-11-26T12:00:00Z");
    const made = openDatabase(dataDir);
    const ada = createStaffStore(made).add("ada@cowryshield.com.ng", "Ada Okafor", now)!;
    // The record as the service made it before a customer could be in it.
    made.exec(`DROP TABLE desk_record;
      CREATE TABLE desk_record (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL CHECK (actor IN ('desk', 'command line', 'service')),
        staff_id INTEGER REFERENCES staff (id),
        action TEXT NOT NULL CHECK (action IN ('signed in', 'viewed', 'opened a document', 'changed', 'erased')),
        reference TEXT,
        document INTEGER,
        what TEXT,
        address TEXT
      );
      INSERT INTO desk_record (at, actor, staff_id, action, address)
        VALUES ('${now.toISOString()}', 'desk', ${ada.id}, 'signed in', '192.0.2.10');`);
    made.close();

    const db = openDatabase(dataDir);
    try {
      const record = createDeskRecord(db);
      record.customerSent("CLM-2026-000001", 1, "Police report", now);
      assert.deepEqual(
        record.entries().map(({ actor, action, staffId, staffName }) => ({ actor, action, staffId, staffName })),
        [
          { actor: "desk", action: "signed in", staffId: ada.id, staffName: "Ada Okafor" },
          { actor: "customer", action: "sent a document", staffId: null, staffName: null },
        ],
      );
      assert.deepEqual(db.prepare("SELECT id FROM desk_record ORDER BY id").all(), [{ id: 1 }, { id: 2 }]);
      assert.throws(() => db.exec("DELETE FROM desk_record"), /append-only/);
      assert.throws(() => db.exec("UPDATE desk_record SET what = 'x'"), /append-only/);
    } finally {
      db.close();
    }
  });

  it("lets staff's added documents into a record made before them, keeping its rows as written and its rules", () => {
    const dataDir = tempDir("record-before-added-");
    const now = new Date("2026-11-29T10:12:00Z");
    const made = openDatabase(dataDir);
    const ada = createStaffStore(made).add("ada@cowryshield.com.ng", "Ada Okafor", now)!;
    // The record as the service made it once names were kept, before staff could add a document.
    made.exec(`DROP TABLE desk_record;
      CREATE TABLE desk_record (
        id INTEGER PRIMARY KEY, at TEXT NOT NULL,
        actor TEXT NOT NULL CHECK (actor IN ('desk', 'command line', 'service', 'customer')),
        staff_id INTEGER REFERENCES staff (id), staff_name TEXT, staff_email TEXT, os_user TEXT,
        action TEXT NOT NULL CHECK (action IN ('signed in', 'viewed', 'sent a document')),
        reference TEXT, document INTEGER, what TEXT, address TEXT, credential TEXT,
        about_staff_id INTEGER REFERENCES staff (id), about_name TEXT, about_email TEXT
      );
      INSERT INTO desk_record (at, actor, staff_id, staff_name, staff_email, action, address)
        VALUES ('${now.toISOString()}', 'desk', ${ada.id}, 'Ada Okafor (then)', 'ada@cowryshield.com.ng', 'signed in',
          '192.0.2.10');`);
    made.close();

    const db = openDatabase(dataDir);
    try {
      createDeskRecord(db).staffAdded(
        "CLM-2026-000001",
        1,
        "from WhatsApp",
        { staffId: ada.id, address: "192.0.2.10" },
        now,
      );
      assert.deepEqual(db.prepare("SELECT id, staff_name, action, document, what FROM desk_record ORDER BY id").all(), [
        { id: 1, staff_name: "Ada Okafor (then)", action: "signed in", document: null, what: null },
        { id: 2, staff_name: "Ada Okafor", action: "added a document", document: 1, what: "from WhatsApp" },
      ]);
      assert.throws(() => db.exec("DELETE FROM desk_record"), /append-only/);
      assert.throws(() => db.exec("UPDATE desk_record SET what = 'x'"), /append-only/);
    } finally {
      db.close();
    }
  });

  it("upgrades a database made before names were kept as they were: staff and record rebuilt, ids and rules kept", () => {
    const dataDir = tempDir("before-names-");
    const made = new Database(path.join(dataDir, DATABASE_FILE));
    made.exec(readFileSync(path.join(__dirname, "fixtures", "schema-before-names-as-they-were.sql"), "utf8"));
    made.exec(`
      INSERT INTO staff (id, email, name, user_handle, added_at, last_sign_in_at, removed_at) VALUES
        (1, 'ada@cowryshield.com.ng', 'Ada Okafor', 'handle-ada', '2026-10-01T09:00:00.000Z',
          '2026-10-02T09:00:00.000Z', NULL),
        (2, 'bayo@cowryshield.com.ng', 'Bayo Cole', 'handle-bayo', '2026-10-01T09:00:00.000Z', NULL,
          '2026-11-01T09:00:00.000Z');
      INSERT INTO passkeys VALUES ('credential-ada', 1, x'01', 3, '["internal"]', 0, '2026-10-01T09:00:00.000Z', NULL);
      INSERT INTO staff_sessions VALUES ('session-hash', 1, '2026-10-02T09:00:00.000Z', '2026-10-02T09:00:00.000Z');
      INSERT INTO desk_record (at, actor, staff_id, action, reference, document, what, address) VALUES
        ('2026-10-02T09:00:00.000Z', 'desk', 1, 'signed in', NULL, NULL, NULL, '192.0.2.10'),
        ('2026-10-03T09:00:00.000Z', 'desk', 2, 'viewed', 'CLM-2026-000001', NULL, NULL, '192.0.2.20'),
        ('2026-10-04T09:00:00.000Z', 'customer', NULL, 'sent a document', 'CLM-2026-000001', 1, 'sent Police report',
          NULL);`);
    made.close();

    const db = openDatabase(dataDir);
    try {
      assert.deepEqual(db.prepare("SELECT id, email, name, user_handle, removed_at FROM staff ORDER BY id").all(), [
        { id: 1, email: "ada@cowryshield.com.ng", name: "Ada Okafor", user_handle: "handle-ada", removed_at: null },
        {
          id: 2,
          email: "bayo@cowryshield.com.ng",
          name: "Bayo Cole",
          user_handle: "handle-bayo",
          removed_at: "2026-11-01T09:00:00.000Z",
        },
      ]);
      assert.deepEqual(db.prepare("SELECT credential_id, staff_id FROM passkeys").all(), [
        { credential_id: "credential-ada", staff_id: 1 },
      ]);
      assert.deepEqual(
        db.prepare("SELECT id, staff_id, staff_name, staff_email, action FROM desk_record ORDER BY id").all(),
        [
          { id: 1, staff_id: 1, staff_name: "Ada Okafor", staff_email: "ada@cowryshield.com.ng", action: "signed in" },
          { id: 2, staff_id: 2, staff_name: "Bayo Cole", staff_email: "bayo@cowryshield.com.ng", action: "viewed" },
          { id: 3, staff_id: null, staff_name: null, staff_email: null, action: "sent a document" },
        ],
      );

      const staff = createStaffStore(db);
      const now = new Date("2026-11-26T12:00:00Z");
      assert.equal(staff.add("bayo@cowryshield.com.ng", "Bayo Adeyemi", now)?.id, 3);
      assert.equal(staff.add("ADA@cowryshield.com.ng", "Ada O", now), undefined);
      createDeskRecord(db).signedIn({ staffId: 3, address: "192.0.2.30" }, now);
      assert.deepEqual(
        createDeskRecord(db)
          .entries({ reference: "CLM-2026-000001" })
          .map(({ staffName }) => staffName),
        ["Bayo Cole", null],
      );

      assert.equal(db.pragma("foreign_keys", { simple: true }), 1);
      assert.throws(
        () =>
          db.exec(
            "INSERT INTO staff_sessions VALUES ('other', 99, '2026-11-26', '2026-11-26', 'key', 'Firefox on Linux')",
          ),
        /FOREIGN KEY constraint failed/,
      );
      assert.throws(() => db.exec("DELETE FROM desk_record"), /append-only/);
      assert.throws(() => db.exec("UPDATE desk_record SET staff_name = 'Someone Else'"), /append-only/);
    } finally {
      db.close();
    }
  });

  it("upgrades a record made before the insurers' actions: rows, ids and rules kept, the new actions taken", () => {
    const dataDir = tempDir("before-insurers-");
    const made = new Database(path.join(dataDir, DATABASE_FILE));
    const before = RECORD_TABLE.replace(", 'added an insurer', 'changed an insurer'", "");
    assert.notEqual(before, RECORD_TABLE);
    made.exec(before);
    // Its staff table is not made here: the row below stands for a person the database had.
    made.pragma("foreign_keys = OFF");
    made.exec(`INSERT INTO desk_record (id, at, actor, staff_id, staff_name, staff_email, action, address)
      VALUES (7, '2026-11-02T09:00:00.000Z', 'desk', 1, 'Ada Okafor', 'ada@cowryshield.com.ng', 'signed in', '192.0.2.10')`);
    made.close();

    const db = openDatabase(dataDir);
    try {
      const ada = createStaffStore(db).add("ada@cowryshield.com.ng", "Ada Okafor", new Date())!;
      createDeskRecord(db).insurerAdded("AXA Mansard: …", { staffId: ada.id, address: "192.0.2.10" }, new Date());
      assert.deepEqual(
        createDeskRecord(db)
          .entries()
          .map(({ staffName, action, what }) => [staffName, action, what]),
        [
          ["Ada Okafor", "signed in", null],
          ["Ada Okafor", "added an insurer", "AXA Mansard: …"],
        ],
      );
      assert.deepEqual(db.prepare("SELECT id FROM desk_record ORDER BY id").all(), [{ id: 7 }, { id: 8 }]);
      assert.throws(() => db.exec("DELETE FROM desk_record"), /append-only/);
    } finally {
      db.close();
    }
    // Once up to date, opening it again rebuilds nothing.
    const again = openDatabase(dataDir);
    try {
      assert.equal(bringRecordUpToDate(again), false);
    } finally {
      again.close();
    }
  });
});
