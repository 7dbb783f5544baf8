/**
 * The desk's record: what staff did, who, when, and from which address (every sign-in, view of a submission,
 * document opened, change, erasure), and each document a customer sent from their claim's page. Append-only: the
 * database itself refuses to change or delete a row, whoever asks. It never holds a customer's personal data, only
 * staff, actions, references, document positions and words the service writes ("moved to Settled", "sent Police
 * report"), so erasing a submission deletes nothing here: it appends "erased". `actor`: the desk, the command line
 * (`staff_id` then names the person only when `--by` does), the service itself (the retention purge), or the
 * customer (with neither a person on the desk nor an address: theirs is not kept).
 */
import type Database from "better-sqlite3";

const columns = (table: string) => `
  CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL CHECK (actor IN ('desk', 'command line', 'service', 'customer')),
    staff_id INTEGER REFERENCES staff (id),
    action TEXT NOT NULL
      CHECK (action IN ('signed in', 'viewed', 'opened a document', 'changed', 'erased', 'sent a document')),
    reference TEXT,
    document INTEGER,
    what TEXT,
    address TEXT
  );`;

const indexAndTriggers = `
  CREATE INDEX IF NOT EXISTS desk_record_by_reference ON desk_record (reference) WHERE reference IS NOT NULL;
  CREATE TRIGGER IF NOT EXISTS desk_record_rows_stay_as_written BEFORE UPDATE ON desk_record
  BEGIN SELECT RAISE(ABORT, 'desk_record is append-only: a row cannot be changed'); END;
  CREATE TRIGGER IF NOT EXISTS desk_record_rows_stay BEFORE DELETE ON desk_record
  BEGIN SELECT RAISE(ABORT, 'desk_record is append-only: a row cannot be deleted'); END;
`;

export const RECORD_TABLE = `${columns("desk_record")}${indexAndTriggers}`;

/**
 * A record made before customers sent documents refuses their rows, and SQLite cannot change a CHECK in place: the
 * table is copied whole into one that takes them, ids kept, inside openDatabase's transaction. DROP TABLE fires no
 * trigger, so the rows are moved, never deleted one by one. Answers whether it rebuilt.
 */
export function letCustomersIntoRecord(db: Database.Database): boolean {
  const { sql } = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'desk_record'").get() as {
    sql: string;
  };
  if (sql.includes("'customer'")) return false;
  db.exec(`${columns("desk_record_with_customers")}
    INSERT INTO desk_record_with_customers (id, at, actor, staff_id, action, reference, document, what, address)
      SELECT id, at, actor, staff_id, action, reference, document, what, address FROM desk_record;
    DROP TABLE desk_record;
    ALTER TABLE desk_record_with_customers RENAME TO desk_record;
    ${indexAndTriggers}`);
  return true;
}
