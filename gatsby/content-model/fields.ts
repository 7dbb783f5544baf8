/**
 * The vocabulary of the content model: the kinds of field a data file's records are made of. Every consumer
 * (GraphQL types, build checks, JSON Schemas, the web editor's configuration) reads these declarations.
 */

/** A rule with the message an editor sees when a value breaks it; `${value}` is replaced where a checker can. */
export interface Rule<T> {
  value: T;
  message: string;
}

interface Common {
  /** Left out of a record without complaint (never empty when present). */
  optional?: boolean;
  /** One line for the editor: shown in the web editor and on hover in VS Code. */
  hint?: string;
  /** The field's name in the web editor, when its JSON name does not read well. */
  label?: string;
}

export interface TextField extends Common {
  kind: "text";
  /** A longer text: a text area in the web editor. */
  multiline?: boolean;
  oneOf?: Rule<readonly string[]>;
  length?: Rule<number>;
  /**
   * The most characters it may have: what the pages that show it were measured to hold at the first round trip
   * (every free text has one; __tests__/gatsby/content-limits.test.ts checks).
   */
  maxLength?: number;
}

/** Texts with a fixed form, each with its own pattern and message. */
export interface FormattedField extends Common {
  kind: "phone" | "email" | "url" | "date" | "icon" | "id";
  /** The most characters, where it is less than its kind's (content-model/limits.ts). */
  maxLength?: number;
}

export interface NumberField extends Common {
  kind: "number";
  /** A whole number (GraphQL Int) rather than a decimal (Float). */
  integer?: boolean;
  minimum?: Rule<number>;
  maximum?: Rule<number>;
}

export interface ImageField extends Common {
  kind: "image";
  /** Where new pictures go, relative to data/ ("images/products"). */
  folder: string;
}

/** The id of a record in another file (or of an item in a single file's list, with `list`). */
export interface ReferenceField extends Common {
  kind: "reference";
  file: string;
  list?: string;
  /** Whether GraphQL resolves it to the record itself (`@link(by: "jsonId")`). */
  link: boolean;
}

export interface ListField extends Common {
  kind: "list";
  of: Field;
  /** The message for a list that is present but empty. */
  nonEmpty: string;
  minimum?: Rule<number>;
  exactly?: Rule<number>;
  /** The most items it may have, where `exactly` does not fix the number. */
  maxItems?: number;
  /** The most characters all the texts in it may have together, where their number multiplies too far. */
  maxTotalLength?: number;
}

export interface ObjectField extends Common {
  kind: "object";
  /** Its GraphQL type, e.g. "JobSalary". */
  typeName: string;
  fields: Fields;
}

export type Field = TextField | FormattedField | NumberField | ImageField | ReferenceField | ListField | ObjectField;
export type Fields = Readonly<Record<string, Field>>;

export interface DataFile {
  /** The file's name in data/, e.g. "products.json". */
  file: string;
  /** What the web editor calls it. */
  label: string;
  /** "list": the file holds an array of records; "single": one object. */
  shape: "list" | "single";
  fields: Fields;
  /** The number of records docs/specification.md §9 (Counts) fixes, where it fixes one. */
  count?: number;
  /** The most records it may hold, where `count` does not fix the number. */
  maxCount?: number;
  /** The most characters all its records' texts may have together, where their number multiplies too far. */
  maxTotalLength?: number;
}

export const text = (options: Omit<TextField, "kind"> = {}): TextField => ({ kind: "text", ...options });
export const longText = (options: Omit<TextField, "kind" | "multiline"> = {}): TextField =>
  text({ ...options, multiline: true });
const formatted =
  (kind: FormattedField["kind"]) =>
  (options: Omit<FormattedField, "kind"> = {}): FormattedField => ({ kind, ...options });
export const phone = formatted("phone");
export const email = formatted("email");
export const url = formatted("url");
export const date = formatted("date");
export const icon = formatted("icon");
export const id = formatted("id");
export const image = (folder: string, hint?: string): ImageField => ({ kind: "image", folder, hint });
export const number = (options: Omit<NumberField, "kind"> = {}): NumberField => ({ kind: "number", ...options });
export const reference = (file: string, options: Omit<ReferenceField, "kind" | "file"> = { link: true }) =>
  ({ kind: "reference", file, ...options }) as ReferenceField;
export const object = (
  typeName: string,
  fields: Fields,
  options: Omit<ObjectField, "kind" | "typeName" | "fields"> = {},
) => ({ kind: "object", typeName, fields, ...options }) as ObjectField;

export const list = (of: Field, options: Partial<Omit<ListField, "kind" | "of">> = {}): ListField => ({
  kind: "list",
  of,
  nonEmpty: options.optional
    ? "must not be an empty list (remove the field to hide its card)"
    : "must be a non-empty list",
  ...options,
});
