/**
 * A submission's progress on the desk: its timeline, every change staff made (a move to another step with what
 * they gave and the message for the customer, a note, an assignment), each with who and when, numbered from 1 per
 * submission, a move with whether the customer was e-mailed of it. A change names the version it was made on and
 * is stored as the next one; the UNIQUE pair refuses a second change made on the same version, so nothing is
 * overwritten.
 *
 * Where each submission stands is kept beside it, a row of `submission_queue` per submission, written in the same
 * transaction as the submission and as each change (queue-rows.ts): its step and since when, when it closed, its
 * owner, its version, and what the desk's search matches. The queue pages, filters, sorts and searches it in SQL,
 * so that a page costs the same at a hundred thousand submissions as at a hundred.
 *
 * The texts here (notes, messages, what staff gave, the search's keys) are about the person: erasing the
 * submission deletes its rows (data-lifecycle/erase.ts).
 */
import type Database from "better-sqlite3";
import type { ColumnsAdded } from "../database/table-upgrades";
import { stepsOf } from "../../../form-contract/steps/steps";

/** The keys of the steps that close a submission, quoted for SQL: 'settled', 'declined', … */
export const closedSteps = Object.values(stepsOf)
  .flat()
  .filter((step) => step.closed)
  .map((step) => `'${step.key}'`)
  .join(", ");

/**
 * A move's: 1 when an e-mail to the customer was queued with it (outbox message `step-VERSION`), 0 when not;
 * null for notes and assignments.
 */
const CUSTOMER_TOLD = "INTEGER CHECK (customer_told IN (0, 1))";

export const PROGRESS_COLUMNS_ADDED: ColumnsAdded = {
  // Whether a move was e-mailed to the customer (progress-tables.ts): no move made before then was.
  submission_events: {
    customer_told: {
      definition: CUSTOMER_TOLD,
      filledWith: "CASE WHEN kind = 'step' THEN 0 END",
    },
  },
};

/** The columns the queue's filters read, beside its orders' (the days-left order's holds `kind` already). */
const QUEUE_FILTERED = "kind, step, owner_staff_id";

/**
 * The queue's orders (submission-queue.ts), and the index of the open submissions each reads. Fewest days left
 * first: the claims longest open (received first), then the quotes, which have no such limit, newest first. What
 * needs doing, the queue's first order: the same, with the viewer's own and nobody's (@viewerId) before others'
 * among the claims and among the quotes: a search sorts what it found by it, the queue reads the days-left index
 * in its parts, in turn (submission-queue.ts).
 */
export const QUEUE_ORDERS = {
  work: {
    sql: `kind, owner_staff_id IS NOT NULL AND owner_staff_id <> @viewerId,
      CASE kind WHEN 'claim' THEN received_at END, received_at DESC, submission_id DESC`,
    index: "open_submissions_by_days_left",
  },
  newest: { sql: "received_at DESC, submission_id DESC", index: "open_submissions_by_received" },
  "days-left": {
    sql: "kind, CASE kind WHEN 'claim' THEN received_at END, received_at DESC, submission_id DESC",
    index: "open_submissions_by_days_left",
  },
} as const;

/** The index of the open submissions' search keys, which a search reads whole. */
export const SEARCHED_INDEX = "open_submissions_searched";

/**
 * The index of every submission's search keys, open or closed, which a search with the closed ones reads whole:
 * without it, that search read the table, 97 ms at 100,000 submissions.
 */
export const SEARCHED_ALL_INDEX = "submissions_searched";

/** The index of the closed submissions by when they closed: the purge's, and the queue's recently closed. */
export const CLOSED_INDEX = "submissions_by_closed";

/** The index of the open submissions by owner, which counts each officer's (queue-counts.ts). */
export const OWNED_INDEX = "open_submissions_by_owner";

export const PROGRESS_TABLES = `
  CREATE TABLE IF NOT EXISTS submission_events (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES submissions (id),
    version INTEGER NOT NULL CHECK (version > 0),
    at TEXT NOT NULL,
    staff_id INTEGER NOT NULL REFERENCES staff (id),
    kind TEXT NOT NULL CHECK (kind IN ('step', 'note', 'assignment')),
    step TEXT,
    details TEXT,
    message TEXT,
    note TEXT,
    owner_staff_id INTEGER REFERENCES staff (id),
    customer_told ${CUSTOMER_TOLD},
    UNIQUE (submission_id, version)
  );
  -- Where each submission stands (queue-rows.ts). stepped_at: when it moved to its step, null at its first;
  -- closed_at: the same where that step is a closed one. search_text: its reference, name, e-mail and policy
  -- number, each lower-cased without spaces, one space between; phone: its number in E.164.
  CREATE TABLE IF NOT EXISTS submission_queue (
    submission_id INTEGER PRIMARY KEY REFERENCES submissions (id),
    kind TEXT NOT NULL CHECK (kind IN ('quote', 'claim')),
    received_at TEXT NOT NULL,
    step TEXT NOT NULL,
    stepped_at TEXT,
    closed_at TEXT,
    owner_staff_id INTEGER REFERENCES staff (id),
    version INTEGER NOT NULL,
    search_text TEXT NOT NULL,
    phone TEXT
  );
  -- The queue's two orders, over the open rows only: newest first, and fewest days left first (the claims by
  -- their time received, then the quotes, newest first), each with the columns the filters read, so that a page
  -- and its count read the index alone, never the table's rows.
  CREATE INDEX IF NOT EXISTS ${QUEUE_ORDERS.newest.index}
    ON submission_queue (received_at, submission_id, ${QUEUE_FILTERED}) WHERE closed_at IS NULL;
  CREATE INDEX IF NOT EXISTS ${QUEUE_ORDERS["days-left"].index}
    ON submission_queue (${QUEUE_ORDERS["days-left"].sql}, step, owner_staff_id) WHERE closed_at IS NULL;
  -- What a search scans (submission-queue.ts): the open rows' search keys, with what the filters and orders read.
  CREATE INDEX IF NOT EXISTS ${SEARCHED_INDEX}
    ON submission_queue (search_text, phone, received_at, submission_id, ${QUEUE_FILTERED}) WHERE closed_at IS NULL;
  -- What the queue's counts read (queue-counts.ts): the open rows by owner, and by step.
  CREATE INDEX IF NOT EXISTS ${OWNED_INDEX} ON submission_queue (owner_staff_id) WHERE closed_at IS NULL;
  CREATE INDEX IF NOT EXISTS open_submissions_by_step ON submission_queue (step, owner_staff_id) WHERE closed_at IS NULL;
  CREATE INDEX IF NOT EXISTS ${SEARCHED_ALL_INDEX} ON submission_queue (search_text, phone);
  -- The purge's: what closed before a moment; the queue's list of the recently closed.
  CREATE INDEX IF NOT EXISTS ${CLOSED_INDEX} ON submission_queue (closed_at) WHERE closed_at IS NOT NULL;
`;

/** The state each submission is in: its step, when it closed, its owner and its version. */
const submissionStates = `CREATE VIEW submission_states AS
  SELECT submission_id, step, closed_at, owner_staff_id, version FROM submission_queue`;

/**
 * Defines the view again when it changed since it was made (it was worked out from the timeline before
 * `submission_queue`), and only then: a start writes nothing to a database it does not need to change (a full
 * disk must not stop the service starting).
 */
export function defineSubmissionStates(db: Database.Database) {
  const existing = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'view' AND name = 'submission_states'")
    .get() as { sql: string } | undefined;
  if (existing?.sql === submissionStates) return;
  db.exec(`DROP VIEW IF EXISTS submission_states; ${submissionStates};`);
}
