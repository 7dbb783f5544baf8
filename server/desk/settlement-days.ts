/**
 * A claim's days against the 60 within which, under the Nigerian Insurance Industry Reform Act 2025, a valid claim is
 * expected to be settled once the insurer is notified (docs/operations.md, "The queue"): counted in calendar days in
 * Lagos from the day it reached the brokerage, which is no later than the insurer's notice, so the count errs early.
 */
import { lagosDate, lagosDaysSince } from "../mail/lagos-time";

export const SETTLEMENT_DAYS = 60;

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
