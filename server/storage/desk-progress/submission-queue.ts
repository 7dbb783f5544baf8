/**
 * The desk's queue: every submission still open (its step is not a closed one), what needs doing first (queue
 * orders: progress-tables.ts), fewest days left first or newest first, narrowed by kind, step, owner, one of the
 * counts' lists (queue-counts.ts) and one search box, a page at a time; with the closed ones too, or only those
 * closed in the last RECENTLY_CLOSED_DAYS days, latest closed first. The search looks at the reference,
 * the name, the e-mail, the phone (in any of the forms a person writes a Nigerian number) and a claim's policy
 * number. All of it is SQL over `submission_queue` (progress-tables.ts, queue-rows.ts): counted, ordered and cut
 * to the page there, so that only the page's rows are read whole, however many are open.
 */
import { stepOf, type Step, type SubmissionKind } from "../../../form-contract/steps/steps";
import { daysOpenOf } from "../../desk/settlement-days";
import { choiceLabel } from "../../mail/form-choices";
import type { Statement } from "better-sqlite3";
import type { Db } from "../database/database";
import { askedDocumentsOf } from "../claim-status/customer-documents";
import { CLOSED_INDEX, QUEUE_ORDERS, SEARCHED_ALL_INDEX, SEARCHED_INDEX } from "./progress-tables";
import { NEW_MESSAGE, ONLY_SQL, onlyParameters, queueCounter, type QueueOnly } from "./queue-counts";
import { searchFolded, searchPhone, textOf } from "./queue-rows";
import { createStaffStore, type StaffMember } from "../desk-people/staff";
import { senderName } from "../submissions/sender-name";

/** Anyone's, the viewer's, nobody's, or a staff member's by id. */
export type OwnerFilter = "anyone" | "mine" | "nobody" | number;
export type QueueOrder = keyof typeof QUEUE_ORDERS;
/** The closed submissions with the open ones (for a search), or only those closed in the last RECENTLY_CLOSED_DAYS. */
export type ClosedFilter = "included" | "recent";

export const RECENTLY_CLOSED_DAYS = 30;

export interface QueueFilters {
  kind?: SubmissionKind;
  step?: string;
  owner: OwnerFilter;
  only?: QueueOnly;
  /** Absent: the open submissions only. */
  closed?: ClosedFilter;
  search?: string;
  order: QueueOrder;
}

export interface QueueRow {
  reference: string;
  kind: SubmissionKind;
  name: string;
  /** A claim's type, or the insurance a quote is for, in the forms' words. */
  type: string;
  receivedAt: string;
  step: Step;
  /** When it moved to its step: when it was received, at its first. */
  steppedAt: string;
  /** When it moved to the closed step it is at; null while open. */
  closedAt: string | null;
  owner: StaffMember | null;
  /** For a claim, the calendar days in Lagos since it was received; null for a quote. */
  daysOpen: number | null;
  /** Waiting for documents, and every one asked for has arrived from the customer's page. */
  documentsIn: boolean;
  /** A message from anyone but staff came that no one on the desk has opened it since. */
  newMessage: boolean;
}

/** A page of the queue: its rows, the number the filters keep in all, and which page it is (from 1). */
export interface QueuePage {
  rows: QueueRow[];
  total: number;
  page: number;
}

interface QueueTableRow {
  submission_id: number;
  kind: SubmissionKind;
  received_at: string;
  step: string;
  stepped_at: string | null;
  closed_at: string | null;
  owner_staff_id: number | null;
}

type StoredFields = Record<string, unknown>;

/** A claim's type, or the insurance a quote is for, in the form's words (the stored value for one it no longer offers). */
function typeOf(kind: SubmissionKind, fields: StoredFields): string {
  const field = kind === "claim" ? "claimType" : "insuranceType";
  const value = textOf(fields, field);
  return choiceLabel(field, value) ?? value;
}

/** What a search looks for: its words folded, and the phone number they are, when they look like one. */
function soughtBy(search: string) {
  const folded = searchFolded(search);
  if (folded === "") return undefined;
  const phone = /^[\d\s()+-]{7,}$/.test(search.trim()) ? searchPhone(search) : null;
  return { folded, phone };
}

/** The named parameters of the queue's statements. */
interface Sought {
  kind?: SubmissionKind;
  step?: string;
  viewerId?: number;
  ownerId?: number;
  closedSince?: string;
  overdueBefore?: string;
  dueSoonBefore?: string;
  today?: string;
  folded?: string;
  phone?: string;
}

/** The SQL that keeps what the filters keep, its parameters named as in `Sought`. */
function conditions(filters: QueueFilters, search: ReturnType<typeof soughtBy>): string {
  return [
    { included: false, recent: "closed_at >= @closedSince", open: "closed_at IS NULL" }[filters.closed ?? "open"],
    filters.kind && "kind = @kind",
    filters.step && "step = @step",
    filters.owner === "mine" && "owner_staff_id = @viewerId",
    filters.owner === "nobody" && "owner_staff_id IS NULL",
    typeof filters.owner === "number" && "owner_staff_id = @ownerId",
    filters.only && ONLY_SQL[filters.only],
    search && `(instr(search_text, @folded) > 0${search.phone ? " OR phone = @phone" : ""})`,
  ]
    .filter(Boolean)
    .join(" AND ");
}

export type SubmissionQueue = ReturnType<typeof createSubmissionQueue>;

export function createSubmissionQueue(db: Db) {
  const staff = createStaffStore(db);
  const askedDocuments = askedDocumentsOf(db);
  /** Each statement the filters have asked for so far, by its SQL: a few dozen at most. */
  const statements = new Map<string, Statement>();
  const prepared = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };

  const submissionOf = db.prepare<[number], { reference: string; fields: string }>(
    "SELECT reference, fields FROM submissions WHERE id = ?",
  );
  const hasNewMessage = db.prepare<[number], { submission_id: number }>(
    `SELECT submission_id FROM submission_queue WHERE submission_id = ? AND ${NEW_MESSAGE}`,
  );

  function toRow(row: QueueTableRow, submission: { reference: string; fields: string }, now: Date): QueueRow {
    const fields = JSON.parse(submission.fields) as StoredFields;
    return {
      reference: submission.reference,
      kind: row.kind,
      name: senderName({ fields }),
      type: typeOf(row.kind, fields),
      receivedAt: row.received_at,
      step: stepOf(row.kind, row.step)!,
      steppedAt: row.stepped_at ?? row.received_at,
      closedAt: row.closed_at,
      owner: row.owner_staff_id === null ? null : (staff.byId(row.owner_staff_id) ?? null),
      daysOpen: row.kind === "claim" ? daysOpenOf(row.received_at, now) : null,
      documentsIn: askedDocuments(submission.reference)?.missing.length === 0,
      newMessage: hasNewMessage.get(row.submission_id) !== undefined,
    };
  }

  return {
    /** The counts at the queue's top, on the day of `now`. */
    counts: queueCounter(db),

    /**
     * Page `requested` (from 1; past the last, the last) of `perPage` open submissions the filters keep, for
     * `viewerId` (whose "mine" it is), counted on the day of `now`.
     */
    open(filters: QueueFilters, viewerId: number, { requested = 1, perPage, now = new Date() }: PageAsked): QueuePage {
      const search = soughtBy(filters.search ?? "");
      const where = conditions(filters, search);
      const params: Sought = {
        ...(filters.kind && { kind: filters.kind }),
        ...(filters.step && { step: filters.step }),
        ...((filters.owner === "mine" || (filters.order === "work" && filters.closed !== "recent")) && { viewerId }),
        ...(typeof filters.owner === "number" && { ownerId: filters.owner }),
        ...(filters.closed === "recent" && { closedSince: closedSince(now) }),
        ...(filters.only && onlyParameters(now)),
        ...(search && { folded: search.folded }),
        ...(search?.phone && { phone: search.phone }),
      };
      // Each query reads one index, named: a search every open row's keys, from their own index, the smallest that
      // holds them; otherwise the index in the page's order, through to the page, and whole for the count. Left to
      // itself SQLite takes the index that narrows most (by kind, or the one in order for a search) and then sorts
      // all that is left, or reads each row's keys from the table.
      // The closed ones are in none of the open rows' indexes: those closed lately are found by when they closed,
      // in that order, and a search with the closed ones reads every submission's keys.
      const index = {
        recent: CLOSED_INDEX,
        included: SEARCHED_ALL_INDEX,
        open: search ? SEARCHED_INDEX : QUEUE_ORDERS[filters.order].index,
      }[filters.closed ?? "open"];
      const from = `submission_queue INDEXED BY ${index}`;
      const order = filters.closed === "recent" ? RECENTLY_CLOSED_ORDER : QUEUE_ORDERS[filters.order].sql;
      // The page is found in the queue's indexes alone, then its rows' submissions read: the rows before it cost an
      // index's entry each, not a submission's row. A search counts what it found as it finds it (a search reads
      // every open row's keys, and once is enough); a page of the queue counts apart, reading one index whole
      // rather than sorting all it keeps.
      const rowsOf = (partWhere: string, partOrder: string, limit: number, offset: number) =>
        prepared(
          `SELECT submission_id, kind, received_at, step, stepped_at, closed_at, owner_staff_id${search ? ", COUNT(*) OVER () AS total" : ""}
           FROM ${from} WHERE ${partWhere} ORDER BY ${partOrder} LIMIT @limit OFFSET @offset`,
        ).all({ ...params, limit, offset }) as (QueueTableRow & { total?: number })[];
      const found = (rows: QueueTableRow[], total: number, page: number): QueuePage => ({
        rows: rows.map((row) => toRow(row, submissionOf.get(row.submission_id)!, now)),
        total,
        page,
      });
      const first = Math.max(1, requested);
      if (search) {
        const rows = rowsOf(where, order, perPage, (first - 1) * perPage);
        if (rows.length > 0 || first === 1) return found(rows, rows[0]?.total ?? 0, first);
      }
      // What needs doing first, of the open ones, comes in parts, each in the days-left index's own order: a sort
      // of the viewer's own and nobody's before others' would read every row the filters keep. Each part is counted
      // apart, and the page taken from the parts it falls in.
      const inParts = !search && filters.closed === undefined && filters.order === "work";
      const parts = inParts ? WORK_PARTS.map((part) => `${where} AND ${part}`) : [where];
      const partOrder = inParts ? QUEUE_ORDERS["days-left"].sql : order;
      const sizes = parts.map(
        (part) =>
          (prepared(`SELECT COUNT(*) AS total FROM ${from} WHERE ${part}`).get(params) as { total: number }).total,
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      // For a search asked past its last page too: the last page.
      const page = Math.min(first, Math.max(1, Math.ceil(total / perPage)));
      const rows: QueueTableRow[] = [];
      let skipped = (page - 1) * perPage;
      for (const [index, part] of parts.entries()) {
        if (rows.length === perPage) break;
        if (skipped >= sizes[index]!) skipped -= sizes[index]!;
        else {
          rows.push(...rowsOf(part, partOrder, perPage - rows.length, skipped));
          skipped = 0;
        }
      }
      return found(rows, total, page);
    },
  };
}

const RECENTLY_CLOSED_ORDER = "closed_at DESC, submission_id DESC";

/**
 * What needs doing first (QUEUE_ORDERS.work) as its parts, in turn: the claims that are the viewer's or nobody's,
 * the others' claims, then the quotes the same way.
 */
const WORK_PARTS = ["claim", "quote"].flatMap((kind) => [
  `kind = '${kind}' AND (owner_staff_id IS NULL OR owner_staff_id = @viewerId)`,
  `kind = '${kind}' AND owner_staff_id <> @viewerId`,
]);

/** The instant RECENTLY_CLOSED_DAYS days before `now`. */
const closedSince = (now: Date) => new Date(now.getTime() - RECENTLY_CLOSED_DAYS * 24 * 60 * 60 * 1000).toISOString();

interface PageAsked {
  requested?: number;
  perPage: number;
  now?: Date;
}
