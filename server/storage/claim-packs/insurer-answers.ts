/**
 * The insurer's answers to a claim (claim-pack-tables.ts), recorded by staff from the claim's page, each with the day
 * the insurer gave it: what it said is checked as its step's details are (answer-kinds.ts, step-details.ts). One
 * transaction: refused as a change is on a stale page, then the move it makes (a query the customer is asked about,
 * an adjuster, an offer, a payment, a decline: submission-progress.ts, with its e-mail when staff ask), the answer's
 * row, the claim's follow-up date with the insurer moved on (follow-ups.ts) and its line in the desk's record. An answer that does not move the claim (an acknowledgement, a query kept
 * from the customer, one for the step it is at) changes no version: the customer's page shows its facts with the
 * step's (claim-status/pages/claim-page.ts). The insurer is the one the claim last went to: its latest move to
 * "With the insurer", and the pack sent with it, if one was.
 */
import { lagosDate } from "../../mail/lagos-time";
import { checkedDetails, type StepDetails } from "../../../form-contract/steps/step-details";
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import type { ChangeOutcome, SubmissionProgress } from "../desk-progress/submission-progress";
import { answerKindOf, VOUCHER_LABEL, type AnswerKind } from "./answer-kinds";
import { followUpsOf } from "./follow-ups";
import { PACK_STEP } from "./claim-packs";

export interface InsurerAnswer {
  id: number;
  reference: string;
  /** The pack it answers; null for a claim moved to "With the insurer" by hand. */
  packId: number | null;
  insurerName: string;
  kind: AnswerKind;
  /** The day the insurer answered, YYYY-MM-DD (a payment's, the day paid). */
  answeredOn: string;
  /** What it said, as its step keeps it: amounts in kobo. */
  details: StepDetails;
  /** The discharge voucher's position among the claim's documents (an offer's); null without one. */
  document: number | null;
  /** The move it made; null for an answer that left the claim at its step. */
  version: number | null;
  staffId: number;
  /** The person who recorded it, as the desk names them now. */
  staffName: string;
  recordedAt: string;
}

/** An answer as the desk's form sends it. */
export interface AnswerToRecord {
  kind: string;
  /** The form's fields as sent: the date and the step's fields. */
  input: Readonly<Record<string, unknown>>;
  /** A query's: ask the customer for the documents it names. */
  ask: boolean;
  /** Whether to e-mail the customer of the move it makes, as a move's own box asks. */
  tell: boolean;
  /** An offer's discharge voucher, by its position among the claim's documents. */
  document?: number;
}

export type AnswerOutcome = ChangeOutcome & { answerId?: number };

/** An answer's row as the table keeps it. */
export interface AnswerRow {
  id: number;
  reference: string;
  pack_id: number | null;
  insurer_name: string;
  kind: string;
  answered_on: string;
  details: string;
  document: number | null;
  version: number | null;
  staff_id: number;
  staff_name: string;
  recorded_at: string;
}

const answerOf = (row: AnswerRow): InsurerAnswer => ({
  id: row.id,
  reference: row.reference,
  packId: row.pack_id,
  insurerName: row.insurer_name,
  kind: answerKindOf(row.kind)!,
  answeredOn: row.answered_on,
  details: JSON.parse(row.details) as StepDetails,
  document: row.document,
  version: row.version,
  staffId: row.staff_id,
  staffName: row.staff_name,
  recordedAt: row.recorded_at,
});

const refused = (reference: string, problems: string[], message = problems.join("; ")): AnswerOutcome => ({
  ok: false,
  refused: "not allowed",
  message: `The insurer's answer on ${reference} was not recorded: ${message}`,
  problems,
});

/** Reading answers: a claim's, oldest first. */
export function readInsurerAnswers(db: Db) {
  const ofReference = db.prepare<[string], AnswerRow>(
    `SELECT insurer_answers.*, submissions.reference, staff.name AS staff_name
     FROM insurer_answers JOIN submissions ON submissions.id = insurer_answers.submission_id
       JOIN staff ON staff.id = insurer_answers.staff_id
     WHERE submissions.reference = ? ORDER BY insurer_answers.id`,
  );
  return { of: (reference: string): InsurerAnswer[] => ofReference.all(reference).map(answerOf) };
}

export type InsurerAnswers = ReturnType<typeof createInsurerAnswers>;

export function createInsurerAnswers(db: Db, progress: SubmissionProgress) {
  const record = createDeskRecord(db);
  const followUps = followUpsOf(db);
  const claimOf = db.prepare<[string], { id: number }>(
    "SELECT id FROM submissions WHERE reference = ? AND kind = 'claim'",
  );
  const isDocumentOf = db.prepare<[number, number], { position: number }>(
    "SELECT position FROM documents WHERE submission_id = ? AND position = ?",
  );
  const packAt = db.prepare<[number, number], { id: number }>(
    "SELECT id FROM claim_packs WHERE submission_id = ? AND version = ?",
  );
  const insert = db.prepare<
    [number, number | null, string, string, string, string, number | null, number | null, number, string]
  >(
    `INSERT INTO insurer_answers (submission_id, pack_id, insurer_name, kind, answered_on, details, document, version,
       staff_id, recorded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  /** The insurer the claim last went to, and the pack it went with; undefined for a claim never sent. */
  function insurerOf(reference: string, submissionId: number) {
    const sent = progress
      .timeline(reference)
      ?.filter((entry) => entry.kind === "step" && entry.step.key === PACK_STEP)
      .at(-1);
    if (sent?.kind !== "step") return undefined;
    return { name: String(sent.details.insurer), packId: packAt.get(submissionId, sent.version)?.id ?? null };
  }

  const recordAnswer = writeTransaction(
    db,
    (reference: string, answer: AnswerToRecord, expectedVersion: number, by: DeskActor, now: Date): AnswerOutcome => {
      const claim = claimOf.get(reference);
      const found = progress.atVersion(reference, expectedVersion);
      if (!found.ok || !claim) {
        return found.ok
          ? { ok: false, refused: "no such submission", message: `There is no claim ${reference}`, problems: [] }
          : found;
      }
      const { state } = found;
      const kind = answerKindOf(answer.kind);
      if (!kind) return refused(reference, [], "choose what the insurer answered from the claim's page");
      const insurer = insurerOf(reference, claim.id);
      if (!insurer) return refused(reference, [], "it has not gone to an insurer: send it to the insurer first");
      if (state.step.closed) {
        return refused(reference, [], `it is ${state.step.staffSee}, which is closed: reopen it first`);
      }
      const checked = checkedDetails([kind.date, ...kind.fields], answer.input, lagosDate(now));
      const problems = "problems" in checked ? [...checked.problems] : [];
      if (answer.document !== undefined && !isDocumentOf.get(claim.id, answer.document)) {
        problems.push(`${VOUCHER_LABEL} is not one of this claim's documents: choose it from the list`);
      }
      if ("problems" in checked || problems.length > 0) return refused(reference, problems);
      const { [kind.date.name]: answeredOn, ...said } = checked.details;
      // A payment's date is its step's own: kept with the amount, as the move keeps it.
      const details = kind.date.name === "answeredOn" ? said : { ...said, [kind.date.name]: answeredOn! };
      const moves =
        (kind.moves === "yes" || (kind.moves === "asked" && answer.ask)) && state.step.key !== kind.step.key;
      let outcome: ChangeOutcome = found;
      if (moves) {
        // The move checks what was typed as its own form's would be: the same fields, by the same rules.
        const input = Object.fromEntries(kind.step.details.map(({ name }) => [name, answer.input[name]]));
        outcome = progress.moveStep(reference, kind.step.key, input, { tell: answer.tell }, expectedVersion, by, now);
        if (!outcome.ok) return refused(reference, outcome.problems, outcome.message);
      }
      const version = moves && outcome.ok ? outcome.state.version : null;
      const { lastInsertRowid } = insert.run(
        claim.id,
        insurer.packId,
        insurer.name,
        kind.key,
        String(answeredOn),
        JSON.stringify(details),
        answer.document ?? null,
        version,
        by.staffId,
        now.toISOString(),
      );
      const answerId = Number(lastInsertRowid);
      followUps.answered(claim.id, now);
      const moved = moves ? `, and moved it to ${kind.step.staffSee}` : "";
      record.insurerAnswered(
        reference,
        `answer ${answerId} from ${insurer.name} of ${String(answeredOn)} (${kind.staffSee})${moved}`,
        by,
        now,
      );
      return { ...outcome, answerId };
    },
  );

  return {
    ...readInsurerAnswers(db),
    /**
     * Records an answer on the claim at the version the officer saw, with the move it makes, all or nothing; refused
     * on a claim never sent to an insurer, or closed.
     */
    record(reference: string, answer: AnswerToRecord, expectedVersion: number, by: DeskActor, now = new Date()) {
      return recordAnswer(reference, answer, expectedVersion, by, now);
    },
  };
}
