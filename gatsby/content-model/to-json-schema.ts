/**
 * A JSON Schema (draft-07) per data file, made from the content model, for VS Code to check a file while it is
 * typed. `errorMessage` and `patternErrorMessage` are VS Code's own keywords: they show the build's message
 * instead of a generic one. What needs other files (ids, references, images on disk) only the build checks.
 */
import { iconNames } from "../../src/icons/icon-names";
import type { DataFile, Field, Fields, Rule } from "./fields";
import {
  fixedCountMessage,
  formatRules,
  imagePathRule,
  messages,
  plainTextRules,
  unknownIconMessage,
  withoutValue,
} from "./formats";
import { maxLengthOf, staticItemsMessage, staticLengthMessage, staticRecordsMessage } from "./limits";

export type JsonSchema = Record<string, unknown>;

const described = (schema: JsonSchema, hint: string | undefined): JsonSchema =>
  hint === undefined ? schema : { description: hint, ...schema };

const patterns = (rules: Rule<string>[]): JsonSchema[] =>
  rules.map((rule) => ({ pattern: rule.value, patternErrorMessage: withoutValue(rule.message) }));

function textSchema(field: Field): JsonSchema {
  const rules: JsonSchema[] = [{ minLength: 1, errorMessage: messages.required }, ...patterns(plainTextRules)];
  if (field.kind === "phone" || field.kind === "email" || field.kind === "url" || field.kind === "date") {
    rules.push(...patterns(formatRules[field.kind]));
  }
  if (field.kind === "id") rules.push(...patterns(formatRules.id));
  if (field.kind === "date") rules.push({ format: "date", errorMessage: withoutValue(messages.impossibleDate) });
  if (field.kind === "icon") rules.push({ enum: iconNames, errorMessage: withoutValue(unknownIconMessage) });
  if (field.kind === "image") rules.push(...patterns([imagePathRule]));
  if (field.kind === "text" && field.oneOf) {
    rules.push({ enum: field.oneOf.value, errorMessage: withoutValue(field.oneOf.message) });
  }
  if (field.kind === "text" && field.length) {
    rules.push({ minLength: field.length.value, maxLength: field.length.value, errorMessage: field.length.message });
  }
  const max = maxLengthOf(field);
  if (max !== undefined) rules.push({ maxLength: max, errorMessage: staticLengthMessage(max) });
  return { type: "string", allOf: rules };
}

function numberSchema(field: Extract<Field, { kind: "number" }>): JsonSchema {
  const rules: JsonSchema[] = [];
  if (field.minimum) rules.push({ minimum: field.minimum.value, errorMessage: withoutValue(field.minimum.message) });
  if (field.maximum) rules.push({ maximum: field.maximum.value, errorMessage: withoutValue(field.maximum.message) });
  return { type: field.integer ? "integer" : "number", ...(rules.length > 0 ? { allOf: rules } : {}) };
}

function listSchema(field: Extract<Field, { kind: "list" }>): JsonSchema {
  const size = field.exactly
    ? { minItems: field.exactly.value, maxItems: field.exactly.value, errorMessage: field.exactly.message }
    : field.minimum
      ? { minItems: field.minimum.value, errorMessage: field.minimum.message }
      : { minItems: 1, errorMessage: field.nonEmpty };
  const most =
    field.maxItems === undefined
      ? []
      : [{ maxItems: field.maxItems, errorMessage: staticItemsMessage(field.maxItems) }];
  return { type: "array", items: fieldSchema(field.of), allOf: [size, ...most] };
}

export function fieldSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case "number":
      return described(numberSchema(field), field.hint);
    case "list":
      return described(listSchema(field), field.hint);
    case "object":
      return described(recordSchema(field.fields), field.hint);
    default:
      return described(textSchema(field), field.hint);
  }
}

export function recordSchema(fields: Fields): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    required: Object.entries(fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name),
    additionalProperties: false,
  };
}

export function fileSchema(dataFile: DataFile): JsonSchema {
  const header = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: "Written by `npm run schemas` from gatsby/content-model/model.ts; do not edit.",
    title: `data/${dataFile.file}: ${dataFile.label}`,
  };
  if (dataFile.shape === "single") return { ...header, ...recordSchema(dataFile.fields) };
  const count =
    dataFile.count !== undefined
      ? {
          allOf: [
            { minItems: dataFile.count, maxItems: dataFile.count, errorMessage: fixedCountMessage(dataFile.count) },
          ],
        }
      : dataFile.maxCount !== undefined
        ? { allOf: [{ maxItems: dataFile.maxCount, errorMessage: staticRecordsMessage(dataFile.maxCount) }] }
        : {};
  return { ...header, type: "array", items: recordSchema(dataFile.fields), ...count };
}
