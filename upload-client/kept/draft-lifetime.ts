/**
 * How long a copy of a form stays on the phone: DRAFT_DAYS after it was last saved. Both the draft store and the
 * note of when each copy was saved (draft-marker.ts, read as every page starts) judge it here.
 */
export const DRAFT_DAYS = 7;

const DRAFT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

/** Whether a copy saved at `savedAt` has outlived its time at `now` (both in milliseconds since 1970). */
export function hasExpired(savedAt: number, now: number): boolean {
  return now - savedAt > DRAFT_MS;
}
