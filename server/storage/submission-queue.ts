/**
 * The desk's queue: every submission still open (its step is not a closed one), newest first or fewest days left
 * first, narrowed by kind, step, owner and one search box. The search reads the stored fields, so it looks at the
 * reference, the name, the e-mail, the phone (in any of the forms a person writes a Nigerian number) and a claim's
 * policy number; a brokerage's open submissions are a few hundred at most, so they are read and matched here.
 */
import { stepOf, type Step, type SubmissionKind } from "../../form-contract/steps/steps";
import { daysOpenOf } from "../desk/settlement-days";
import { choiceLabel } from "../mail/form-choices";
import { parseTypedPhone } from "../submissions/typed-phone";
import type { Db } from "./database";
import { askedDocumentsOf } from "./customer-documents";
import { createStaffStore, type StaffMember } from "./staff";
import { senderName } from "./submission-store";

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

/** The national number of a phone as typed, for comparing the forms a person writes it in. */
const nationalNumber = (typed: string) => parseTypedPhone(typed)?.nationalNumber;

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** Whether a submission is one what was typed in the search box names; the search is read once, not per row. */
function searchFor(search: string): (reference: string, fields: StoredFields) => boolean {
  const wanted = folded(search);
  if (wanted === "") return () => true;
  const typedPhone = /^[\d\s()+-]{7,}$/.test(search.trim()) ? nationalNumber(search) : undefined;
  return (reference, fields) => {
    const texts = [reference, senderName({ fields }), textOf(fields, "email"), textOf(fields, "policyNumber")];
    if (texts.some((text) => folded(text).includes(wanted))) return true;
    return typedPhone !== undefined && nationalNumber(textOf(fields, "phone")) === typedPhone;
  };
}

export type SubmissionQueue = ReturnType<typeof createSubmissionQueue>;

export function createSubmissionQueue(db: Db) {
  const staff = createStaffStore(db);
  const askedDocuments = askedDocumentsOf(db);
  const openRows = db.prepare<[], Row>(
    `SELECT reference, kind, received_at, fields, states.step, states.owner_staff_id
     FROM submissions JOIN submission_states AS states ON states.submission_id = submissions.id
     WHERE states.closed_at IS NULL
     ORDER BY received_at DESC, submissions.id DESC`,
  );

  function toRow(row: Row, fields: StoredFields, now: Date): QueueRow {
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
    /** The open submissions the filters keep, for `viewerId` (whose "mine" it is), counted on the day of `now`. */
    open(filters: QueueFilters, viewerId: number, now = new Date()): QueueRow[] {
      const matches = searchFor(filters.search ?? "");
      const rows = openRows
        .all()
        .filter((row) => filters.kind === undefined || row.kind === filters.kind)
        .filter((row) => filters.step === undefined || row.step === filters.step)
        .filter(
          (row) =>
            filters.owner === "anyone" ||
            (filters.owner === "mine" ? row.owner_staff_id === viewerId : row.owner_staff_id === null),
        )
        .map((row) => ({ row, fields: JSON.parse(row.fields) as StoredFields }))
        .filter(({ row, fields }) => matches(row.reference, fields))
        .map(({ row, fields }) => toRow(row, fields, now));
      if (filters.order === "newest") return rows;
      // Fewest days left first: the claims longest open, then the quotes, which have no such limit, newest first.
      return [...rows].sort((a, b) => (b.daysOpen ?? -1) - (a.daysOpen ?? -1));
    },
  };
}
