import { execFileSync } from "node:child_process";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");

export interface Linted {
  messages: { ruleId: string | null; message: string }[][];
  /** Of `files`, those the Intl rule covers. */
  checked: string[];
  loadedOnUse: string[];
}

/** Lints each text as if it stood at its path, with the project's eslint.config.mjs (see lint-texts.mjs). */
export function lint(texts: { code: string; filePath: string }[], files: string[] = []): Linted {
  const output = execFileSync(process.execPath, [path.join(__dirname, "lint-texts.mjs")], {
    cwd: root,
    input: JSON.stringify({ texts, files }),
    encoding: "utf8",
  });
  return JSON.parse(output) as Linted;
}
