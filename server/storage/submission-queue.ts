/**
 * The desk's queue: every submission still open (its step is not a closed one), newest first or fewest days left
 * first, narrowed by kind, step, owner and one search box, a page at a time. The search looks at the reference,
 * the name, the e-mail, the phone (in any of the forms a person writes a Nigerian number) and a claim's policy
 * number. All of it is SQL over `submission_queue` (progress-tables.ts, queue-rows.ts): counted, ordered and cut
 * to the page there, so that only the page's rows are read whole, however many are open.
 */
import { stepOf, type Step, type SubmissionKind } from "../../form-contract/steps/steps";
import { daysOpenOf } from "../desk/settlement-days";
import { choiceLabel } from "../mail/form-choices";
import type { Statement } from "better-sqlite3";
import type { Db } from "./database";
import { askedDocumentsOf } from "./customer-documents";
import { searchFolded, searchPhone } from "./queue-rows";
import { createStaffStore, type StaffMember } from "./staff";
import { senderName } from "./sender-name";

export type OwnerFilter = "anyone" | "mine" | "nobody";
export type QueueOrder = "newest" | "days-left";

export interface QueueFilters {
  kind?: SubmissionKind;
  step?: string;
  owner: OwnerFilter;
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
  owner: StaffMember | null;
  /** For a claim, the calendar days in Lagos since it was received; null for a quote. */
  daysOpen: number | null;
  /** Waiting for documents, and every one asked for has arrived from the customer's page. */
  documentsIn: boolean;
}

/** A page of the queue: its rows, the number the filters keep in all, and which page it is (from 1). */
export interface QueuePage {
  rows: QueueRow[];
  total: number;
  page: number;
}

interface Row {
  reference: string;
  kind: SubmissionKind;
  received_at: string;
  fields: string;
  step: string;
  owner_staff_id: number | null;
}

type StoredFields = Record<string, unknown>;

const textOf = (fields: StoredFields, name: string) => (typeof fields[name] === "string" ? fields[name] : "");

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

const orders: Record<QueueOrder, string> = {
  newest: "received_at DESC, submission_id DESC",
  // Fewest days left first: the claims longest open (by their day, oldest first), then the quotes, which have no
  // such limit, newest first. The index open_submissions_by_days_left is in this order.
  "days-left": "kind, CASE kind WHEN 'claim' THEN received_at END, received_at DESC, submission_id DESC",
};

interface Sought {
  kind?: SubmissionKind;
  step?: string;
  viewerId?: number;
  folded?: string;
  phone?: string;
}

/** The SQL that keeps what the filters keep, with the names of the parameters it takes from `Sought`. */
function conditions(filters: QueueFilters, search: ReturnType<typeof soughtBy>): string {
  return [
    "closed_at IS NULL",
    filters.kind && "kind = @kind",
    filters.step && "step = @step",
    filters.owner === "mine" && "owner_staff_id = @viewerId",
    filters.owner === "nobody" && "owner_staff_id IS NULL",
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

  function toRow(row: Row, now: Date): QueueRow {
    const fields = JSON.parse(row.fields) as StoredFields;
    return {
      reference: row.reference,
      kind: row.kind,
      name: senderName({ fields }),
      type: typeOf(row.kind, fields),
      receivedAt: row.received_at,
      step: stepOf(row.kind, row.step)!,
      owner: row.owner_staff_id === null ? null : (staff.byId(row.owner_staff_id) ?? null),
      daysOpen: row.kind === "claim" ? daysOpenOf(row.received_at, now) : null,
      documentsIn: askedDocuments(row.reference)?.missing.length === 0,
    };
  }

  return {
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
        ...(filters.owner === "mine" && { viewerId }),
        ...(search && { folded: search.folded }),
        ...(search?.phone && { phone: search.phone }),
      };
      const { total } = prepared(`SELECT COUNT(*) AS total FROM submission_queue WHERE ${where}`).get(params) as {
        total: number;
      };
      const page = Math.min(Math.max(1, requested), Math.max(1, Math.ceil(total / perPage)));
      // The page's rows are found in the queue's table alone, then joined: the rows before it cost an index's
      // entry each, not a submission's row.
      const order = orders[filters.order];
      const rows = prepared(
        `SELECT reference, queue.kind, queue.received_at, fields, queue.step, queue.owner_staff_id
         FROM (SELECT * FROM submission_queue WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset) AS queue
           JOIN submissions ON submissions.id = queue.submission_id
         ORDER BY ${order.replace(/\b(kind|received_at|submission_id)\b/g, "queue.$1")}`,
      ).all({ ...params, limit: perPage, offset: (page - 1) * perPage }) as Row[];
      return { rows: rows.map((row) => toRow(row, now)), total, page };
    },
  };
}

interface PageAsked {
  requested?: number;
  perPage: number;
  now?: Date;
}
