/** The database as the service opens it: a file made by an earlier version gets the columns added since. */
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import Database from "better-sqlite3";
import { DATABASE_FILE, openDatabase } from "../storage/database";
import { createSubmissionStore } from "../storage/submission-store";
import { storeClaim, tempDir } from "./helpers";

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
});
