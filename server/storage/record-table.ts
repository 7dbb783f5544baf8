/**
 * The desk's record: what staff did, who, when, and from which address (every sign-in, view of a submission,
 * document opened, change, erasure). Append-only: the database itself refuses to change or delete a row, whoever
 * asks. It never holds a customer's personal data, only staff, actions, references, document positions and words
 * the service writes ("moved to Settled"), so erasing a submission deletes nothing here: it appends "erased".
 * `actor`: the desk, the command line (`staff_id` then names the person only when `--by` does), or the service
 * itself (the retention purge).
 */
export const RECORD_TABLE = `
  CREATE TABLE IF NOT EXISTS desk_record (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor TEXT NOT NULL CHECK (actor IN ('desk', 'command line', 'service')),
    staff_id INTEGER REFERENCES staff (id),
    action TEXT NOT NULL CHECK (action IN ('signed in', 'viewed', 'opened a document', 'changed', 'erased')),
    reference TEXT,
    document INTEGER,
    what TEXT,
    address TEXT
  );
  CREATE INDEX IF NOT EXISTS desk_record_by_reference ON desk_record (reference) WHERE reference IS NOT NULL;
  CREATE TRIGGER IF NOT EXISTS desk_record_rows_stay_as_written BEFORE UPDATE ON desk_record
  BEGIN SELECT RAISE(ABORT, 'desk_record is append-only: a row cannot be changed'); END;
  CREATE TRIGGER IF NOT EXISTS desk_record_rows_stay BEFORE DELETE ON desk_record
  BEGIN SELECT RAISE(ABORT, 'desk_record is append-only: a row cannot be deleted'); END;
`;
