/**
 * What the desk's queue counts at its top, each a list of its own (`?only=KEY`): the claims over the 60 days and
 * those due within DUE_SOON_DAYS of it, what waits on the customer and what waits on the insurer, the claims whose
 * customer has sent every document asked for, the claims to chase their insurer about today, those with a new message; and beside them the open submissions nobody owns and each officer's.
 * Each is an SQL condition over `submission_queue` (progress-tables.ts), the same for its count and its list, that
 * an index of the open rows answers (by days left, by step, by owner): each count reads only the entries it counts,
 * never every open row.
 */
import { DUE_SOON_DAYS, receivedBeforeDaysOpen, SETTLEMENT_DAYS } from "../../desk/settlement-days";
import { lagosDate } from "../../mail/lagos-time";
import type { Db } from "../database/database";
import { DOCUMENTS_REQUESTED } from "../claim-status/customer-documents";
import { OWNED_INDEX } from "./progress-tables";

/** The lists the counts open, in the order the page shows them. */
export const QUEUE_ONLY = [
  "overdue",
  "due-soon",
  "with-customer",
  "with-insurer",
  "documents-in",
  "chase-today",
  "new-message",
] as const;
export type QueueOnly = (typeof QUEUE_ONLY)[number];

/**
 * The steps at which the next move is the customer's (documents to send, an offer or a quote to answer) and those
 * at which it is the insurer's; a claim waiting for documents waits on the customer until every one has come.
 */
const WITH_CUSTOMER = ["offer-made", "quote-sent"];
export const WITH_INSURER = ["with-insurer", "being-assessed"];

const quoted = (keys: string[]) => keys.map((key) => `'${key}'`).join(", ");

/**
 * A claim waiting for documents whose latest move's list has none that a document sent since does not answer (an
 * empty list is answered), as askedDocumentsOf (customer-documents.ts) reads it.
 */
const DOCUMENTS_IN = `(step = '${DOCUMENTS_REQUESTED}' AND NOT EXISTS (
  SELECT 1 FROM submission_events AS move, json_each(move.details, '$.documents') AS asked
  WHERE move.submission_id = submission_queue.submission_id AND move.version = (
      SELECT MAX(version) FROM submission_events
      WHERE submission_id = submission_queue.submission_id AND kind = 'step')
    AND NOT EXISTS (SELECT 1 FROM documents WHERE documents.submission_id = move.submission_id
      AND documents.asked_in = move.version AND documents.asked_for = asked.value)))`;

/**
 * A submission with a message from anyone but staff that no one on the desk has opened it since (claim-messages.ts
 * `markOpened`), read from the index of those messages (message-tables.ts).
 */
export const NEW_MESSAGE = `EXISTS (SELECT 1 FROM claim_messages INDEXED BY claim_messages_new
  WHERE claim_messages.submission_id = submission_queue.submission_id AND opened_at IS NULL AND sender <> 'staff')`;

/** A claim's `received_at` as the days-left index holds it (progress-tables.ts), so that a range of it reads it. */
const CLAIM_RECEIVED = "CASE kind WHEN 'claim' THEN received_at END";

/**
 * A claim waiting on its insurer whose follow-up date (claim_follow_ups, storage/claim-packs/follow-ups.ts) is today
 * or past: a chase, an answer or staff's new date moves it on, and a claim that leaves the insurer's steps leaves it.
 */
const CHASE_TODAY = `(step IN (${quoted(WITH_INSURER)}) AND EXISTS (
  SELECT 1 FROM claim_follow_ups WHERE claim_follow_ups.submission_id = submission_queue.submission_id
    AND follow_up_on <= @today))`;

/**
 * Each list's condition. Named parameters: @overdueBefore and @dueSoonBefore, the instants before which a claim
 * was received for it to be over the 60 days, or within DUE_SOON_DAYS of them, today, and @today, the day in Lagos
 * (`onlyParameters`).
 */
export const ONLY_SQL: Record<QueueOnly, string> = {
  overdue: `(kind = 'claim' AND ${CLAIM_RECEIVED} < @overdueBefore)`,
  "due-soon": `(kind = 'claim' AND ${CLAIM_RECEIVED} >= @overdueBefore AND ${CLAIM_RECEIVED} < @dueSoonBefore)`,
  "with-customer": `(step IN (${quoted([...WITH_CUSTOMER, DOCUMENTS_REQUESTED])}) AND NOT ${DOCUMENTS_IN})`,
  "with-insurer": `(step IN (${quoted(WITH_INSURER)}))`,
  "documents-in": DOCUMENTS_IN,
  "chase-today": CHASE_TODAY,
  "new-message": `(${NEW_MESSAGE})`,
};

/** The parameters ONLY_SQL's conditions name, on the day of `now`. */
export const onlyParameters = (now: Date) => ({
  overdueBefore: receivedBeforeDaysOpen(SETTLEMENT_DAYS + 1, now),
  dueSoonBefore: receivedBeforeDaysOpen(SETTLEMENT_DAYS - DUE_SOON_DAYS, now),
  today: lagosDate(now),
});

export interface QueueCounts {
  open: number;
  only: Record<QueueOnly, number>;
  nobodys: number;
  /** Each staff member who owns an open submission, by id, and how many they own. */
  owners: Map<number, number>;
}

export function queueCounter(db: Db) {
  const counted = db.prepare(
    `SELECT (SELECT COUNT(*) FROM submission_queue INDEXED BY ${OWNED_INDEX}
         WHERE closed_at IS NULL AND owner_staff_id IS NULL) AS nobodys,
       ${QUEUE_ONLY.map((key) => `(SELECT COUNT(*) FROM submission_queue WHERE closed_at IS NULL AND ${ONLY_SQL[key]}) AS "${key}"`).join(",\n       ")}`,
  );
  const owned = db.prepare<[], { id: number; open: number }>(
    `SELECT owner_staff_id AS id, COUNT(*) AS open FROM submission_queue INDEXED BY ${OWNED_INDEX}
     WHERE closed_at IS NULL AND owner_staff_id IS NOT NULL GROUP BY owner_staff_id`,
  );
  /** The counts of what is open, on the day of `now`. */
  return (now: Date): QueueCounts => {
    const row = counted.get(onlyParameters(now)) as Record<string, number>;
    const owners = owned.all();
    return {
      // What is open is nobody's or someone's: summed, rather than read from an index once more.
      open: owners.reduce((sum, owner) => sum + owner.open, row.nobodys!),
      only: Object.fromEntries(QUEUE_ONLY.map((key) => [key, row[key]!])) as Record<QueueOnly, number>,
      nobodys: row.nobodys!,
      owners: new Map(owners.map(({ id, open }) => [id, open])),
    };
  };
}
