/**
 * The outbox table: one row for each e-mail a submission gives rise to, named by `message` ("staff" for the
 * inbox, "receipt" for the visitor; later e-mails add names of their own), so each is sent, retried and recorded
 * on its own and at most one of each exists per submission; and one for each e-mail to a person on the desk about
 * their account (`staff_id`: a passkey added or removed, storage/desk-people/passkey-changes.ts). Created by database.ts,
 * and used to rebuild the table of a database made when it held one row per submission, or only
 * submissions' e-mails.
 */
import type Database from "better-sqlite3";
import type { ColumnsAdded } from "../database/table-upgrades";

export const OUTBOX_COLUMNS = `
    id INTEGER PRIMARY KEY,
    submission_id INTEGER REFERENCES submissions (id),
    staff_id INTEGER REFERENCES staff (id),
    message TEXT NOT NULL,
    -- A receipt's mailbox as the daily limit counts it (storage/outbox/mail-queueing.ts).
    recipient TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT,
    parts_sent INTEGER NOT NULL DEFAULT 0,
    documents_sent INTEGER NOT NULL DEFAULT 0,
    failed_at TEXT,
    -- Why this e-mail is never sent ('daily-limit'): the staff e-mail says so.
    withheld TEXT,
    UNIQUE (submission_id, message),
    CHECK ((submission_id IS NULL) <> (staff_id IS NULL))`;

export const OUTBOX_TABLE = `
  CREATE TABLE IF NOT EXISTS outbox (${OUTBOX_COLUMNS}
  );`;

export const OUTBOX_COLUMNS_ADDED: ColumnsAdded = {
  outbox: {
    parts_sent: "INTEGER NOT NULL DEFAULT 0",
    documents_sent: "INTEGER NOT NULL DEFAULT 0",
    failed_at: "TEXT",
  },
};

/**
 * The outbox's rounds read only what is still to send, oldest first, however many sent rows pile up; the receipts'
 * daily limit counts one mailbox's receipts.
 */
export function indexOutbox(db: Database.Database) {
  db.exec(
    "CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL AND withheld IS NULL",
  );
  db.exec("CREATE INDEX IF NOT EXISTS outbox_by_recipient ON outbox (recipient) WHERE recipient IS NOT NULL");
}

/** The columns the table had when it held one row per submission, each row its staff e-mail. */
const STAFF_ROW_COLUMNS =
  "id, submission_id, attempts, next_attempt_at, sent_at, last_error, parts_sent, documents_sent, failed_at";

/**
 * Rebuilds an outbox of one row per submission (`submission_id UNIQUE`, which SQLite cannot drop in place) as one
 * row per submission and message, each old row its staff e-mail, keeping ids, attempts and progress. Runs inside
 * openDatabase's transaction, after the older columns were added; answers whether it rebuilt.
 */
export function keyOutboxByMessage(db: Database.Database): boolean {
  const columns = (db.pragma("table_info(outbox)") as { name: string }[]).map((column) => column.name);
  if (columns.includes("message")) return false;
  db.exec(`
    CREATE TABLE outbox_by_message (${OUTBOX_COLUMNS});
    INSERT INTO outbox_by_message (${STAFF_ROW_COLUMNS}, message) SELECT ${STAFF_ROW_COLUMNS}, 'staff' FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_by_message RENAME TO outbox;
  `);
  return true;
}

/**
 * Rebuilds an outbox made when every row was a submission's (`submission_id NOT NULL`, which SQLite cannot drop in
 * place) with the column of a person on the desk, keeping every row as it is. Runs inside openDatabase's
 * transaction, after keyOutboxByMessage; answers whether it rebuilt.
 */
export function letStaffIntoOutbox(db: Database.Database): boolean {
  const columns = (db.pragma("table_info(outbox)") as { name: string }[]).map((column) => column.name);
  if (columns.includes("staff_id")) return false;
  const kept = columns.join(", ");
  db.exec(`
    CREATE TABLE outbox_with_staff (${OUTBOX_COLUMNS});
    INSERT INTO outbox_with_staff (${kept}) SELECT ${kept} FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_with_staff RENAME TO outbox;
  `);
  return true;
}
