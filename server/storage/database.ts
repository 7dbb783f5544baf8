/**
 * The service's SQLite database: opened with durable settings, its tables created on first use, its files
 * readable by the service's user only (private-files.ts), and what is deleted from it overwritten.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import path from "node:path";
import { keyOutboxByMessage, letStaffIntoOutbox, OUTBOX_COLUMNS } from "./outbox-table";
import { CLAIM_STATUS_TABLES } from "./claim-status-tables";
import { makePrivateFile, keepPrivate, makePrivateFolder } from "./private-files";
import { CUSTOMER_TOLD, defineSubmissionStates, PROGRESS_TABLES } from "./progress-tables";
import { fillSubmissionQueue } from "./queue-rows";
import { bringRecordUpToDate, RECORD_TABLE } from "./record-table";
import { endSessionsWithoutPasskey, letAddressesComeBack, STAFF_TABLES } from "./staff-tables";
import { writeTransaction } from "./write-transaction";

export type Db = Database.Database;

const schema = `
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
  CREATE TABLE IF NOT EXISTS outbox (${OUTBOX_COLUMNS}
  );
  -- Documents uploaded ahead of their claim (tus, storage/uploads.ts), by the hash of the claim key they were made
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
  -- What was erased, when and why (purge.ts, erase.ts): a reference and nothing about the person.
  CREATE TABLE IF NOT EXISTS erasures (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL,
    erased_at TEXT NOT NULL,
    reason TEXT NOT NULL
  );
${STAFF_TABLES}${PROGRESS_TABLES}${RECORD_TABLE}`;

/**
 * Columns added since each table was first created, for databases made before them: each column's definition, and
 * what fills it in the rows already there when it is not what the definition gives.
 */
const columnsAdded: Record<string, Record<string, string | { definition: string; filledWith: string }>> = {
  outbox: {
    parts_sent: "INTEGER NOT NULL DEFAULT 0",
    documents_sent: "INTEGER NOT NULL DEFAULT 0",
    failed_at: "TEXT",
  },
  // The Idempotency-Key a submission came with and a hash of what it carried (server/submissions/idempotency.ts): kept in
  // its row, so erasing or purging the submission forgets the key with it.
  submissions: {
    idempotency_key: "TEXT",
    request_hash: "TEXT",
    // The random name of its sent page, once a browser's own form post was sent there (storage/receipts.ts).
    receipt: "TEXT",
  },
  uploads: {
    claim_key_sha256: "TEXT NOT NULL DEFAULT ''",
    address: "TEXT NOT NULL DEFAULT ''",
    length: "INTEGER NOT NULL DEFAULT 0",
    received: "INTEGER NOT NULL DEFAULT 0",
    progressed_at: "TEXT NOT NULL DEFAULT ''",
    judged_at: "TEXT",
  },
  // The SHA-256 of the document as it came, beside `sha256`, its kept file's: a photo is kept re-encoded (photos.ts).
  // A document stored before then was kept as it came.
  documents: {
    original_sha256: { definition: "TEXT", filledWith: "sha256" },
    // A document the customer sent later from their claim's page (storage/customer-documents.ts): when it came,
    // which document asked for it is, the version of the move that asked, and the upload it came by, if any.
    // Null for one that came with its submission.
    received_at: "TEXT",
    asked_for: "TEXT",
    asked_in: "INTEGER",
    upload_id: "TEXT",
  },
  // The passkey that opened a desk session and the device it was opened from (staff-tables.ts): a session opened
  // before then has neither, and ends (endSessionsWithoutPasskey).
  staff_sessions: {
    credential_id: "TEXT NOT NULL DEFAULT ''",
    device: "TEXT NOT NULL DEFAULT ''",
  },
  // Whether a move was e-mailed to the customer (progress-tables.ts): no move made before then was.
  submission_events: {
    customer_told: {
      definition: CUSTOMER_TOLD,
      filledWith: "CASE WHEN kind = 'step' THEN 0 END",
    },
  },
};

/**
 * Uploads recorded with their claim key in clear keep only its hash from now on. Their length is not known here
 * (-1): the upload store reads it from the upload itself (UploadStore.sweep). Answers whether the table kept keys
 * in clear.
 */
function hashClaimKeys(db: Database.Database): boolean {
  const columns = (db.pragma("table_info(uploads)") as { name: string }[]).map((column) => column.name);
  if (!columns.includes("claim_key")) return false;
  db.function("sha256_hex", (text: unknown) => createHash("sha256").update(String(text)).digest("hex"));
  db.exec("UPDATE uploads SET claim_key_sha256 = sha256_hex(claim_key), progressed_at = created_at, length = -1");
  db.exec("DROP INDEX IF EXISTS uploads_by_claim_key");
  db.exec("ALTER TABLE uploads DROP COLUMN claim_key");
  return true;
}

function addMissingColumns(db: Database.Database) {
  for (const [table, columns] of Object.entries(columnsAdded)) {
    const present = new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name));
    for (const [name, column] of Object.entries(columns)) {
      if (present.has(name)) continue;
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${typeof column === "string" ? column : column.definition}`);
      if (typeof column !== "string") db.exec(`UPDATE ${table} SET ${name} = ${column.filledWith}`);
    }
  }
  // One submission per form and key: a quote's keys and a claim's are apart (server/submissions/idempotency.ts). Databases made
  // before hold an index of one submission per key of either form, which would refuse a claim a quote's key.
  db.exec("DROP INDEX IF EXISTS submissions_by_idempotency_key");
  db.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS submissions_by_form_and_idempotency_key ON submissions (kind, idempotency_key) WHERE idempotency_key IS NOT NULL",
  );
  db.exec(
    "CREATE UNIQUE INDEX IF NOT EXISTS submissions_by_receipt ON submissions (receipt) WHERE receipt IS NOT NULL",
  );
  keyOutboxByMessage(db);
  letStaffIntoOutbox(db);
  // The outbox's rounds read only what is still to send, oldest first, however many sent rows pile up.
  db.exec(
    "CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL AND withheld IS NULL",
  );
  // The receipts' daily limit counts one mailbox's receipts.
  db.exec("CREATE INDEX IF NOT EXISTS outbox_by_recipient ON outbox (recipient) WHERE recipient IS NOT NULL");
}

/** The database's file in DATA_DIR, and in a backup. */
export const DATABASE_FILE = "submissions.sqlite";

/**
 * `PRAGMA user_version` once the file has been rewritten whole (VACUUM) with secure_delete on: from then on no
 * text erased before is left in its free space (scrubErasedText).
 */
const SCRUBBED = 1;

export function openDatabase(dataDir: string): Db {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  // Made 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database file's own mode.
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) keepPrivate(companion);
  const db = new Database(file);
  // WAL lets readers (the submissions command) work beside the service; FULL syncs every commit to disk.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // What is deleted (an erasure, a purge) is overwritten with zeros, not left in free space to be read back.
  db.pragma("secure_delete = ON");
  // Off while the tables are brought up to date: rebuilding a table others point at (staff) drops it before its copy
  // takes its name, which SQLite allows only with foreign keys off (and ignores inside a transaction). After such a
  // rebuild they are checked whole before the transaction commits; they are on for everything after.
  db.pragma("foreign_keys = OFF");
  const hashed = writeTransaction(db, () => {
    const created = (db.prepare("SELECT COUNT(*) AS count FROM sqlite_schema").get() as { count: number }).count === 0;
    db.exec(schema);
    defineSubmissionStates(db);
    addMissingColumns(db);
    const staffRebuilt = letAddressesComeBack(db);
    bringRecordUpToDate(db);
    if (staffRebuilt && (db.pragma("foreign_key_check") as unknown[]).length > 0) {
      throw new Error("the staff table's rebuild left rows pointing at no one; the database is left as it was");
    }
    endSessionsWithoutPasskey(db);
    fillSubmissionQueue(db);
    // After the outbox's rebuild, which would drop the trigger these add to it.
    db.exec(CLAIM_STATUS_TABLES);
    const keysHashed = hashClaimKeys(db);
    db.exec("CREATE INDEX IF NOT EXISTS uploads_by_claim_key ON uploads (claim_key_sha256)");
    // A new database never held text deleted without secure_delete.
    if (created) db.pragma(`user_version = ${SCRUBBED}`);
    return keysHashed;
  })();
  db.pragma("foreign_keys = ON");
  // The keys in clear are in the database file's older pages until the log's pages are copied over them.
  if (hashed) emptyWriteAheadLog(db);
  return db;
}

/**
 * Empties the write-ahead log after an erasure: its pages are copied into the database, where secure_delete has
 * zeroed what was erased, and the log file is cut to nothing, so the erased text is in neither file. Waits for
 * readers up to the busy timeout; answers false when one (a backup under way) kept it from finishing.
 */
export function emptyWriteAheadLog(db: Db): boolean {
  const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result?.busy === 0;
}

/**
 * Rewrites a database whole, once, if it may still hold text erased before secure_delete was turned on (by
 * versions that left it in free pages). Answers whether it did.
 */
export function scrubErasedText(db: Db): boolean {
  if ((db.pragma("user_version", { simple: true }) as number) >= SCRUBBED) return false;
  db.exec("VACUUM");
  db.pragma(`user_version = ${SCRUBBED}`);
  emptyWriteAheadLog(db);
  return true;
}
