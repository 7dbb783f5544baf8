/**
 * The desk's record: what staff did, who, when, and from which address (every sign-in, refused sign-in, sign-out,
 * passkey registered or removed, view of the queue or a submission, document opened, change, erasure), what the
 * staff's command line did to the desk's people, each document a customer sent from their claim's page, and each
 * claim session a customer opened, each insurer staff added or changed, each answer of an insurer's staff recorded, each unfiled message staff
 * filed to a submission or set aside, each attachment of a message opened and each message staff wrote. Append-only: the database itself refuses to change or delete a row, whoever
 * asks. A row keeps the names and e-mails of the people in it as they were when it was written (`staff_name`,
 * `about_name`…), so a person later removed, or an address given to someone else, leaves it as it was.
 *
 * It holds no customer's personal data but one: the address a claim session was opened from ('opened the claim
 * page'), kept so that a session nobody on the claim's side opened can be traced. Otherwise only staff, actions,
 * references, document positions, passkeys' credential ids and words the service writes ("moved to Settled",
 * "sent Police report"), so erasing a submission deletes nothing here: it appends "erased". `actor`: the desk
 * (`staff_id` the person signed in; none on a refused sign-in), the command line (`staff_id` the person `--by`
 * names, else `os_user` the operating-system user who ran it), the service itself (the retention purge), or the
 * customer. `about_staff_id`: the person a command acted on, or whose passkey a refused sign-in held.
 */
import type Database from "better-sqlite3";

export const RECORD_ACTIONS = [
  "signed in",
  "sign-in refused",
  "signed out",
  "registered a passkey",
  "removed a passkey",
  "viewed the queue",
  "searched the queue",
  "viewed",
  "opened a document",
  "changed",
  "erased",
  "sent a document",
  "added a document",
  "opened the claim page",
  "added a person",
  "made a registration link",
  "removed a person",
  "added an insurer",
  "changed an insurer",
  "recorded an answer from an insurer",
  "filed a message",
  "set a message aside",
  "opened an attachment",
  "wrote a message",
  "viewed unfiled mail",
] as const;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

const columns = (table: string) => `
  CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL CHECK (actor IN ('desk', 'command line', 'service', 'customer')),
    staff_id INTEGER REFERENCES staff (id),
    staff_name TEXT,
    staff_email TEXT,
    os_user TEXT,
    action TEXT NOT NULL CHECK (action IN (${quoted(RECORD_ACTIONS)})),
    reference TEXT,
    document INTEGER,
    what TEXT,
    address TEXT,
    credential TEXT,
    about_staff_id INTEGER REFERENCES staff (id),
    about_name TEXT,
    about_email TEXT
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
 * A record made before it kept names as they were, or before the newer actions were in it, refuses the new rows, and
 * SQLite cannot change a CHECK in place: the table is copied whole into one that takes them, ids kept, inside
 * openDatabase's transaction; a record without names gives each row the name and e-mail its person has in `staff`
 * now (what the desk showed until then). DROP TABLE fires no trigger, so the rows are moved, never deleted one by
 * one. Answers whether it rebuilt.
 */
export function bringRecordUpToDate(db: Database.Database): boolean {
  const present = (db.pragma("table_info(desk_record)") as { name: string }[]).map((column) => column.name);
  const made = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_schema WHERE name = 'desk_record'").get()!.sql;
  const namesKept = present.includes("staff_name");
  if (namesKept && RECORD_ACTIONS.every((action) => made.includes(`'${action}'`))) return false;
  const copied = namesKept
    ? `INSERT INTO desk_record_rebuilt (${present.join(", ")}) SELECT ${present.join(", ")} FROM desk_record;`
    : `INSERT INTO desk_record_rebuilt
      (id, at, actor, staff_id, staff_name, staff_email, action, reference, document, what, address)
      SELECT desk_record.id, at, actor, staff_id, staff.name, staff.email, action, reference, document, what, address
      FROM desk_record LEFT JOIN staff ON staff.id = desk_record.staff_id;`;
  db.exec(`${columns("desk_record_rebuilt")}
    ${copied}
    DROP TABLE desk_record;
    ALTER TABLE desk_record_rebuilt RENAME TO desk_record;
    ${indexAndTriggers}`);
  return true;
}
