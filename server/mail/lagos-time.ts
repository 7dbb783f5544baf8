/**
 * Times and dates in the e-mails as people in Nigeria read them: Lagos time, the weekday and the month in words.
 * Lagos keeps West Africa Time (UTC+1) all year, with no daylight saving, so its zone is always WAT.
 */
const LAGOS = "Africa/Lagos";

// en-US for the names: its short months are three letters ("Sep"), where en-GB and en-NG write "Sept".
const timeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: LAGOS,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dateParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const lagosDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: LAGOS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
}

/** An instant (ISO 8601) in Lagos time: `Tue 24 Nov 2026, 00:02 WAT`. */
export function lagosTime(instant: string): string {
  const { weekday, day, month, year, hour, minute } = partsOf(timeParts, new Date(instant));
  return `${weekday} ${day} ${month} ${year}, ${hour}:${minute} WAT`;
}

/** A calendar date (YYYY-MM-DD) written out: `Sunday 1 November 2026`. */
export function writtenDate(isoDate: string): string {
  const { weekday, day, month, year } = partsOf(dateParts, new Date(`${isoDate}T00:00:00Z`));
  return `${weekday} ${day} ${month} ${year}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) of an instant in Lagos. */
export const lagosDate = (instant: Date) => lagosDay.format(instant);

/** Calendar days from a date (YYYY-MM-DD) to the day of `instant` in Lagos; negative for a later date. */
export const lagosDaysSince = (isoDate: string, instant: Date) =>
  Math.round((Date.parse(`${lagosDate(instant)}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS);
