/**
 * The patterns texts must match, each with its message. They are regular-expression sources, so the build (yup),
 * the JSON Schemas (VS Code, ajv) and the web editor (Decap) all test the very same thing.
 */
import { iconNames } from "../../src/icons/icon-names";
import type { FormattedField, Rule } from "./fields";

export const messages = {
  required: "is required and must not be empty",
  notText: "must be text",
  missingList: "is a required list and is missing",
  notNumber: "must be a number",
  unknownField: "has a field the site does not know: ${unknown}",
  impossibleDate: "is not a date in the calendar: ${value}",
};

/** Two rules every plain text obeys: no spaces at either end, no HTML (the site shows tags as typed). */
export const plainTextRules: Rule<string>[] = [
  { value: "^\\S(?:[\\s\\S]*\\S)?$", message: "must not start or end with spaces" },
  {
    value: "^(?![\\s\\S]*<[a-zA-Z/!])",
    message: "must be plain text without HTML tags such as <b> or <a href>: the site shows them as typed",
  },
];

export const formatRules: Record<FormattedField["kind"], Rule<string>[]> = {
  phone: [
    {
      value: "^\\+[1-9]\\d{7,14}$",
      message: "must be a phone number in E.164 form, e.g. +2348012345678 (got ${value})",
    },
    {
      value: "^(?!\\+2340)",
      message:
        "keeps the trunk 0 after +234, so the number dialled is wrong: write +2348012345678, not +23408012345678",
    },
  ],
  email: [
    {
      value: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$",
      message: "must be an e-mail address (got ${value})",
    },
  ],
  url: [
    {
      value: "^https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/\\S*)?$",
      message: "must be a full web address starting with https:// (got ${value})",
    },
  ],
  date: [{ value: "^\\d{4}-\\d{2}-\\d{2}$", message: "must be a date written YYYY-MM-DD (got ${value})" }],
  id: [
    {
      value: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      message: "must be lower-case letters and digits joined by single hyphens, e.g. motor-insurance (got ${value})",
    },
  ],
  icon: [],
};

/** Pictures live under data/images/ and are written relative to data/ (the web editor leaves out the "./"). */
export const imagePathRule: Rule<string> = {
  value: "^(?:\\./)?images/\\S+$",
  message:
    "must be a path relative to data/ starting ./images/ or images/, e.g. ./images/products/motor-insurance.jpg (got ${value})",
};

export const imageMissingMessage =
  "points to an image file that does not exist: ${value}. Paths are relative to data/, e.g. ./images/products/motor-insurance.jpg";

/** An SVG with script in it, opened on its own, runs that script; yup fills in ${value}, the picture's path. */
export const activeSvgMessage = (active: string) =>
  `is an SVG with ${active}, which could run script: \${value}. Remove it from the file, or export the picture again as plain shapes`;

/** Where a developer changes a fixed count, and the test that states it. */
export const COUNT_SOURCE = "gatsby/content-model/model.ts (and its test in __tests__/gatsby/content-rules.test.ts)";

export function fixedCountMessage(count: number, found?: number): string {
  return (
    `must hold exactly ${count} records, as the specification fixes` +
    (found === undefined ? "" : `; found ${found}`) +
    `. To add one, replace one; if the business changes the number, a developer changes the count in ${COUNT_SOURCE}`
  );
}

export const unknownIconMessage = `names an icon the site does not have: \${value}. The icons are: ${iconNames.join(", ")}`;

/** Whether a YYYY-MM-DD text names a day that exists (2026-02-30 does not): the claim form's own test. */
export { isRealDate as isCalendarDate } from "../../form-contract/shared/real-date";

/** A message with `${value}` filled in, for checkers that cannot interpolate (JSON Schema, Decap). */
export function withoutValue(message: string): string {
  return message.replace(/ \(got \$\{value\}\)/, "").replace(/:? \$\{value\}/, "");
}
