/**
 * The desk's tables (server/desk/): the staff, their passkeys, the links that register one, their sessions, and the
 * challenges a passkey signs. Tokens (links, sessions) are kept only as their SHA-256: a copy of the database
 * signs nobody in.
 */
import type Database from "better-sqlite3";
import type { ColumnsAdded } from "../database/table-upgrades";

// A person removed keeps their row, so that what they did still names them; removed_at says they are gone. An
// address removed and added again is a new person (a row, an id and a user handle of their own): one address is on
// the desk once at a time (staff_on_desk_by_email), never the old row under a new name.
// user_handle is the passkeys' user id: random, never the e-mail, since an authenticator shows it to anyone.
const staffTable = (table: string) => `
  CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    name TEXT NOT NULL,
    user_handle TEXT NOT NULL UNIQUE,
    added_at TEXT NOT NULL,
    last_sign_in_at TEXT,
    removed_at TEXT
  );`;

const STAFF_ON_DESK_BY_EMAIL =
  "CREATE UNIQUE INDEX IF NOT EXISTS staff_on_desk_by_email ON staff (email) WHERE removed_at IS NULL;";

export const STAFF_TABLES = `${staffTable("staff")}
  CREATE TABLE IF NOT EXISTS passkeys (
    credential_id TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    backed_up INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS registration_links (
    token_sha256 TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  -- credential_id: the passkey that opened the session, whose removal ends it; device: where it was opened, a short
  -- label made from the User-Agent ("Chrome on Android"), never the header itself.
  CREATE TABLE IF NOT EXISTS staff_sessions (
    token_sha256 TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    credential_id TEXT NOT NULL,
    device TEXT NOT NULL
  );
  -- A passkey added to or removed from a person's account, for the e-mail telling them (passkey-changes.ts): when,
  -- and from which device (a label, as a session's).
  CREATE TABLE IF NOT EXISTS passkey_changes (
    id INTEGER PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    change TEXT NOT NULL CHECK (change IN ('added', 'removed')),
    device TEXT NOT NULL,
    at TEXT NOT NULL
  );
  -- A challenge is taken once: by the registration it was made for (its link's hash) or by a sign-in (NULL).
  CREATE TABLE IF NOT EXISTS passkey_challenges (
    id TEXT PRIMARY KEY,
    challenge TEXT NOT NULL,
    registration_token_sha256 TEXT,
    expires_at TEXT NOT NULL
  );
`;

/**
 * A staff table made when an address could be on it once only (email UNIQUE) cannot take a person back as a new row,
 * and SQLite cannot drop a column's constraint in place: the table is copied whole into one without it, ids kept
 * (passkeys, links, sessions, the timeline and the record point at them). The caller turns foreign keys off around
 * its transaction, as SQLite's way of rebuilding a table asks, and checks them afterwards. Answers whether it rebuilt.
 */
export function letAddressesComeBack(db: Database.Database): boolean {
  const { sql } = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'staff'").get() as {
    sql: string;
  };
  const rebuilt = /email TEXT NOT NULL UNIQUE/.test(sql);
  if (rebuilt) {
    const kept = (db.pragma("table_info(staff)") as { name: string }[]).map((column) => column.name).join(", ");
    db.exec(`${staffTable("staff_rebuilt")}
      INSERT INTO staff_rebuilt (${kept}) SELECT ${kept} FROM staff;
      DROP TABLE staff;
      ALTER TABLE staff_rebuilt RENAME TO staff;`);
  }
  db.exec(STAFF_ON_DESK_BY_EMAIL);
  return rebuilt;
}

export const STAFF_COLUMNS_ADDED: ColumnsAdded = {
  // The passkey that opened a desk session and the device it was opened from (staff-tables.ts): a session opened
  // before then has neither, and ends (endSessionsWithoutPasskey).
  staff_sessions: {
    credential_id: "TEXT NOT NULL DEFAULT ''",
    device: "TEXT NOT NULL DEFAULT ''",
  },
};

/**
 * Sessions opened before sessions kept their passkey (columnsAdded in database.ts fills it with '') end: removing
 * a lost passkey could not end them, and they would live up to 12 hours more. Their people sign in again.
 */
export function endSessionsWithoutPasskey(db: Database.Database) {
  db.exec("DELETE FROM staff_sessions WHERE credential_id = ''");
}
