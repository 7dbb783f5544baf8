/** The build's record checks, made from the content model: one yup schema per file's record. */
import { array, number, object, string, type AnyObject, type ObjectSchema, type Schema, type StringSchema } from "yup";
import { isIconName } from "../../src/icons/icon-names";
import { activeSvgContent } from "../content/svg-active-content";
import type { DataFile, Field, Fields, Rule } from "./fields";
import { itemsMessage, lengthMessage, maxLengthOf, textLength, totalLengthMessage } from "./limits";
import {
  formatRules,
  activeSvgMessage,
  imageMissingMessage,
  imagePathRule,
  isCalendarDate,
  messages,
  plainTextRules,
  unknownIconMessage,
} from "./formats";

export interface ValidationContext {
  /** The file a path written relative to data/ names, or undefined when there is none. */
  readImage: (relativePath: string) => Buffer | undefined;
}

type TextSchema = StringSchema<string | undefined, AnyObject>;

function matchingAll(schema: TextSchema, rules: Rule<string>[]): TextSchema {
  return rules.reduce(
    (result, rule) => result.matches(new RegExp(rule.value, "u"), { message: rule.message, excludeEmptyString: true }),
    schema,
  );
}

function textSchema(field: Field, optional: boolean) {
  const base = string().typeError(messages.notText);
  const present = optional ? base.optional() : base.required(messages.required);
  let schema = matchingAll(present, plainTextRules);
  if (field.kind === "phone" || field.kind === "email" || field.kind === "url" || field.kind === "date") {
    schema = matchingAll(schema, formatRules[field.kind]);
  }
  if (field.kind === "id") schema = matchingAll(schema, formatRules.id);
  if (field.kind === "date") {
    schema = schema.test("calendar-date", messages.impossibleDate, (value) =>
      value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value) ? true : isCalendarDate(value),
    );
  }
  if (field.kind === "icon") {
    schema = schema.test("known-icon", unknownIconMessage, (value) => (value === undefined ? true : isIconName(value)));
  }
  if (field.kind === "image") {
    schema = matchingAll(schema, [imagePathRule])
      .test("image-exists", imageMissingMessage, (value, testContext) => {
        const context = testContext.options.context as ValidationContext | undefined;
        return value === undefined || context === undefined ? true : context.readImage(value) !== undefined;
      })
      .test("svg-inert", (value, testContext) => {
        const context = testContext.options.context as ValidationContext | undefined;
        if (value === undefined || context === undefined || !/\.svg$/i.test(value)) return true;
        const active = activeSvgContent(context.readImage(value)?.toString("utf8") ?? "");
        return active === undefined ? true : testContext.createError({ message: activeSvgMessage(active) });
      });
  }
  if (field.kind === "text" && field.oneOf) schema = schema.oneOf([...field.oneOf.value], field.oneOf.message);
  if (field.kind === "text" && field.length) schema = schema.length(field.length.value, field.length.message);
  const max = maxLengthOf(field);
  if (max !== undefined) {
    schema = schema.test("max-length", (value, testContext) =>
      typeof value !== "string" || value.length <= max
        ? true
        : testContext.createError({ message: lengthMessage(value.length, max) }),
    );
  }
  return schema;
}

function numberSchema(field: Extract<Field, { kind: "number" }>, optional: boolean) {
  let schema = number().typeError(messages.notNumber);
  if (field.integer) schema = schema.integer("must be a whole number of naira");
  if (field.minimum) schema = schema.min(field.minimum.value, field.minimum.message);
  if (field.maximum) schema = schema.max(field.maximum.value, field.maximum.message);
  return optional ? schema.optional() : schema.required("is required");
}

function listSchema(field: Extract<Field, { kind: "list" }>, optional: boolean) {
  const itemsAreTexts = field.of.kind !== "object";
  let schema = array()
    .typeError(itemsAreTexts ? "must be a list of texts" : "must be a list")
    .of(fieldSchema(field.of, false));
  if (field.exactly) schema = schema.length(field.exactly.value, field.exactly.message);
  else if (field.minimum) schema = schema.min(field.minimum.value, field.minimum.message);
  else schema = schema.min(1, field.nonEmpty);
  const { maxItems, maxTotalLength } = field;
  if (maxItems !== undefined) {
    schema = schema.test("max-items", (value, testContext) =>
      !Array.isArray(value) || value.length <= maxItems
        ? true
        : testContext.createError({ message: itemsMessage(value.length, maxItems) }),
    );
  }
  if (maxTotalLength !== undefined) {
    schema = schema.test("max-total-length", (value, testContext) => {
      const length = textLength(value);
      return length <= maxTotalLength
        ? true
        : testContext.createError({ message: totalLengthMessage(length, maxTotalLength) });
    });
  }
  return optional ? schema.optional() : schema.required(messages.missingList);
}

export function fieldSchema(field: Field, optional = field.optional === true): Schema {
  switch (field.kind) {
    case "number":
      return numberSchema(field, optional);
    case "list":
      return listSchema(field, optional);
    case "object": {
      const schema = recordSchema(field.fields);
      return optional ? schema.optional() : schema.required("is required");
    }
    default:
      return textSchema(field, optional);
  }
}

/** Every record rejects fields it does not know, so a misspelt field name is caught instead of silently ignored. */
export function recordSchema(fields: Fields): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]));
  return object(shape).noUnknown(messages.unknownField);
}

const schemas = new Map<DataFile, ObjectSchema<AnyObject>>();

/** The schema of one record of `dataFile`, built once. */
export function recordSchemaOf(dataFile: DataFile): ObjectSchema<AnyObject> {
  let schema = schemas.get(dataFile);
  if (schema === undefined) {
    schema = recordSchema(dataFile.fields);
    schemas.set(dataFile, schema);
  }
  return schema;
}
