/**
 * What staff give with a move (steps.ts), checked and put in the form it is kept in: texts trimmed, naira amounts
 * as whole kobo (no rounding in sums), dates as YYYY-MM-DD, documents as a list of lines. Every problem is told,
 * each naming the field in the desk's words.
 */
import { formatNaira } from "../shared/naira";
import { ANY_CONTROL } from "../shared/control-characters";
import { isRealDate } from "../shared/real-date";
import type { DetailField } from "./steps";

export type DetailValue = string | number | string[];
/** A move's details by field name; a `naira` field's value is in kobo. */
export type StepDetails = Record<string, DetailValue>;

const TEXT_MAX = 200;
/** A document's name as the products list them (their claimDocuments are at most 120 characters). */
const DOCUMENT_MAX = 120;
const DOCUMENTS_MAX = 20;

const isOneLine = (value: string, max: number) => value.length <= max && !ANY_CONTROL.test(value);

/** "₦250,000.50", "NGN 250000", "250,000": naira with at most two decimals, in kobo; undefined for anything else. */
export function nairaToKobo(typed: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(typed.replace(/₦|NGN|[\s,]/gi, ""));
  if (!match) return undefined;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return kobo > 0 ? kobo : undefined;
}

/** An amount kept in kobo, as staff and customers read it: ₦250,000, or ₦250,000.50 with kobo. */
export function koboAsNaira(kobo: number): string {
  const rest = kobo % 100;
  return `${formatNaira(Math.floor(kobo / 100))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** Lines of a text area, or the values of repeated form fields (ticked from the claim type's list). */
function linesOf(value: unknown): string[] {
  const parts = Array.isArray(value) ? (value as unknown[]) : [value];
  return parts
    .flatMap((part) => (typeof part === "string" ? part.split(/\r?\n/) : []))
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

type Checked = { value: DetailValue } | { problem: string } | undefined;

function checkedField(field: DetailField, raw: unknown, today: string): Checked {
  const { label } = field;
  if (field.type === "documents") {
    const documents = linesOf(raw);
    if (documents.length === 0) return field.required ? { problem: `${label}: name at least one` } : undefined;
    return documents.length <= DOCUMENTS_MAX && documents.every((line) => isOneLine(line, DOCUMENT_MAX))
      ? { value: documents }
      : { problem: `${label}: at most ${DOCUMENTS_MAX}, each one line of at most ${DOCUMENT_MAX} characters` };
  }
  const typed = typeof raw === "string" ? raw.trim() : "";
  if (typed === "") return field.required ? { problem: `${label} is required` } : undefined;
  switch (field.type) {
    case "text":
      return isOneLine(typed, TEXT_MAX)
        ? { value: typed }
        : { problem: `${label} must be one line of at most ${TEXT_MAX} characters` };
    case "naira": {
      const kobo = nairaToKobo(typed);
      return kobo === undefined
        ? { problem: `${label} must be an amount in naira, like 250,000 or 250,000.50` }
        : { value: kobo };
    }
    case "date":
      return isRealDate(typed) && typed <= today
        ? { value: typed }
        : { problem: `${label} must be a date (YYYY-MM-DD) no later than today, ${today}` };
    case "due-date":
      return isRealDate(typed) && typed >= today
        ? { value: typed }
        : { problem: `${label} must be a date (YYYY-MM-DD) no earlier than today, ${today}` };
  }
}

/**
 * The details `fields` ask for, read from what the desk's form sent (texts, or lists for documents), or every
 * problem with them. `today`: Lagos's date, YYYY-MM-DD, the latest a payment can have been made and the earliest
 * a customer can be asked to send documents by.
 */
export function checkedDetails(
  fields: readonly DetailField[],
  input: Readonly<Record<string, unknown>>,
  today: string,
): { details: StepDetails } | { problems: string[] } {
  const details: StepDetails = {};
  const problems: string[] = [];
  for (const field of fields) {
    const checked = checkedField(field, input[field.name], today);
    if (checked && "problem" in checked) problems.push(checked.problem);
    else if (checked) details[field.name] = checked.value;
  }
  return problems.length > 0 ? { problems } : { details };
}

/** A move's details as lines for people, in the order the step asks for them: "The amount paid: ₦250,000.00". */
export function detailLines(fields: readonly DetailField[], details: StepDetails): string[] {
  return fields.flatMap((field) => {
    const value = details[field.name];
    if (value === undefined) return [];
    if (Array.isArray(value)) return [`${field.label}: ${value.join("; ")}`];
    return [`${field.label}: ${typeof value === "number" ? koboAsNaira(value) : value}`];
  });
}
