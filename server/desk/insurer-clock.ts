/**
 * A claim's clock with its insurer, in Lagos days: the days the insurer's Service Charter gives it from the claim's
 * sending (to acknowledge, in working days; to make an offer, in calendar days) and the Act's 60 days from the first
 * time the claim went to an insurer (the insurer's first notice, from which the Act expects a valid claim settled),
 * and the follow-up date these give by default. Working days are Monday to Friday: Nigeria's public holidays are
 * not known to the service, so a holiday counts as a working day and the dates err early, never late.
 */
import { CHARTER_DEFAULTS } from "../storage/insurers/insurers";
import { SETTLEMENT_DAYS } from "./settlement-days";

/** After a chase, the follow-up date moves on this many working days: a reply's time, without nagging. */
export const CHASE_AGAIN_WORKING_DAYS = 3;

/** The days an insurer's Service Charter gives it. */
export interface Charter {
  acknowledgeWorkingDays: number;
  offerDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date (YYYY-MM-DD) `days` calendar days after `isoDate`. */
export const addDays = (isoDate: string, days: number) => dateOf(dayOf(isoDate) + days * DAY_MS);

const isWeekend = (isoDate: string) => [0, 6].includes(new Date(dayOf(isoDate)).getUTCDay());

/** The date `days` working days after `isoDate`: Saturdays and Sundays are skipped, holidays are not known. */
export function addWorkingDays(isoDate: string, days: number): string {
  let date = isoDate;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/** The later of two dates (YYYY-MM-DD). */
export const laterOf = (a: string, b: string) => (a > b ? a : b);

/** Where a claim's clock with its insurer starts, and what the insurer has done since. */
export interface ClockStart {
  /** The Lagos date the claim was last sent to the insurer (its latest move to "With the insurer"). */
  sentOn: string;
  /** The Lagos date it first went to an insurer: the Act's 60 days run from it. */
  firstSentOn: string;
  /** Whether the insurer has answered anything since it was sent, which acknowledges it. */
  acknowledged: boolean;
  /** The insurer's charter; the defaults (CHARTER_DEFAULTS) for an insurer the desk does not know by name. */
  charter: Charter;
}

export interface ClockDates {
  acknowledgeBy: string;
  offerBy: string;
  /** The Act's 60th day. */
  actBy: string;
}

export function clockDates({ sentOn, firstSentOn, charter }: ClockStart): ClockDates {
  return {
    acknowledgeBy: addWorkingDays(sentOn, charter.acknowledgeWorkingDays),
    offerBy: addDays(sentOn, charter.offerDays),
    actBy: addDays(firstSentOn, SETTLEMENT_DAYS),
  };
}

/** The follow-up date by default: the day to acknowledge by, until the insurer has; then the day to offer by. */
export function defaultFollowUp(start: ClockStart): string {
  const dates = clockDates(start);
  return start.acknowledged ? dates.offerBy : dates.acknowledgeBy;
}

export const charterOrDefaults = (charter: Charter | undefined): Charter => charter ?? CHARTER_DEFAULTS;
