/**
 * Markup the service makes (desk pages, e-mails) from escaped text only: a tagged template whose values are escaped
 * unless they are markup made here.
 */
import { escapeHtml } from "./escape-html";

/** Markup made here, whose every text has been escaped. */
export interface SafeHtml {
  readonly markup: string;
}

export type Interpolated = string | SafeHtml | readonly SafeHtml[] | false | undefined;

const isSafe = (value: unknown): value is SafeHtml => typeof value === "object" && value !== null && "markup" in value;

export function markupOf(value: Interpolated): string {
  if (value === false || value === undefined) return "";
  if (typeof value === "string") return escapeHtml(value);
  if (isSafe(value)) return value.markup;
  return value.map((item) => item.markup).join("");
}

/**
 * A tagged template: what is written in it is markup, every value put into it is escaped unless made here. (Not
 * named `html`, which Prettier would take for markup to reformat, adding spaces inside the elements.)
 */
export function escaped(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return { markup: strings.reduce((markup, text, index) => markup + markupOf(values[index - 1]) + text) };
}
