/**
 * The upkeep of `submission_queue` (progress-tables.ts), a row per submission saying where it stands: written with
 * the submission (submission-store.ts) and with each change staff make to it (submission-progress.ts), in their
 * transactions, so that it never says other than the timeline; filled at start for the submissions a database held
 * before it, from their timelines. Erasing a submission deletes its row (data-lifecycle/erase.ts).
 */
// Types from better-sqlite3 itself: database.ts imports this file to fill the table at start.
import type Database from "better-sqlite3";
import { firstStep, type SubmissionKind } from "../../../form-contract/steps/steps";
import { parseTypedPhone } from "../../submissions/typed-phone";
import { closedSteps } from "./progress-tables";
import { senderName } from "../submissions/sender-name";

/** Text as the search compares it: lower-cased, without spaces, so "Ngozi Eze" is found by "ngozieze" and "EZE". */
export const searchFolded = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** A phone number as the search compares it: in E.164, however it was typed; null when it is none. */
export const searchPhone = (typed: string) => parseTypedPhone(typed)?.number ?? null;

/** A stored field's text; "" for one absent or not text. */
export const textOf = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === "string" ? fields[name] : "";

/** What the search looks in, folded: a search's words, folded too, have no space, so match within one of them. */
const searchTextOf = (reference: string, fields: Record<string, unknown>) =>
  [reference, senderName({ fields }), textOf(fields, "email"), textOf(fields, "policyNumber")]
    .map(searchFolded)
    .join(" ");

/** The state a change leaves the submission in, beside its new version. */
export type QueueChange =
  | { kind: "step"; step: string; at: string; closed: boolean }
  | { kind: "assignment"; ownerStaffId: number | null }
  | { kind: "note" };

export function queueRowWriter(db: Database.Database) {
  const insert = db.prepare<
    [
      number | bigint,
      SubmissionKind,
      string,
      string,
      string | null,
      string | null,
      number | null,
      number,
      string,
      string | null,
    ]
  >(
    `INSERT INTO submission_queue
       (submission_id, kind, received_at, step, stepped_at, closed_at, owner_staff_id, version, search_text, phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const moved = db.prepare<[string, string, string | null, number, number]>(
    "UPDATE submission_queue SET step = ?, stepped_at = ?, closed_at = ?, version = ? WHERE submission_id = ?",
  );
  const assigned = db.prepare<[number | null, number, number]>(
    "UPDATE submission_queue SET owner_staff_id = ?, version = ? WHERE submission_id = ?",
  );
  const noted = db.prepare<[number, number]>("UPDATE submission_queue SET version = ? WHERE submission_id = ?");

  function keys(reference: string, fields: Record<string, unknown>) {
    return [searchTextOf(reference, fields), searchPhone(textOf(fields, "phone"))] as const;
  }

  return {
    /** A new submission: at its kind's first step, nobody's, version 0. */
    saved(
      id: number | bigint,
      reference: string,
      kind: SubmissionKind,
      receivedAt: string,
      fields: Record<string, unknown>,
    ) {
      insert.run(id, kind, receivedAt, firstStep[kind], null, null, null, 0, ...keys(reference, fields));
    },

    /** A change made to it, stored as `version`. */
    changed(id: number, version: number, change: QueueChange) {
      if (change.kind === "step") moved.run(change.step, change.at, change.closed ? change.at : null, version, id);
      else if (change.kind === "assignment") assigned.run(change.ownerStaffId, version, id);
      else noted.run(version, id);
    },

    /** A row worked out from its timeline, for a submission stored before the table was. */
    fromTimeline(row: TimelineRow) {
      const closedAt = row.closed ? row.stepped_at : null;
      insert.run(
        row.id,
        row.kind,
        row.received_at,
        row.step ?? firstStep[row.kind],
        row.stepped_at,
        closedAt,
        row.owner_staff_id,
        row.version,
        ...keys(row.reference, JSON.parse(row.fields) as Record<string, unknown>),
      );
    },
  };
}

interface TimelineRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  received_at: string;
  fields: string;
  step: string | null;
  stepped_at: string | null;
  closed: 0 | 1;
  owner_staff_id: number | null;
  version: number;
}

/** The latest of a submission's changes of one kind. */
const latest = (kind: string, column: string) =>
  `(SELECT ${column} FROM submission_events WHERE submission_id = submissions.id AND kind = '${kind}'
     ORDER BY version DESC LIMIT 1)`;

/**
 * In openDatabase's transaction: a row for each submission stored without one (by a version before the table), and
 * each row's close again where the steps that close a submission changed since it was written. Writes nothing to
 * a database that needs neither.
 */
export function fillSubmissionQueue(db: Database.Database) {
  const writer = queueRowWriter(db);
  const missing = db.prepare<[], TimelineRow>(
    `SELECT id, reference, kind, received_at, fields, step, stepped_at, step IN (${closedSteps}) AS closed,
       owner_staff_id, version
     FROM (SELECT submissions.*, ${latest("step", "step")} AS step, ${latest("step", "at")} AS stepped_at,
       ${latest("assignment", "owner_staff_id")} AS owner_staff_id,
       COALESCE((SELECT MAX(version) FROM submission_events WHERE submission_id = submissions.id), 0) AS version
       FROM submissions
       WHERE NOT EXISTS (SELECT 1 FROM submission_queue WHERE submission_id = submissions.id))`,
  );
  for (const row of missing.all()) writer.fromTimeline(row);
  const closedAt = `CASE WHEN step IN (${closedSteps}) THEN stepped_at END`;
  db.exec(`UPDATE submission_queue SET closed_at = ${closedAt} WHERE closed_at IS NOT ${closedAt}`);
}
