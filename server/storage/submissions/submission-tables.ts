/**
 * The submissions' tables: each submission with its fields, its documents' rows, the counters its references are
 * numbered from, and what was erased (data-lifecycle/purge.ts, erase.ts).
 */
import type Database from "better-sqlite3";
import type { ColumnsAdded } from "../database/table-upgrades";

export const SUBMISSION_TABLES = `
  CREATE TABLE IF NOT EXISTS reference_counters (
    prefix TEXT NOT NULL,
    year INTEGER NOT NULL,
    last INTEGER NOT NULL,
    PRIMARY KEY (prefix, year)
  );
  CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('quote', 'claim')),
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS documents (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    position INTEGER NOT NULL,
    original_name TEXT NOT NULL,
    stored_path TEXT NOT NULL,
    media_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    UNIQUE (submission_id, position)
  );
  -- What was erased, when and why (purge.ts, erase.ts): a reference and nothing about the person.
  CREATE TABLE IF NOT EXISTS erasures (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL,
    erased_at TEXT NOT NULL,
    reason TEXT NOT NULL
  );
`;

export const SUBMISSION_COLUMNS_ADDED: ColumnsAdded = {
  // The Idempotency-Key a submission came with and a hash of what it carried (server/submissions/idempotency.ts): kept in
  // its row, so erasing or purging the submission forgets the key with it.
  submissions: {
    idempotency_key: "TEXT",
    request_hash: "TEXT",
    // The random name of its sent page, once a browser's own form post was sent there (storage/submissions/receipts.ts).
    receipt: "TEXT",
  },
  // The SHA-256 of the document as it came, beside `sha256`, its kept file's: a photo is kept re-encoded (photos.ts).
  // A document stored before then was kept as it came.
  documents: {
    original_sha256: { definition: "TEXT", filledWith: "sha256" },
    // A document the customer sent later from their claim's page (storage/claim-status/customer-documents.ts): when it came,
    // which document asked for it is, the version of the move that asked, and the upload it came by, if any.
    // Null for one that came with its submission.
    received_at: "TEXT",
    asked_for: "TEXT",
    asked_in: "INTEGER",
    upload_id: "TEXT",
    // A document staff added from the claim's desk page (customer-documents.ts): who, and where it came from
    // (desk/document-sources.ts). Null for the customer's own.
    added_by: "INTEGER REFERENCES staff (id)",
    source: "TEXT",
  },
};

export function indexSubmissions(db: Database.Database) {
  // One submission per form and key: a quote's keys and a claim's are apart (server/submissions/idempotency.ts).
  // Databases made before hold an index of one submission per key of either form, which would refuse a claim a
  // quote's key.
  db.exec("DROP INDEX IF EXISTS submissions_by_idempotency_key");
  db.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS submissions_by_form_and_idempotency_key ON submissions (kind, idempotency_key) WHERE idempotency_key IS NOT NULL",
  );
  db.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS submissions_by_receipt ON submissions (receipt) WHERE receipt IS NOT NULL",
  );
}
