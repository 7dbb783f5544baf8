/**
 * The files `npm run schemas` writes: a JSON Schema per data file in schemas/, and .vscode/settings.json
 * mapping each data file to its schema, so VS Code underlines a mistake while it is typed.
 */
import type { DataFile } from "./fields";
import { fileSchema } from "./to-json-schema";

export const SCHEMA_FOLDER = "schemas";
export const VSCODE_SETTINGS = ".vscode/settings.json";

const schemaPath = (dataFile: DataFile) => `${SCHEMA_FOLDER}/${dataFile.file.replace(/\.json$/, ".schema.json")}`;

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Each file's path relative to the repository, and its text. */
export function schemaFiles(model: readonly DataFile[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dataFile of model) files[schemaPath(dataFile)] = asJson(fileSchema(dataFile));
  files[VSCODE_SETTINGS] = asJson({
    "json.schemas": model.map((dataFile) => ({
      fileMatch: [`/data/${dataFile.file}`],
      url: `./${schemaPath(dataFile)}`,
    })),
  });
  return files;
}
