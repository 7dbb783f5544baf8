/**
 * A table of the figures as CSV (RFC 4180): a heading line, a line per row, each ended by CRLF; a field with a comma,
 * a double quote or a line break quoted, its quotes doubled. Insurer names are typed by staff, and a spreadsheet runs
 * a cell starting with = + - @ (or a tab or carriage return before one) as a formula: such a cell is written with a
 * single quote before it, as OWASP's "CSV Injection" advises. Amounts are naira with two decimals, days whole; a
 * median of no claims is an empty field. It starts with a byte order mark, by which Excel reads it as UTF-8.
 */
import type { FiguresRow } from "./claim-figures";
import { COUNT_COLUMNS, DAYS_COLUMNS, MEDIAN, NINETIETH } from "./figures-columns";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const kobo = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;

/** The table whose rows are named under `nameHeading` ("Insurer", "Class"). */
export function figuresCsv(nameHeading: string, rows: readonly FiguresRow[]): string {
  const headings = [
    nameHeading,
    ...COUNT_COLUMNS.map((column) => column.heading),
    ...DAYS_COLUMNS.flatMap((column) => [`${column.heading}: ${MEDIAN}`, `${column.heading}: ${NINETIETH}`]),
  ];
  const lines = rows.map(({ name, figures }) => [
    name,
    ...COUNT_COLUMNS.map((column) => (column.naira ? kobo : String)(column.value(figures))),
    ...DAYS_COLUMNS.flatMap((column) => {
      const { median, ninetieth } = column.days(figures);
      return [median, ninetieth].map((days) => (days === undefined ? "" : String(days)));
    }),
  ]);
  return `\uFEFF${[headings, ...lines].map((fields) => `${fields.map(csvField).join(",")}\r\n`).join("")}`;
}
