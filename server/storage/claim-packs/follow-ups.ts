/**
 * Each claim's follow-up date with its insurer (claim_follow_ups, claim-pack-tables.ts), written in the transaction
 * of what sets it: the claim's sending (a pack, or a move to "With the insurer" by hand) sets the charter's day to
 * acknowledge by; an answer of the insurer's, or the claim's return to the insurer, the charter's day to offer by, or
 * CHASE_AGAIN_WORKING_DAYS from today once that has passed; staff, the date they chose; a chase, the day it moves on
 * to. Where the clock starts is read from the claim's own moves and answers (desk/insurer-clock.ts).
 */
import {
  addWorkingDays,
  CHASE_AGAIN_WORKING_DAYS,
  charterOrDefaults,
  defaultFollowUp,
  laterOf,
  type ClockStart,
} from "../../desk/insurer-clock";
import { lagosDate } from "../../mail/lagos-time";
import type { Db } from "../database/database";
import { createInsurers, type Insurer } from "../insurers/insurers";

export type FollowUpSetBy = "sent" | "answered" | "staff" | "chased";

export interface FollowUp {
  on: string;
  setBy: FollowUpSetBy;
  /** The person who chose it or chased; null for one the sending or an answer set. */
  staffName: string | null;
  setAt: string;
}

/** Where a claim's clock starts, with the insurer it went to. */
export interface Sending extends ClockStart {
  submissionId: number;
  insurerName: string;
  /** The insurer as the desk knows it by that name; undefined for one it does not. */
  insurer: Insurer | undefined;
  /** The move to "With the insurer" it is, and when it was made. */
  version: number;
  sentAt: string;
  firstSentAt: string;
  /** The insurer's claim number: its latest acknowledgement's, or else the one the move gave. */
  claimNumber: string | null;
}

interface SendingRow {
  version: number;
  at: string;
  insurer: string;
  claim_number: string | null;
  first_at: string;
  answered: number;
  acknowledged_number: string | null;
}

/** The day `days` working days after the day of `now` in Lagos. */
export const workingDaysFromToday = (days: number, now: Date) => addWorkingDays(lagosDate(now), days);

export type FollowUps = ReturnType<typeof followUpsOf>;

export function followUpsOf(db: Db) {
  const insurers = createInsurers(db);
  const sending = db.prepare<[number, number], SendingRow>(
    `SELECT sent.version, sent.at, json_extract(sent.details, '$.insurer') AS insurer,
       json_extract(sent.details, '$.insurerClaimNumber') AS claim_number,
       (SELECT MIN(at) FROM submission_events WHERE submission_id = ? AND kind = 'step' AND step = 'with-insurer')
         AS first_at,
       (SELECT COUNT(*) FROM insurer_answers WHERE submission_id = sent.submission_id AND recorded_at >= sent.at)
         AS answered,
       (SELECT json_extract(details, '$.insurerClaimNumber') FROM insurer_answers
         WHERE submission_id = sent.submission_id AND kind = 'acknowledged'
           AND insurer_name = json_extract(sent.details, '$.insurer')
         ORDER BY id DESC LIMIT 1) AS acknowledged_number
     FROM submission_events AS sent
     WHERE sent.submission_id = ? AND sent.kind = 'step' AND sent.step = 'with-insurer'
     ORDER BY sent.version DESC LIMIT 1`,
  );
  const write = db.prepare<[number, string, FollowUpSetBy, number | null, string]>(
    `INSERT INTO claim_follow_ups (submission_id, follow_up_on, set_by, staff_id, set_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (submission_id) DO UPDATE SET follow_up_on = excluded.follow_up_on, set_by = excluded.set_by,
       staff_id = excluded.staff_id, set_at = excluded.set_at`,
  );
  const current = db.prepare<[number], { on: string; setBy: FollowUpSetBy; staffName: string | null; setAt: string }>(
    `SELECT follow_up_on AS "on", set_by AS setBy, staff.name AS staffName, set_at AS setAt
     FROM claim_follow_ups LEFT JOIN staff ON staff.id = claim_follow_ups.staff_id WHERE submission_id = ?`,
  );

  /** Where the clock of the claim stands: its latest sending; undefined for a claim never sent to an insurer. */
  function sendingOf(submissionId: number): Sending | undefined {
    const row = sending.get(submissionId, submissionId);
    if (!row) return undefined;
    const insurer = insurers.list().find((one) => one.name.toLowerCase() === row.insurer.toLowerCase());
    return {
      submissionId,
      insurerName: row.insurer,
      insurer,
      version: row.version,
      sentAt: row.at,
      firstSentAt: row.first_at,
      sentOn: lagosDate(new Date(row.at)),
      firstSentOn: lagosDate(new Date(row.first_at)),
      acknowledged: row.answered > 0,
      charter: charterOrDefaults(insurer),
      claimNumber: row.acknowledged_number ?? row.claim_number,
    };
  }

  const set = (submissionId: number, on: string, setBy: FollowUpSetBy, staffId: number | null, now: Date) =>
    write.run(submissionId, on, setBy, staffId, now.toISOString());

  return {
    sendingOf,
    of: (submissionId: number): FollowUp | undefined => current.get(submissionId),
    /** The claim was just sent to its insurer: follow up on the charter's day to acknowledge by. */
    sent(submissionId: number, now: Date) {
      const start = sendingOf(submissionId)!;
      set(submissionId, defaultFollowUp(start), "sent", null, now);
    },
    /**
     * The insurer answered, or the claim came back to it: follow up on the charter's day, or a chase's time from
     * today once that day has passed. Nothing for a claim never sent.
     */
    answered(submissionId: number, now: Date) {
      const start = sendingOf(submissionId);
      if (!start) return;
      const on = laterOf(defaultFollowUp(start), workingDaysFromToday(CHASE_AGAIN_WORKING_DAYS, now));
      set(submissionId, on, "answered", null, now);
    },
    /** Staff chose the date, or a chase moved it on. */
    set: (submissionId: number, on: string, setBy: "staff" | "chased", staffId: number, now: Date) =>
      set(submissionId, on, setBy, staffId, now),
  };
}
