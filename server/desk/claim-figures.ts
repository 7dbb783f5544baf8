/**
 * The desk's figures for a period (docs/operations.md, "The figures"), by insurer and by class of business, from
 * each claim's moves. A claim counts in a period by the Lagos date of the event counted: received on the day it came,
 * sent on the day of its first move to With the insurer, an offer on the day of its first move to Offer made,
 * settled on the date paid staff gave, declined or withdrawn on the day of that move; settled, declined and
 * withdrawn as the claim stands now (a claim reopened since is none of them). Open is open at the end of the period,
 * or now for the period under way; past 60 days, open more than 60 days then (settlement-days.ts). Days are
 * calendar days in Lagos, each interval counted in the period its end falls in, as its median and 90th percentile
 * by nearest rank (nearest-rank.ts).
 */
import type { ClaimType } from "../../form-contract/claim/schema";
import { stepOf } from "../../form-contract/steps/steps";
import { lagosDate, lagosDaysSince } from "../mail/lagos-time";
import type { ClaimHistory, ClaimMove } from "../storage/desk-progress/claim-histories";
import { CLAIM_CLASSES, claimTypeOf } from "./claim-classes";
import type { Period } from "./figures-period";
import { nearestRank } from "./nearest-rank";
import { daysOpenOf, SETTLEMENT_DAYS } from "./settlement-days";

export interface DaysFigures {
  median: number | undefined;
  ninetieth: number | undefined;
}

export interface Figures {
  received: number;
  sent: number;
  offered: number;
  settled: number;
  settledKobo: number;
  declined: number;
  withdrawn: number;
  open: number;
  pastSixty: number;
  receivedToSent: DaysFigures;
  sentToOffer: DaysFigures;
  receivedToPaid: DaysFigures;
}

/** A line of a table: its name, and for a class whether it sums those under it (Life, Non-life, All claims). */
export interface FiguresRow {
  name: string;
  total: boolean;
  figures: Figures;
}

export interface ClaimFigures {
  period: Period;
  /** The moment open claims are counted at: the end of the period, or now. */
  asOf: Date;
  byInsurer: FiguresRow[];
  byClass: FiguresRow[];
}

/** What the tables name the claims not yet sent to an insurer, and the line of every claim. */
export const NO_INSURER = "No insurer yet";
export const ALL_CLAIMS = "All claims";

/** What the figures read of one claim. */
interface ClaimFacts {
  type: ClaimType;
  /** The insurer named at its latest move to With the insurer; null when it has never gone. */
  insurer: string | null;
  receivedAt: string;
  received: string;
  sent: string | undefined;
  offered: string | undefined;
  /** The closed step it is at now, and its date: a settlement's the date paid. */
  closed: { step: string; on: string; kobo: number } | undefined;
  moves: ClaimMove[];
}

const dayOf = (move: ClaimMove | undefined) => move && lagosDate(new Date(move.at));
const daysFrom = (from: string, to: string) => lagosDaysSince(from, new Date(`${to}T12:00:00+01:00`));
const isClosing = (move: ClaimMove | undefined) => move !== undefined && stepOf("claim", move.step)!.closed;
/** The latest of `moves` that `matches`. */
const latest = (moves: ClaimMove[], matches: (move: ClaimMove) => boolean) => [...moves].reverse().find(matches);

function closedNow(moves: ClaimMove[]): ClaimFacts["closed"] {
  const last = moves.at(-1);
  if (!last || !isClosing(last)) return undefined;
  const settled = last.step === "settled";
  return {
    step: last.step,
    on: settled ? String(last.details.paidOn) : dayOf(last)!,
    kobo: settled ? Number(last.details.amount) : 0,
  };
}

function factsOf(claim: ClaimHistory): ClaimFacts {
  const { moves } = claim;
  const insurer = latest(moves, (move) => move.step === "with-insurer")?.details.insurer;
  return {
    type: claimTypeOf(claim.claimType),
    insurer: typeof insurer === "string" ? insurer : null,
    receivedAt: claim.receivedAt,
    received: lagosDate(new Date(claim.receivedAt)),
    sent: dayOf(moves.find((move) => move.step === "with-insurer")),
    offered: dayOf(moves.find((move) => move.step === "offer-made")),
    closed: closedNow(moves),
    moves,
  };
}

/** Whether it was open at `asOf`: received by then, its latest move by then not to a closed step. */
const openAt = (claim: ClaimFacts, asOf: Date) =>
  new Date(claim.receivedAt) <= asOf && !isClosing(latest(claim.moves, (move) => new Date(move.at) <= asOf));

const daysFigures = (days: number[]): DaysFigures => ({
  median: nearestRank(days, 50),
  ninetieth: nearestRank(days, 90),
});

function figuresOf(claims: ClaimFacts[], period: Period, asOf: Date): Figures {
  const within = (day: string | undefined): day is string =>
    day !== undefined && day >= period.first && day <= period.last;
  const closedAs = (step: string) => claims.filter(({ closed }) => closed?.step === step && within(closed.on));
  const settled = closedAs("settled");
  const open = claims.filter((claim) => openAt(claim, asOf));
  const sent = claims.filter((claim) => within(claim.sent));
  const offered = claims.filter((claim) => within(claim.offered));
  return {
    received: claims.filter((claim) => within(claim.received)).length,
    sent: sent.length,
    offered: offered.length,
    settled: settled.length,
    settledKobo: settled.reduce((sum, { closed }) => sum + closed!.kobo, 0),
    declined: closedAs("declined").length,
    withdrawn: closedAs("withdrawn").length,
    open: open.length,
    pastSixty: open.filter((claim) => daysOpenOf(claim.receivedAt, asOf) > SETTLEMENT_DAYS).length,
    receivedToSent: daysFigures(sent.map((claim) => daysFrom(claim.received, claim.sent!))),
    // An offer can follow an assessment the brokerage arranged without the insurer's move: it has no days from sent.
    sentToOffer: daysFigures(
      offered.filter((claim) => claim.sent !== undefined).map((claim) => daysFrom(claim.sent!, claim.offered!)),
    ),
    receivedToPaid: daysFigures(settled.map((claim) => daysFrom(claim.received, claim.closed!.on))),
  };
}

/**
 * The figures of `claims` (claim-histories.ts) for `period` on the day of `now`: a line per insurer, those on the
 * desk's list (`insurers`, by name) with any named at a move, then the claims with none, then every claim; and a
 * line for life and non-life business, each followed by its claim types, then every claim.
 */
export function claimFigures(claims: ClaimHistory[], period: Period, insurers: string[], now: Date): ClaimFigures {
  const asOf = new Date(Math.min(now.getTime(), period.end.getTime() - 1));
  const facts = claims.map(factsOf);
  const row = (name: string, total: boolean, some: ClaimFacts[]): FiguresRow => ({
    name,
    total,
    figures: figuresOf(some, period, asOf),
  });
  const named = new Set([...insurers, ...facts.flatMap(({ insurer }) => (insurer === null ? [] : [insurer]))]);
  const byName = [...named].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  const all = row(ALL_CLAIMS, true, facts);
  return {
    period,
    asOf,
    byInsurer: [
      ...byName.map((name) =>
        row(
          name,
          false,
          facts.filter(({ insurer }) => insurer === name),
        ),
      ),
      row(
        NO_INSURER,
        false,
        facts.filter(({ insurer }) => insurer === null),
      ),
      all,
    ],
    byClass: [
      ...CLAIM_CLASSES.flatMap(({ business, classes }) => [
        row(
          `${business} business`,
          true,
          facts.filter(({ type }) => classes.some((kind) => kind.type === type)),
        ),
        ...classes.map(({ type, label }) =>
          row(
            label,
            false,
            facts.filter((claim) => claim.type === type),
          ),
        ),
      ]),
      all,
    ],
  };
}
