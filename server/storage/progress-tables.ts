/**
 * A submission's progress on the desk: its timeline, every change staff made (a move to another step with what
 * they gave and the message for the customer, a note, an assignment), each with who and when, numbered from 1 per
 * submission, a move with whether the customer was e-mailed of it. A change names the version it was made on and
 * is stored as the next one; the UNIQUE pair refuses a second change made on the same version, so nothing is
 * overwritten. The state a submission is in is read from
 * its timeline (the view, made from the steps), so a new submission needs no row: with no change it is at its
 * kind's first step, nobody's, version 0.
 *
 * The texts here (notes, messages, what staff gave) may be about the person: erasing the submission deletes its
 * rows (data-lifecycle/erase.ts).
 */
import type Database from "better-sqlite3";
import { firstStep, stepsOf } from "../../form-contract/steps/steps";

const closedSteps = Object.values(stepsOf)
  .flat()
  .filter((step) => step.closed)
  .map((step) => `'${step.key}'`)
  .join(", ");

/** The latest of a submission's changes of one kind. */
const latest = (kind: string, column: string) =>
  `(SELECT ${column} FROM submission_events WHERE submission_id = submissions.id AND kind = '${kind}'
     ORDER BY version DESC LIMIT 1)`;

/**
 * A move's: 1 when an e-mail to the customer was queued with it (outbox message `step-VERSION`), 0 when not;
 * null for notes and assignments.
 */
export const CUSTOMER_TOLD = "INTEGER CHECK (customer_told IN (0, 1))";

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
`;

/** The state each submission is in, from its timeline: its step, when it closed, its owner and its version. */
const submissionStates = `CREATE VIEW submission_states AS
  SELECT submissions.id AS submission_id,
    COALESCE(${latest("step", "step")}, CASE submissions.kind WHEN 'claim' THEN '${firstStep.claim}' ELSE '${firstStep.quote}' END) AS step,
    CASE WHEN ${latest("step", "step")} IN (${closedSteps}) THEN ${latest("step", "at")} END AS closed_at,
    ${latest("assignment", "owner_staff_id")} AS owner_staff_id,
    COALESCE((SELECT MAX(version) FROM submission_events WHERE submission_id = submissions.id), 0) AS version
  FROM submissions`;

/**
 * Defines the view again when the steps changed since it was made, and only then: a start writes nothing to a
 * database it does not need to change (a full disk must not stop the service starting).
 */
export function defineSubmissionStates(db: Database.Database) {
  const existing = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'view' AND name = 'submission_states'")
    .get() as { sql: string } | undefined;
  if (existing?.sql === submissionStates) return;
  db.exec(`DROP VIEW IF EXISTS submission_states; ${submissionStates};`);
}
