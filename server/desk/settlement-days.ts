/**
 * A claim's days against the 60 within which, under the Nigerian Insurance Industry Reform Act 2025, a valid claim is
 * expected to be settled once the insurer is notified (docs/operations.md, "The queue"): counted in calendar days in
 * Lagos from the day it reached the brokerage, which is no later than the insurer's notice, so the count errs early.
 */
import { lagosDate, lagosDaysSince } from "../mail/lagos-time";

export const SETTLEMENT_DAYS = 60;

/** Within this many days of the 60, a claim is due soon: its days are marked, and the queue counts it. */
export const DUE_SOON_DAYS = 14;

/** Calendar days in Lagos from the day of `receivedAt` to the day of `now`. */
export const daysOpenOf = (receivedAt: string, now: Date) => lagosDaysSince(lagosDate(new Date(receivedAt)), now);

/**
 * The days of an open claim against the 60, "12 of 60 days, 48 left" or "63 of 60 days, 3 over"; of a closed one, the
 * day it closed on in its closed step's words, "Settled on day 12" or "Declined on day 69, 9 over the 60": its count
 * stops there.
 */
export function claimDays(receivedAt: string, closed: { step: string; at: string } | null, now: Date): string {
  if (closed === null) return daysAgainstLimit(daysOpenOf(receivedAt, now));
  const day = daysOpenOf(receivedAt, new Date(closed.at));
  const over = day - SETTLEMENT_DAYS;
  return `${closed.step} on day ${day}${over > 0 ? `, ${over} over the ${SETTLEMENT_DAYS}` : ""}`;
}

/** "12 of 60 days, 48 left", or "63 of 60 days, 3 over". */
export function daysAgainstLimit(daysOpen: number): string {
  const left = SETTLEMENT_DAYS - daysOpen;
  return `${daysOpen} of ${SETTLEMENT_DAYS} days, ${left >= 0 ? `${left} left` : `${-left} over`}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant before which a claim was received for it to be at least `days` days open on the day of `now`: the
 * start, in Lagos (WAT, UTC+1 all year), of the day `days - 1` days before, in ISO 8601 as `received_at` is kept.
 */
export function receivedBeforeDaysOpen(days: number, now: Date): string {
  return new Date(Date.parse(`${lagosDate(now)}T00:00:00+01:00`) - (days - 1) * DAY_MS).toISOString();
}
