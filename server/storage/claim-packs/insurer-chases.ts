/**
 * The insurer's clock on a claim, and chasing it (claim-pack-tables.ts): where the clock stands (its sending, the
 * charter's and the Act's days, the follow-up date: follow-ups.ts), the follow-up date staff choose, and a chase, a
 * reminder e-mailed to the insurer through the outbox (`chase-ID`) in the thread of the pack the claim went with,
 * or, for a claim sent by hand or for a portal, afresh to the claims addresses of the insurer the desk knows by that
 * name (none otherwise). Each is one transaction with its line in the desk's record. A move by hand to a step at
 * which the claim waits on its insurer sets the follow-up date in the move's transaction too.
 */
import { clockDates, type ClockDates, CHASE_AGAIN_WORKING_DAYS } from "../../desk/insurer-clock";
import { lagosDate, lagosDaysSince, writtenDate } from "../../mail/lagos-time";
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";
import { createDeskRecord, type DeskActor } from "../desk-progress/desk-record";
import { WITH_INSURER } from "../desk-progress/queue-counts";
import type { SubmissionProgress } from "../desk-progress/submission-progress";
import { numberedMessages } from "../outbox/numbered-messages";
import { PACK_STEP, readClaimPacks, type ClaimPack } from "./claim-packs";
import { followUpsOf, workingDaysFromToday, type FollowUp, type Sending } from "./follow-ups";

/** The outbox's name for a chase's e-mail: "chase-ID". */
export const chaseMessages = numberedMessages("chase-");

/** The follow-up form's one field, which its problems start with. */
export const FOLLOW_UP_LABEL = "The follow-up date";

export interface InsurerChase {
  id: number;
  reference: string;
  /** The pack whose thread it answers; null for a fresh e-mail. */
  packId: number | null;
  insurerName: string;
  recipients: string[];
  claimNumber: string | null;
  /** Calendar days in Lagos since the claim was sent, as the e-mail says them. */
  daysWithInsurer: number;
  /** The follow-up date it moved on to. */
  followUpOn: string;
  staffId: number;
  staffName: string;
  chasedAt: string;
  /** When its e-mail went; null while it is in the outbox. */
  sentAt: string | null;
}

interface ChaseRow {
  id: number;
  reference: string;
  pack_id: number | null;
  insurer_name: string;
  recipients: string;
  claim_number: string | null;
  days_with_insurer: number;
  follow_up_on: string;
  staff_id: number;
  staff_name: string;
  chased_at: string;
  sent_at: string | null;
}

const chaseOf = (row: ChaseRow): InsurerChase => ({
  id: row.id,
  reference: row.reference,
  packId: row.pack_id,
  insurerName: row.insurer_name,
  recipients: JSON.parse(row.recipients) as string[],
  claimNumber: row.claim_number,
  daysWithInsurer: row.days_with_insurer,
  followUpOn: row.follow_up_on,
  staffId: row.staff_id,
  staffName: row.staff_name,
  chasedAt: row.chased_at,
  sentAt: row.sent_at,
});

const SELECT_CHASES = `
  SELECT insurer_chases.*, submissions.reference, outbox.sent_at, staff.name AS staff_name
  FROM insurer_chases JOIN submissions ON submissions.id = insurer_chases.submission_id
    JOIN staff ON staff.id = insurer_chases.staff_id
    LEFT JOIN outbox ON outbox.submission_id = insurer_chases.submission_id
      AND outbox.message = 'chase-' || insurer_chases.id`;

/** Reading chases: a claim's, and one by its id (the outbox's). */
export function readInsurerChases(db: Db) {
  const ofReference = db.prepare<[string], ChaseRow>(`${SELECT_CHASES} WHERE submissions.reference = ? ORDER BY id`);
  const byId = db.prepare<[number], ChaseRow>(`${SELECT_CHASES} WHERE insurer_chases.id = ?`);
  return {
    /** A claim's chases, oldest first. */
    of: (reference: string): InsurerChase[] => ofReference.all(reference).map(chaseOf),
    byId(id: number): InsurerChase | undefined {
      const row = byId.get(id);
      return row && chaseOf(row);
    },
  };
}

/** Where a chase goes: the pack's thread, or a fresh e-mail (`packId` null). */
export interface ChaseTo {
  recipients: string[];
  packId: number | null;
}

export interface InsurerClock {
  sending: Sending;
  dates: ClockDates;
  /** Calendar days in Lagos since the claim was sent to the insurer, and since it first went to one. */
  daysWithInsurer: number;
  daysSinceFirstSent: number;
  followUp: FollowUp | undefined;
  /** Whether it waits on the insurer now (With the insurer, Being assessed): only then is it followed up. */
  waiting: boolean;
  /** The pack it went with, when one did. */
  pack: ClaimPack | undefined;
  /** Where a chase would go; undefined when the desk has no address for the insurer. */
  chaseTo: ChaseTo | undefined;
}

export type ChaseOutcome = { ok: true; chaseId: number; followUpOn: string } | { ok: false; problem: string };
export type FollowUpOutcome = { ok: true; followUpOn: string } | { ok: false; problem: string };

export type InsurerChases = ReturnType<typeof createInsurerChases>;

export function createInsurerChases(db: Db, progress: SubmissionProgress) {
  const record = createDeskRecord(db);
  const followUps = followUpsOf(db);
  const packs = readClaimPacks(db);
  const chases = readInsurerChases(db);
  const claimOf = db.prepare<[string], { id: number; step: string }>(
    `SELECT submissions.id, submission_queue.step FROM submissions
       JOIN submission_queue ON submission_queue.submission_id = submissions.id
     WHERE reference = ? AND submissions.kind = 'claim'`,
  );
  const insert = db.prepare<[number, number | null, string, string, string | null, number, string, number, string]>(
    `INSERT INTO insurer_chases (submission_id, pack_id, insurer_name, recipients, claim_number, days_with_insurer,
       follow_up_on, staff_id, chased_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const queueMail = db.prepare<[number, string, string]>(
    "INSERT INTO outbox (submission_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );

  function clockOf(reference: string, now: Date): InsurerClock | undefined {
    const claim = claimOf.get(reference);
    const sending = claim && followUps.sendingOf(claim.id);
    if (!claim || !sending) return undefined;
    const pack = packs.of(reference).find((one) => one.version === sending.version);
    const chaseTo =
      pack?.delivery === "email"
        ? { recipients: pack.recipients, packId: pack.id }
        : sending.insurer && { recipients: sending.insurer.claimsEmails, packId: null };
    return {
      sending,
      dates: clockDates(sending),
      daysWithInsurer: lagosDaysSince(sending.sentOn, now),
      daysSinceFirstSent: lagosDaysSince(sending.firstSentOn, now),
      followUp: followUps.of(claim.id),
      waiting: WITH_INSURER.includes(claim.step),
      pack,
      chaseTo,
    };
  }

  const notWaiting = (reference: string) =>
    `${reference} is not waiting on an insurer: it is followed up at With the insurer and Being assessed`;

  const setFollowUp = writeTransaction(
    db,
    (reference: string, typed: string, by: DeskActor, now: Date): FollowUpOutcome => {
      const clock = clockOf(reference, now);
      if (!clock?.waiting) return { ok: false, problem: notWaiting(reference) };
      const today = lagosDate(now);
      const date = typed.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
        return { ok: false, problem: `${FOLLOW_UP_LABEL} must be a date, as ${today}` };
      }
      if (date < today) {
        return { ok: false, problem: `${FOLLOW_UP_LABEL} must be today or later: ${writtenDate(date)} has passed` };
      }
      followUps.set(clock.sending.submissionId, date, "staff", by.staffId, now);
      record.changed(reference, `set the follow-up date with ${clock.sending.insurerName} to ${date}`, by, now);
      return { ok: true, followUpOn: date };
    },
  );

  const chase = writeTransaction(db, (reference: string, by: DeskActor, now: Date): ChaseOutcome => {
    const clock = clockOf(reference, now);
    if (!clock?.waiting) return { ok: false, problem: notWaiting(reference) };
    const { sending, chaseTo } = clock;
    if (!chaseTo) {
      return {
        ok: false,
        problem: `${sending.insurerName} is not on the desk's insurers: add it with its claims address to chase it by e-mail`,
      };
    }
    const last = chases.of(reference).at(-1);
    if (last && lagosDate(new Date(last.chasedAt)) === lagosDate(now)) {
      return {
        ok: false,
        problem: `${sending.insurerName} was chased today already; the next follow-up is ${writtenDate(last.followUpOn)}`,
      };
    }
    const followUpOn = workingDaysFromToday(CHASE_AGAIN_WORKING_DAYS, now);
    const { lastInsertRowid } = insert.run(
      sending.submissionId,
      chaseTo.packId,
      sending.insurerName,
      JSON.stringify(chaseTo.recipients),
      sending.claimNumber,
      clock.daysWithInsurer,
      followUpOn,
      by.staffId,
      now.toISOString(),
    );
    const chaseId = Number(lastInsertRowid);
    queueMail.run(sending.submissionId, chaseMessages.nameFor(chaseId), now.toISOString());
    followUps.set(sending.submissionId, followUpOn, "chased", by.staffId, now);
    const thread = chaseTo.packId === null ? "a fresh e-mail" : `in claim pack ${chaseTo.packId}'s thread`;
    record.changed(
      reference,
      `chased ${sending.insurerName} (chase ${chaseId}, ${thread}, to ${chaseTo.recipients.join(", ")}); follow-up moved to ${followUpOn}`,
      by,
      now,
    );
    return { ok: true, chaseId, followUpOn };
  });

  type Move = Parameters<SubmissionProgress["moveStep"]>;
  const moveStep = writeTransaction(
    db,
    (reference: string, to: string, rest: [Move[2], Move[3], Move[4], Move[5]], now: Date) => {
      const from = progress.currentState(reference)?.step.key ?? "";
      const outcome = progress.moveStep(reference, to, ...rest, now);
      const claim = outcome.ok ? claimOf.get(reference) : undefined;
      if (claim && to === PACK_STEP) followUps.sent(claim.id, now);
      else if (claim && WITH_INSURER.includes(to) && !WITH_INSURER.includes(from)) followUps.answered(claim.id, now);
      return outcome;
    },
  );

  return {
    ...chases,
    /** Where the claim's clock with its insurer stands on the day of `now`; undefined for a claim never sent. */
    clockOf,
    /** Staff's follow-up date, today or later, for a claim that waits on its insurer. */
    setFollowUp: (reference: string, typed: string, by: DeskActor, now = new Date()) =>
      setFollowUp(reference, typed, by, now),
    /** Chases the insurer: the reminder queued, the follow-up date moved on CHASE_AGAIN_WORKING_DAYS; once a day. */
    chase: (reference: string, by: DeskActor, now = new Date()) => chase(reference, by, now),
    /**
     * A move by hand (submission-progress.ts's, as its form sends it), with the follow-up date it sets: the
     * charter's for a claim sent to the insurer, the next one for a claim that comes back to the insurer.
     */
    moveStep: (...[reference, to, input, forCustomer, expectedVersion, by, now = new Date()]: Move) =>
      moveStep(reference, to, [input, forCustomer, expectedVersion, by], now),
  };
}
