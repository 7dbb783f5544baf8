/**
 * The claims the desk's figures count in a period (server/desk/claim-figures.ts), each with its type and its moves
 * to a step, as staff made them (progress-tables.ts): every claim received before the period ends that was open at
 * its start or has closed since. A claim closed before the period began has nothing in it: each move is made before
 * the claim's latest closing, and a date paid is given with the move to Settled, never after it.
 */
import type { StepDetails } from "../../../form-contract/steps/step-details";
import type { Db } from "../database/database";

export interface ClaimMove {
  at: string;
  step: string;
  details: StepDetails;
}

export interface ClaimHistory {
  receivedAt: string;
  /** The claim form's `claimType`, as stored. */
  claimType: unknown;
  /** Oldest first. */
  moves: ClaimMove[];
}

interface Row {
  id: number;
  received_at: string;
  claim_type: unknown;
  at: string | null;
  step: string | null;
  details: string | null;
}

export function claimHistoryReader(db: Db) {
  const rows = db.prepare<{ start: string; end: string }, Row>(
    `SELECT queue.submission_id AS id, queue.received_at, json_extract(submissions.fields, '$.claimType') AS claim_type,
       events.at, events.step, events.details
     FROM submission_queue AS queue
     JOIN submissions ON submissions.id = queue.submission_id
     LEFT JOIN submission_events AS events ON events.submission_id = queue.submission_id AND events.kind = 'step'
     WHERE queue.kind = 'claim' AND queue.received_at < :end AND (queue.closed_at IS NULL OR queue.closed_at >= :start)
     ORDER BY queue.submission_id, events.version`,
  );
  const firstReceived = db.prepare<[], { at: string | null }>(
    "SELECT MIN(received_at) AS at FROM submission_queue WHERE kind = 'claim'",
  );
  return {
    /** The claims with anything in the period from `start` to before `end`. */
    between(start: Date, end: Date): ClaimHistory[] {
      const claims = new Map<number, ClaimHistory>();
      for (const row of rows.iterate({ start: start.toISOString(), end: end.toISOString() })) {
        let claim = claims.get(row.id);
        if (!claim) {
          claim = { receivedAt: row.received_at, claimType: row.claim_type, moves: [] };
          claims.set(row.id, claim);
        }
        if (row.at !== null) {
          claim.moves.push({ at: row.at, step: row.step!, details: JSON.parse(row.details!) as StepDetails });
        }
      }
      return [...claims.values()];
    },
    /** When the first claim came, if one has. */
    firstReceivedAt: () => firstReceived.get()?.at ?? undefined,
  };
}
