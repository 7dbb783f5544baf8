/**
 * The periods the desk's figures cover: a month, a quarter or a year in Lagos time, named in the address as
 * `2026-11`, `2026-Q4` or `2026`, each from the start of its first day in Lagos (WAT, UTC+1 all year) to the start of
 * the day after its last.
 */
import { lagosDate } from "../mail/lagos-time";

export type PeriodKind = "month" | "quarter" | "year";

export interface Period {
  kind: PeriodKind;
  /** As the address names it: `2026-11`, `2026-Q4`, `2026`. */
  key: string;
  /** "November 2026", "Q4 2026 (October to December)", "2026". */
  label: string;
  /** Its first and last days, YYYY-MM-DD, in Lagos. */
  first: string;
  last: string;
  /** The instants it starts at and ends before. */
  start: Date;
  end: Date;
}

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
/** "November" for 11. */
const nameOf = (month: number) => monthName.format(Date.UTC(2000, month - 1, 1));

const twoDigits = (month: number) => String(month).padStart(2, "0");
const lagosStart = (year: number, month: number) => new Date(`${year}-${twoDigits(month)}-01T00:00:00+01:00`);

/** The months `fromMonth` to `toMonth` (1 to 12) of `year`. */
function months(
  kind: PeriodKind,
  key: string,
  label: string,
  year: number,
  fromMonth: number,
  toMonth: number,
): Period {
  const end = toMonth === 12 ? lagosStart(year + 1, 1) : lagosStart(year, toMonth + 1);
  return {
    kind,
    key,
    label,
    first: `${year}-${twoDigits(fromMonth)}-01`,
    last: lagosDate(new Date(end.getTime() - 1)),
    start: lagosStart(year, fromMonth),
    end,
  };
}

const monthOf = (year: number, month: number) =>
  months("month", `${year}-${twoDigits(month)}`, `${nameOf(month)} ${year}`, year, month, month);

function quarterOf(year: number, quarter: number) {
  const from = quarter * 3 - 2;
  const label = `Q${quarter} ${year} (${nameOf(from)} to ${nameOf(from + 2)})`;
  return months("quarter", `${year}-Q${quarter}`, label, year, from, from + 2);
}

const yearOf = (year: number) => months("year", String(year), String(year), year, 1, 12);

/** The period an address names, or undefined for anything else. */
export function periodOf(key: string): Period | undefined {
  const match = /^(\d{4})(?:-(?:Q([1-4])|(0[1-9]|1[0-2])))?$/.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (match[2] !== undefined) return quarterOf(year, Number(match[2]));
  if (match[3] !== undefined) return monthOf(year, Number(match[3]));
  return yearOf(year);
}

/** The quarter the day of `now` is in, in Lagos: the figures' first page. */
export function quarterOfDay(now: Date): Period {
  const [year, month] = lagosDate(now).split("-").map(Number) as [number, number];
  return quarterOf(year, Math.ceil(month / 3));
}

/**
 * The periods the figures offer, newest first in each kind: from the year `firstYear` (the first claim's) to the
 * day of `now`, none to come.
 */
export function periodChoices(firstYear: number, now: Date): Record<PeriodKind, Period[]> {
  const [year, month] = lagosDate(now).split("-").map(Number) as [number, number];
  const years = Array.from({ length: Math.max(1, year - firstYear + 1) }, (_, index) => year - index);
  const upTo = (yearShown: number, last: number) => (yearShown === year ? last : 12);
  return {
    quarter: years.flatMap((shown) =>
      Array.from({ length: Math.ceil(upTo(shown, month) / 3) }, (_, index) =>
        quarterOf(shown, Math.ceil(upTo(shown, month) / 3) - index),
      ),
    ),
    month: years.flatMap((shown) =>
      Array.from({ length: upTo(shown, month) }, (_, index) => monthOf(shown, upTo(shown, month) - index)),
    ),
    year: years.map(yearOf),
  };
}
