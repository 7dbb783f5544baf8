/**
 * The GraphQL type definitions of the data files, made from the content model: every field non-null unless
 * optional, images as files, references linked to their records. gatsby-transformer-json renames `id` to `jsonId`.
 */
import { jsonTypeName } from "../content/json-type-name";
import type { DataFile, Field, Fields } from "./fields";

/** Object types met on the way, rendered when first met: name -> definition. */
type ObjectTypes = Map<string, string>;

function fieldType(field: Field, objectTypes: ObjectTypes): string {
  switch (field.kind) {
    case "number":
      return field.integer ? "Int" : "Float";
    case "date":
      return "Date";
    case "image":
      return "File";
    case "reference":
      return field.link ? jsonTypeName(field.file.replace(/\.json$/, "")) : "String";
    case "list":
      return `[${fieldType(field.of, objectTypes)}!]`;
    case "object":
      if (!objectTypes.has(field.typeName)) {
        const lines = fieldLines(field.fields, objectTypes, false);
        objectTypes.set(field.typeName, `type ${field.typeName} {\n${lines.join("\n")}\n}`);
      }
      return field.typeName;
    default:
      return "String";
  }
}

function directives(field: Field): string {
  const target = field.kind === "list" ? field.of : field;
  if (target.kind === "date") return " @dateformat";
  if (target.kind === "image") return " @fileByRelativePath";
  if (target.kind === "reference" && target.link) return ' @link(by: "jsonId")';
  return "";
}

function fieldLines(fields: Fields, objectTypes: ObjectTypes, renameId: boolean): string[] {
  return Object.entries(fields).map(([name, field]) => {
    const graphqlName = renameId && name === "id" ? "jsonId" : name;
    const nonNull = field.optional ? "" : "!";
    return `  ${graphqlName}: ${fieldType(field, objectTypes)}${nonNull}${directives(field)}`;
  });
}

export function graphqlTypeDefs(model: readonly DataFile[]): string {
  const objectTypes: ObjectTypes = new Map();
  const nodeTypes = model.map((dataFile) => {
    const lines = fieldLines(dataFile.fields, objectTypes, true);
    return `type ${jsonTypeName(dataFile.file.replace(/\.json$/, ""))} implements Node @dontInfer {\n${lines.join("\n")}\n}`;
  });
  return [...objectTypes.values(), ...nodeTypes].join("\n\n") + "\n";
}
