/** The service's SQLite database: opened with durable settings, its tables created on first use. */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";

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
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT,
    parts_sent INTEGER NOT NULL DEFAULT 0,
    documents_sent INTEGER NOT NULL DEFAULT 0,
    failed_at TEXT
  );
  -- What was erased, when and why (purge.ts, erase.ts): a reference and nothing about the person.
  CREATE TABLE IF NOT EXISTS erasures (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL,
    erased_at TEXT NOT NULL,
    reason TEXT NOT NULL
  );
`;

/** Columns added since the outbox table was first created, for databases made before them. */
const outboxColumnsAdded: Record<string, string> = {
  parts_sent: "INTEGER NOT NULL DEFAULT 0",
  documents_sent: "INTEGER NOT NULL DEFAULT 0",
  failed_at: "TEXT",
};

function addMissingColumns(db: Database.Database) {
  const present = new Set((db.pragma("table_info(outbox)") as { name: string }[]).map((column) => column.name));
  for (const [name, definition] of Object.entries(outboxColumnsAdded)) {
    if (!present.has(name)) db.exec(`ALTER TABLE outbox ADD COLUMN ${name} ${definition}`);
  }
  // The outbox's rounds read only what is still to send, oldest first, however many sent rows pile up.
  db.exec("CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL");
}

/** The database's file in DATA_DIR, and in a backup. */
export const DATABASE_FILE = "submissions.sqlite";

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  // WAL lets readers (the submissions command) work beside the service; FULL syncs every commit to disk.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.transaction(() => {
    db.exec(schema);
    addMissingColumns(db);
  })();
  return db;
}
