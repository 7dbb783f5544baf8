/**
 * The web editor's (Decap CMS) configuration, made from the content model: one collection per data file,
 * widgets that fit each field, the build's patterns and messages, fixed counts as list sizes. Selects of
 * records in other files (offices, categories, products, departments) list the ids of the content built.
 */
import { iconNames } from "../../src/icons/icon-names";
import type { ContentFiles } from "../content/content-rules";
import type { DataFile, Field, Fields, Rule } from "./fields";
import { formatRules, plainTextRules, withoutValue } from "./formats";
import { LENGTH_MESSAGE, maxLengthOf, TOTAL_MESSAGE } from "./limits";

export type DecapField = Record<string, unknown>;

/** The custom formats admin/data-formats.js registers: a list file's records sit under this one key. */
export const LIST_FORMAT = "data-list";
export const RECORD_FORMAT = "data-record";
export const RECORDS_KEY = "records";

export interface BackendOptions {
  /** owner/name of the repository on the Git host (CMS_REPO at build). */
  repo?: string;
  branch?: string;
  /** The address of the OAuth client the host needs for sign-in (CMS_AUTH_URL at build). */
  authUrl?: string;
  /** Where decap-server listens for local editing. */
  localBackendUrl?: string;
  /** The GitHub OAuth scope the editor asks for (CMS_AUTH_SCOPE at build): `repo` for a private repository. */
  authScope?: AuthScope;
}

/** GitHub's OAuth scopes that let Decap commit: `public_repo` reaches public repositories only. */
export const AUTH_SCOPES = ["public_repo", "repo"] as const;
export type AuthScope = (typeof AUTH_SCOPES)[number];

export const DEFAULT_LOCAL_BACKEND = "http://localhost:8081/api/v1";

/**
 * decap-server's address, if the editor may use it: a build for a Git host leaves it out (a production editor has
 * no business with a server on the editor's own machine) unless it is named, as `npm run cms` does.
 */
export function localBackendOf(backend: BackendOptions): string | undefined {
  return backend.localBackendUrl ?? (backend.repo ? undefined : DEFAULT_LOCAL_BACKEND);
}

/** "claimDocuments" -> "Claim documents". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/** Decap takes one pattern per field: every rule becomes a look-ahead, and the most specific message is shown. */
function combined(rules: Rule<string>[], message: string): [string, string] {
  return [`^${rules.map((rule) => `(?=${rule.value})`).join("")}`, withoutValue(message)];
}

function idsIn(files: ContentFiles, file: string, list?: string): string[] {
  const source = list === undefined ? files[file] : (files[file] as Record<string, unknown> | undefined)?.[list];
  return Array.isArray(source)
    ? source.map((item) => (item as Record<string, unknown>).id).filter((id): id is string => typeof id === "string")
    : [];
}

/**
 * A text with a limit is edited in admin/length-limits.js's copy of Decap's widget, which counts the characters
 * left as the editor types and refuses more than `max_length` with the build's message.
 */
function withLengthLimit(field: Field, widget: DecapField): DecapField {
  const max = maxLengthOf(field);
  if (max === undefined || !["string", "text", "image"].includes(widget.widget as string)) return widget;
  return { ...widget, widget: `limited-${String(widget.widget)}`, max_length: max, length_message: LENGTH_MESSAGE };
}

/** A list or a file whose texts together have a limit: admin/length-limits.js checks it on saving. */
function totalLimit(maxTotalLength: number | undefined): DecapField {
  return maxTotalLength === undefined ? {} : { max_total_length: maxTotalLength, total_message: TOTAL_MESSAGE };
}

function totalHint(maxTotalLength: number | undefined): string | undefined {
  return maxTotalLength === undefined
    ? undefined
    : `All its texts together may have at most ${maxTotalLength.toLocaleString("en")} characters`;
}

function hintOf(...hints: (string | undefined)[]): DecapField {
  const present = hints.filter((hint) => hint !== undefined);
  return present.length === 0 ? {} : { hint: present.join(". ") };
}

function textWidget(field: Field, files: ContentFiles): DecapField {
  return withLengthLimit(field, plainTextWidget(field, files));
}

function plainTextWidget(field: Field, files: ContentFiles): DecapField {
  switch (field.kind) {
    case "icon":
      return { widget: "select", options: [...iconNames] };
    case "reference":
      return { widget: "select", options: idsIn(files, field.file, field.list).filter((id) => id !== "all") };
    case "date":
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      };
    case "image":
      // No pattern: the widget writes the path itself, from public_folder, and Decap tests a pattern against
      // its own form of the value, which the repository's paths do not match.
      return {
        widget: "image",
        media_folder: `/data/${field.folder}`,
        public_folder: `./${field.folder}`,
        choose_url: false,
      };
    case "phone":
    case "email":
    case "url":
    case "id": {
      const rules = formatRules[field.kind];
      return { widget: "string", pattern: combined([...rules, ...plainTextRules], rules[0]!.message) };
    }
    case "text":
      if (field.oneOf) return { widget: "select", options: [...field.oneOf.value] };
      return {
        widget: field.multiline ? "text" : "string",
        pattern: field.length
          ? combined([{ value: `^.{${field.length.value}}$`, message: field.length.message }], field.length.message)
          : combined(plainTextRules, plainTextRules.map((rule) => rule.message).join("; ")),
      };
    default:
      return { widget: "string" };
  }
}

function widgetOf(field: Field, files: ContentFiles): DecapField {
  switch (field.kind) {
    case "number":
      return {
        widget: "number",
        value_type: field.integer ? "int" : "float",
        ...(field.minimum ? { min: field.minimum.value } : {}),
        ...(field.maximum ? { max: field.maximum.value } : {}),
        ...(field.integer ? {} : { step: 0.0001 }),
      };
    case "object":
      return { widget: "object", fields: decapFields(field.fields, files) };
    case "list": {
      const size = field.exactly
        ? { min: field.exactly.value, max: field.exactly.value }
        : { min: field.minimum?.value ?? 1, ...(field.maxItems === undefined ? {} : { max: field.maxItems }) };
      if (field.of.kind === "reference") return { ...plainTextWidget(field.of, files), multiple: true, min: size.min };
      const items =
        field.of.kind === "object"
          ? { fields: decapFields(field.of.fields, files), summary: summaryOf(field.of.fields) }
          : { field: { name: "item", label: "Item", ...widgetOf(field.of, files) } };
      return { widget: "list", ...items, ...size, ...totalLimit(field.maxTotalLength) };
    }
    default:
      return textWidget(field, files);
  }
}

/** How a list shows each record while folded: its first text-like field. */
function summaryOf(fields: Fields): string {
  const name = ["id", "title", "name", "question", "heading", "label", "value"].find(
    (candidate) => candidate in fields,
  );
  return name === undefined ? "" : `{{fields.${name}}}`;
}

export function decapFields(fields: Fields, files: ContentFiles): DecapField[] {
  return Object.entries(fields).map(([name, field]) => ({
    name,
    label: field.label ?? labelOf(name),
    ...widgetOf(field, files),
    ...(field.optional ? { required: false } : {}),
    ...hintOf(field.hint, field.kind === "list" ? totalHint(field.maxTotalLength) : undefined),
  }));
}

function collectionOf(dataFile: DataFile, files: ContentFiles): DecapField {
  const name = dataFile.file.replace(/\.json$/, "");
  const fields =
    dataFile.shape === "single"
      ? decapFields(dataFile.fields, files)
      : [
          {
            name: RECORDS_KEY,
            label: dataFile.label,
            widget: "list",
            fields: decapFields(dataFile.fields, files),
            summary: summaryOf(dataFile.fields),
            ...totalLimit(dataFile.maxTotalLength),
            ...(dataFile.count === undefined
              ? { min: 1, ...(dataFile.maxCount === undefined ? {} : { max: dataFile.maxCount }) }
              : { min: dataFile.count, max: dataFile.count }),
            ...hintOf(
              dataFile.count === undefined
                ? undefined
                : `Always ${dataFile.count}, as the specification fixes: to add one, replace one`,
              dataFile.maxCount === undefined ? undefined : `At most ${dataFile.maxCount}`,
              totalHint(dataFile.maxTotalLength),
            ),
          },
        ];
  return {
    name,
    label: dataFile.label,
    format: dataFile.shape === "single" ? RECORD_FORMAT : LIST_FORMAT,
    extension: "json",
    editor: { preview: false },
    files: [{ name, label: dataFile.label, file: `data/${dataFile.file}`, fields }],
  };
}

export function decapConfig(model: readonly DataFile[], files: ContentFiles, backend: BackendOptions = {}) {
  const localBackend = localBackendOf(backend);
  return {
    backend: {
      name: "github",
      repo: backend.repo ?? "OWNER/REPOSITORY",
      branch: backend.branch ?? "main",
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      auth_scope: backend.authScope ?? "public_repo",
    },
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    // Drafts, review and publishing live on the Git host's branches; decap-server's file mode saves at once.
    ...(backend.repo ? { publish_mode: "editorial_workflow" } : {}),
    media_folder: "data/images",
    public_folder: "./images",
    collections: model.map((dataFile) => collectionOf(dataFile, files)),
  };
}
