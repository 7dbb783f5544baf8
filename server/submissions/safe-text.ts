/**
 * Stored text made safe for a terminal, a JSON export and an e-mail. The forms' rules refuse controls
 * now, but rows stored before them may hold any: a newline forges a listing row or a "Label: value"
 * mail line, ESC and BEL drive the terminal that prints them.
 */
import { shortenFileName } from "../../form-contract/claim/documents";
import { escapeControlCharacters } from "../../form-contract/shared/control-characters";

/** Line and paragraph separators are no controls, but some programs break lines at them. */
const SEPARATORS = /[\u2028\u2029]/g;
/** What JSON.stringify leaves raw: DEL, the C1 controls (0x9b starts a terminal command), bidi controls, separators. */
const RAW_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** One line of text with every control, line break included, written out as \uXXXX. */
export function printableLine(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
  return escapeControlCharacters(String(value ?? "")).replace(SEPARATORS, escaped);
}

/** The first `maxLength` characters of a text a visitor chose (a field name), "…" where cut, controls written out. */
export function printableExcerpt(value: string, maxLength: number): string {
  const characters = Array.from(value);
  const excerpt = characters.length > maxLength ? `${characters.slice(0, maxLength).join("")}…` : value;
  return printableLine(excerpt);
}

/**
 * A multi-line answer for a mail body: its line breaks kept, each further line indented by `indent`
 * so that none can pass for a field of its own; tabs kept, every other control written out.
 */
export function printableLines(value: unknown, indent: string): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- fields are text, numbers or ticks, not objects
  return String(value ?? "")
    .split(/\r?\n/)
    .map((line) => line.split("\t").map(printableLine).join("\t"))
    .join(`\n${indent}`);
}

/** JSON text whose strings carry no raw control: JSON.stringify escapes only U+0000–U+001F itself. */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(RAW_IN_JSON, escaped);
}

/** A file name fit for an attachment: at most 100 characters, each control replaced by "_". */
export function printableFileName(name: string): string {
  return shortenFileName(name).replace(ANY_CONTROL, "_");
}
