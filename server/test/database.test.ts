/** The database as the service opens it: a file made by an earlier version gets the columns added since. */
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import Database from "better-sqlite3";
import { DATABASE_FILE, openDatabase } from "../storage/database";
import { createDeskRecord } from "../storage/desk-record";
import { RECORD_TABLE } from "../storage/record-table";
import { createStaffStore } from "../storage/staff";
import { createSubmissionProgress } from "../storage/submission-progress";
import { createSubmissionStore } from "../storage/submission-store";
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
    made.exec(`DROP TABLE desk_record; ${RECORD_TABLE.replace(", 'customer'", "").replace(", 'sent a document'", "")}`);
    createDeskRecord(made).signedIn({ staffId: ada.id, address: "192.0.2.10" }, now);
    assert.throws(() => createDeskRecord(made).customerSent("CLM-2026-000001", 1, "Police report", now), /CHECK/);
    made.close();

    const db = openDatabase(dataDir);
    try {
      const record = createDeskRecord(db);
      record.customerSent("CLM-2026-000001", 1, "Police report", now);
      assert.deepEqual(
        record.entries().map(({ actor, action, staffId }) => ({ actor, action, staffId })),
        [
          { actor: "desk", action: "signed in", staffId: ada.id },
          { actor: "customer", action: "sent a document", staffId: null },
        ],
      );
      assert.deepEqual(db.prepare("SELECT id FROM desk_record ORDER BY id").all(), [{ id: 1 }, { id: 2 }]);
      assert.throws(() => db.exec("DELETE FROM desk_record"), /append-only/);
      assert.throws(() => db.exec("UPDATE desk_record SET what = 'x'"), /append-only/);
    } finally {
      db.close();
    }
  });
});
