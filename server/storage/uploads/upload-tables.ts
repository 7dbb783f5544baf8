/** The uploads' table (uploads.ts): what each upload ahead of its claim holds, for whom and from where. */
import type Database from "better-sqlite3";
import { createHash } from "node:crypto";
import type { ColumnsAdded } from "../database/table-upgrades";

export const UPLOAD_TABLES = `
  -- Documents uploaded ahead of their claim (tus, uploads.ts), by the hash of the claim key they were made
  -- for: which the service may hand to a claim, what each holds of what it declared and from which address (for
  -- the disk reserve and the caps), and when each is due to go (unclaimed-uploads.ts). The address goes with the
  -- row, at the latest UNCLAIMED_UPLOAD_HOURS after it came. No file names: those stay in the upload.
  CREATE TABLE IF NOT EXISTS uploads (
    id TEXT PRIMARY KEY,
    claim_key_sha256 TEXT NOT NULL,
    address TEXT NOT NULL,
    length INTEGER NOT NULL,
    received INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    progressed_at TEXT NOT NULL,
    judged_at TEXT,
    claimed_at TEXT
  );
`;

export const UPLOAD_COLUMNS_ADDED: ColumnsAdded = {
  uploads: {
    claim_key_sha256: "TEXT NOT NULL DEFAULT ''",
    address: "TEXT NOT NULL DEFAULT ''",
    length: "INTEGER NOT NULL DEFAULT 0",
    received: "INTEGER NOT NULL DEFAULT 0",
    progressed_at: "TEXT NOT NULL DEFAULT ''",
    judged_at: "TEXT",
  },
};

/**
 * Uploads recorded with their claim key in clear keep only its hash from now on. Their length is not known here
 * (-1): the upload store reads it from the upload itself (UploadStore.sweep). Answers whether the table kept keys
 * in clear.
 */
export function hashClaimKeys(db: Database.Database): boolean {
  const columns = (db.pragma("table_info(uploads)") as { name: string }[]).map((column) => column.name);
  if (!columns.includes("claim_key")) return false;
  db.function("sha256_hex", (text: unknown) => createHash("sha256").update(String(text)).digest("hex"));
  db.exec("UPDATE uploads SET claim_key_sha256 = sha256_hex(claim_key), progressed_at = created_at, length = -1");
  db.exec("DROP INDEX IF EXISTS uploads_by_claim_key");
  db.exec("ALTER TABLE uploads DROP COLUMN claim_key");
  return true;
}

export function indexUploads(db: Database.Database) {
  db.exec("CREATE INDEX IF NOT EXISTS uploads_by_claim_key ON uploads (claim_key_sha256)");
}
