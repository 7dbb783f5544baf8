/**
 * The limits on how much a field may hold, and their messages. Each page must reach a phone in a new connection's
 * first round trip (gatsby/checks/first-round-trip.ts); the limits are chosen so that every page still does, with a
 * margin, when every field is at its limit (gatsby/content-model/at-limits.ts builds exactly that site).
 */
import type { Field } from "./fields";

const why = "so that its page loads in one go on a phone";

/**
 * The message of a text over its limit, with `{length}`, `{max}` and `{over}` to fill: the build fills it here,
 * the web editor in admin/length-limits.js, so both say the same.
 */
export const LENGTH_MESSAGE = `is {length} characters long; it may have at most {max}, ${why}: shorten it by {over}`;
export const TOTAL_MESSAGE = `has {length} characters in all; it may have at most {max}, ${why}: shorten it by {over}`;

function filled(template: string, length: number, max: number): string {
  const number = (value: number) => value.toLocaleString("en");
  return template
    .replace("{length}", number(length))
    .replace("{max}", number(max))
    .replace("{over}", number(length - max));
}

export const lengthMessage = (length: number, max: number) => filled(LENGTH_MESSAGE, length, max);
export const totalLengthMessage = (length: number, max: number) => filled(TOTAL_MESSAGE, length, max);

export const itemsMessage = (count: number, max: number) =>
  `has ${count} items; it may have at most ${max}, ${why}: remove ${count - max}`;

export const recordsMessage = (count: number, max: number) =>
  `holds ${count} records; it may hold at most ${max}, ${why}: remove ${count - max}`;

/** For checkers that cannot count for the editor (VS Code's JSON Schemas). */
export const staticLengthMessage = (max: number) => `may have at most ${max} characters, ${why}`;
export const staticItemsMessage = (max: number) => `may have at most ${max} items, ${why}`;
export const staticRecordsMessage = (max: number) => `may hold at most ${max} records, ${why}`;

/** The total of every text in a value: a list of texts, of records, of lists. */
export function textLength(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (typeof value === "object" && value !== null) return textLength(Object.values(value));
  return 0;
}

/**
 * The longest text of each fixed form: addresses, ids and picture paths are held to what the pages were measured
 * with; a phone number's pattern allows 16 characters.
 */
export const formatMaxLength: Record<"phone" | "email" | "url" | "id" | "image" | "reference", number> = {
  phone: 16,
  email: 40,
  url: 160,
  id: 25,
  reference: 25,
  image: 48,
};

/**
 * The most characters a text field may have; undefined for numbers, lists and records, and for texts whose form
 * or choices already hold them to a length (phone numbers, dates, icons).
 */
export function maxLengthOf(field: Field): number | undefined {
  switch (field.kind) {
    case "number":
    case "list":
    case "object":
    case "phone":
    case "date":
    case "icon":
      return undefined;
    case "text":
      return field.maxLength;
    case "image":
    case "reference":
      return formatMaxLength[field.kind];
    default:
      return field.maxLength ?? formatMaxLength[field.kind];
  }
}
