/**
 * Where each submission stands on the desk, and the changes that move it (progress-tables.ts): its state, its
 * timeline, and the three changes staff make, assigning it, writing a note and moving it to another step. Each
 * change names the version the person saw; on any other version it is refused with who changed it last and when,
 * and nothing is written. A change, its line in the desk's record and the e-mail telling the customer of a move
 * (when staff choose to, and the step is one the customer hears of) are committed together.
 */
import { CONTROL_EXCEPT_LINE_BREAKS } from "../../../form-contract/shared/control-characters";
import { limits } from "../../../form-contract/shared/rules";
import { checkedDetails, detailLines, type StepDetails } from "../../../form-contract/steps/step-details";
import { detailsFor, reopenReason, stepOf, type Step, type SubmissionKind } from "../../../form-contract/steps/steps";
import { lagosDate, lagosTime } from "../../mail/lagos-time";
import type { Db } from "../database/database";
import { createDeskRecord, type DeskActor } from "./desk-record";
import { isMailable, queueingStepMail } from "../outbox/mail-queueing";
import { queueRowWriter, type QueueChange } from "./queue-rows";
import { createStaffStore, type StaffMember } from "../desk-people/staff";
import { writeTransaction } from "../database/write-transaction";

export interface SubmissionState {
  reference: string;
  kind: SubmissionKind;
  step: Step;
  owner: StaffMember | null;
  /** The number of changes made so far: what the next change names. */
  version: number;
  /** When it moved to the closed step it is at; null while open. */
  closedAt: string | null;
  /** Null for a submission nobody has changed yet. */
  lastChange: { by: StaffMember; at: string } | null;
}

export type TimelineEntry = { version: number; at: string; by: StaffMember } & (
  | {
      kind: "step";
      step: Step;
      details: StepDetails;
      detailLines: string[];
      message: string | null;
      /** Whether an e-mail telling the customer was queued with it. */
      customerTold: boolean;
    }
  | { kind: "note"; note: string }
  | { kind: "assignment"; owner: StaffMember | null }
);

export type ChangeOutcome =
  | { ok: true; state: SubmissionState }
  | {
      ok: false;
      refused: "no such submission" | "stale" | "not allowed";
      message: string;
      /** Each problem with what was given (details, note, message), for the form's fields. */
      problems: string[];
      /** On a stale version: the change made since, by whom and when. */
      lastChange?: { by: StaffMember; at: string };
    };

interface StateRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  step: string;
  owner_staff_id: number | null;
  version: number;
  closed_at: string | null;
}

interface EventRow {
  version: number;
  at: string;
  staff_id: number;
  kind: TimelineEntry["kind"];
  step: string | null;
  details: string | null;
  message: string | null;
  note: string | null;
  owner_staff_id: number | null;
  customer_told: 0 | 1 | null;
}

type EventColumns = Partial<
  Pick<EventRow, "step" | "details" | "message" | "note" | "owner_staff_id" | "customer_told">
>;

/** What staff say to the customer with a move: a message, and whether to e-mail them of it. */
export interface ForCustomer {
  message?: string;
  /** Ask to e-mail the customer; it goes where the step is one they hear of (steps.ts) and they have an address. */
  tell?: boolean;
}

export interface ProgressOptions {
  /** Whether the service sends e-mail (SMTP_URL): without it nothing is queued for the customer. */
  mailsCustomers?: boolean;
}

const TEXT_RULE = `at most ${limits.longTextMax} characters, with no hidden control characters (line breaks are fine)`;

/** The words the problems with a note and with a message start with: the desk's form ties each to its field. */
export const NOTE_LABEL = "The note";
export const MESSAGE_LABEL = "The message for the customer";

const NOTE_EMPTY = "The note is empty: write it first";

/** A note or a message for the customer: trimmed, or the problem with it. */
function checkedText(text: string, what: string): { text: string } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed.length > limits.longTextMax || CONTROL_EXCEPT_LINE_BREAKS.test(trimmed)) {
    return { problem: `${what} must be ${TEXT_RULE}` };
  }
  return { text: trimmed };
}

/** The message for the customer with a move to `step`, checked; refused for a step the customer never hears of. */
function messageFor(step: Step, text: string): { text: string } | { problem: string } {
  const checked = checkedText(text, MESSAGE_LABEL);
  if ("text" in checked && checked.text !== "" && step.customerMail === undefined) {
    return { problem: `${MESSAGE_LABEL} goes nowhere: the customer is not told of ${step.staffSee}; write a note` };
  }
  return checked;
}

/**
 * What staff give for a move from `from` to `next` and their message, checked as the move checks them; the desk's
 * preview of the customer's e-mail checks them the same way before composing it.
 */
export function checkedMove(
  from: Step,
  next: Step,
  input: Readonly<Record<string, unknown>>,
  messageText: string,
  now: Date,
): { details: StepDetails; message: string } | { problems: string[] } {
  const checked = checkedDetails(detailsFor(from, next), input, lagosDate(now));
  const message = messageFor(next, messageText);
  if ("problems" in checked || "problem" in message) {
    return {
      problems: [
        ...("problems" in checked ? checked.problems : []),
        ...("problem" in message ? [message.problem] : []),
      ],
    };
  }
  return { details: checked.details, message: message.text };
}

/** "In review, Waiting for documents, Declined or Withdrawn". */
const listed = (steps: readonly Step[]) =>
  steps.length === 1
    ? steps[0]!.staffSee
    : `${steps
        .slice(0, -1)
        .map((step) => step.staffSee)
        .join(", ")} or ${steps.at(-1)!.staffSee}`;

/** What a change does to where the submission stands. */
function queueChange(
  submissionKind: SubmissionKind,
  kind: EventRow["kind"],
  columns: EventColumns,
  at: string,
): QueueChange {
  if (kind === "step") return { kind, step: columns.step!, at, closed: stepOf(submissionKind, columns.step!)!.closed };
  if (kind === "assignment") return { kind, ownerStaffId: columns.owner_staff_id ?? null };
  return { kind };
}

const who = (person: StaffMember) => `${person.name} <${person.email}>`;

export type SubmissionProgress = ReturnType<typeof createSubmissionProgress>;

export function createSubmissionProgress(db: Db, { mailsCustomers = false }: ProgressOptions = {}) {
  const staff = createStaffStore(db);
  const record = createDeskRecord(db);
  const queueStepMail = queueingStepMail(db);
  const queueRows = queueRowWriter(db);
  const customerEmailOf = db.prepare<[number], { email: unknown }>(
    "SELECT json_extract(fields, '$.email') AS email FROM submissions WHERE id = ?",
  );
  const stateOf = db.prepare<[string], StateRow>(
    `SELECT submissions.id, reference, kind, states.step, states.owner_staff_id, states.version, states.closed_at
     FROM submissions JOIN submission_states AS states ON states.submission_id = submissions.id
     WHERE reference = ?`,
  );
  const lastEvent = db.prepare<[number], Pick<EventRow, "staff_id" | "at">>(
    "SELECT staff_id, at FROM submission_events WHERE submission_id = ? ORDER BY version DESC LIMIT 1",
  );
  const eventsOf = db.prepare<[number], EventRow>(
    `SELECT version, at, staff_id, kind, step, details, message, note, owner_staff_id, customer_told
     FROM submission_events WHERE submission_id = ? ORDER BY version`,
  );
  const insertEvent = db.prepare<
    [
      number,
      number,
      string,
      number,
      EventRow["kind"],
      string | null,
      string | null,
      string | null,
      string | null,
      number | null,
      0 | 1 | null,
    ]
  >(
    `INSERT INTO submission_events
       (submission_id, version, at, staff_id, kind, step, details, message, note, owner_staff_id, customer_told)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const person = (id: number) => staff.byId(id)!;

  function lastChangeOf(row: StateRow) {
    const event = lastEvent.get(row.id);
    return event ? { by: person(event.staff_id), at: event.at } : null;
  }

  function state(row: StateRow): SubmissionState {
    return {
      reference: row.reference,
      kind: row.kind,
      step: stepOf(row.kind, row.step)!,
      owner: row.owner_staff_id === null ? null : person(row.owner_staff_id),
      version: row.version,
      closedAt: row.closed_at,
      lastChange: lastChangeOf(row),
    };
  }

  const refusal = (message: string, problems: string[] = []): ChangeOutcome => ({
    ok: false,
    refused: "not allowed",
    message,
    problems,
  });

  /** The submission as it stands, if it is still at the version the person saw; otherwise why not. */
  function atVersion(reference: string, row: StateRow | undefined, expectedVersion: number): ChangeOutcome {
    if (!row) {
      return {
        ok: false,
        refused: "no such submission",
        message: `There is no submission ${reference}`,
        problems: [],
      };
    }
    const lastChange = row.version === expectedVersion ? null : lastChangeOf(row);
    if (row.version !== expectedVersion && lastChange === null) {
      return refusal(`${reference} has had no change yet; reload its page and make yours on what it shows`);
    }
    if (lastChange) {
      return {
        ok: false,
        refused: "stale",
        message:
          `${lastChange.by.name} changed ${reference} at ${lagosTime(lastChange.at)}, after the version you ` +
          "saw; nothing of yours was saved. See their change, then make yours again.",
        problems: [],
        lastChange,
      };
    }
    return { ok: true, state: state(row) };
  }

  /**
   * Runs `change` on the submission at the version the person saw, under the write lock taken at once; it answers
   * the timeline's new entry and the record's words for it, or a refusal. Nothing is written on a refusal.
   */
  function changeAt(
    reference: string,
    expectedVersion: number,
    by: DeskActor,
    now: Date,
    change: (row: StateRow) => { kind: EventRow["kind"]; columns: EventColumns; what: string } | ChangeOutcome,
  ): ChangeOutcome {
    return writeTransaction(db, (): ChangeOutcome => {
      const row = stateOf.get(reference);
      const unchanged = atVersion(reference, row, expectedVersion);
      if (!row || !unchanged.ok) return unchanged;
      const made = change(row);
      if ("ok" in made) return made;
      const { kind, columns, what } = made;
      const at = now.toISOString();
      insertEvent.run(
        row.id,
        row.version + 1,
        at,
        by.staffId,
        kind,
        columns.step ?? null,
        columns.details ?? null,
        columns.message ?? null,
        columns.note ?? null,
        columns.owner_staff_id ?? null,
        columns.customer_told ?? null,
      );
      queueRows.changed(row.id, row.version + 1, queueChange(row.kind, kind, columns, at));
      if (columns.customer_told === 1) queueStepMail(row.id, row.version + 1, now);
      record.changed(reference, what, by, now);
      return { ok: true, state: state(stateOf.get(reference)!) };
    })();
  }

  return {
    mailsCustomers,

    /**
     * The submission as it stands, refused as a change is when the person's page showed another version: for what
     * staff record beside it without changing it (an insurer's answer that leaves the claim at its step), called in
     * that record's own transaction.
     */
    atVersion: (reference: string, expectedVersion: number) =>
      atVersion(reference, stateOf.get(reference), expectedVersion),

    currentState(reference: string): SubmissionState | undefined {
      const row = stateOf.get(reference);
      return row && state(row);
    },

    /** Every change made to it, oldest first; undefined when there is no such submission. */
    timeline(reference: string): TimelineEntry[] | undefined {
      const row = stateOf.get(reference);
      if (!row) return undefined;
      return eventsOf.all(row.id).map((event): TimelineEntry => {
        const common = { version: event.version, at: event.at, by: person(event.staff_id) };
        if (event.kind === "note") return { ...common, kind: "note", note: event.note! };
        if (event.kind === "assignment") {
          const owner = event.owner_staff_id === null ? null : person(event.owner_staff_id);
          return { ...common, kind: "assignment", owner };
        }
        const step = stepOf(row.kind, event.step!)!;
        const details = JSON.parse(event.details!) as StepDetails;
        return {
          ...common,
          kind: "step",
          step,
          details,
          detailLines: detailLines([...step.details, reopenReason], details),
          message: event.message,
          customerTold: event.customer_told === 1,
        };
      });
    },

    /** Gives it to a person on the desk, or to nobody (null). */
    assign(reference: string, ownerStaffId: number | null, expectedVersion: number, by: DeskActor, now = new Date()) {
      return changeAt(reference, expectedVersion, by, now, () => {
        const owner = ownerStaffId === null ? null : staff.byId(ownerStaffId);
        if (owner === undefined || owner?.removedAt) return refusal("That person is not on the desk");
        const what = owner ? `assigned it to ${who(owner)}` : "left it to nobody";
        return { kind: "assignment", columns: { owner_staff_id: ownerStaffId }, what };
      });
    },

    /** An internal note: staff see it, the customer never does. */
    addNote(reference: string, note: string, expectedVersion: number, by: DeskActor, now = new Date()) {
      return changeAt(reference, expectedVersion, by, now, () => {
        const checked = checkedText(note, NOTE_LABEL);
        if ("problem" in checked) return refusal(checked.problem, [checked.problem]);
        if (checked.text === "") return refusal(NOTE_EMPTY, [NOTE_EMPTY]);
        return { kind: "note", columns: { note: checked.text }, what: "wrote a note" };
      });
    },

    /**
     * Moves it to step `to` with what that step asks staff to give (`input`, as the desk's form sends it:
     * steps.ts, step-details.ts), and an optional message for the customer, kept for the customer's page. When
     * staff ask, the customer is e-mailed of it: where the step is one they hear of (a quote's "Quote sent" only
     * with a message), the service sends e-mail, and the submission's address is one the form accepts.
     */
    moveStep(
      reference: string,
      to: string,
      input: Readonly<Record<string, unknown>>,
      forCustomer: ForCustomer | undefined,
      expectedVersion: number,
      by: DeskActor,
      now = new Date(),
    ) {
      return changeAt(reference, expectedVersion, by, now, (row) => {
        const kindName = row.kind === "claim" ? "A claim" : "A quote request";
        const from = stepOf(row.kind, row.step)!;
        const next = stepOf(row.kind, to);
        if (!next) return refusal(`${kindName} has no step "${to}"`);
        if (!from.next.includes(next.key)) {
          const allowed = from.next.map((key) => stepOf(row.kind, key)!);
          return refusal(
            `${kindName} cannot move from ${from.staffSee} to ${next.staffSee}: from ${from.staffSee} it moves to ${listed(allowed)}`,
          );
        }
        const checked = checkedMove(from, next, input, forCustomer?.message ?? "", now);
        if ("problems" in checked) {
          const { problems } = checked;
          return refusal(`${reference} was not moved to ${next.staffSee}: ${problems.join("; ")}`, problems);
        }
        const mail = next.customerMail;
        const told =
          forCustomer?.tell === true &&
          mailsCustomers &&
          mail !== undefined &&
          (!mail.onlyWithMessage || checked.message !== "") &&
          isMailable(customerEmailOf.get(row.id)?.email);
        const reopened = from.closed ? "reopened it and " : "";
        const said = checked.message ? ", with a message for the customer" : "";
        return {
          kind: "step",
          columns: {
            step: next.key,
            details: JSON.stringify(checked.details),
            message: checked.message || null,
            customer_told: told ? 1 : 0,
          },
          what: `${reopened}moved it to ${next.staffSee}${said}${told ? ", and told the customer by e-mail" : ""}`,
        };
      });
    },
  };
}
