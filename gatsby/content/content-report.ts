/**
 * Checks every file in data/ and words the result for the person who edited it: a plain heading naming the
 * files, then one line per problem (file › record › field), then warnings that do not stop the build.
 */
import fs from "node:fs";
import path from "node:path";
import { localToday } from "../../form-contract/shared/local-today";
import {
  closedOpenings,
  formatProblem,
  validateContent,
  type ContentFiles,
  type ContentProblem,
} from "./content-rules";
import { jsonSyntaxProblem } from "./json-syntax";
import { officeMentions } from "./office-mentions";

export interface ContentReport {
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

export class ContentSyntaxError extends Error {
  constructor(readonly problem: ContentProblem) {
    super(formatProblem(problem));
  }
}

/** The problem of a data file that is not valid JSON, at the line and column where it goes wrong. */
export function syntaxProblem(file: string, source: string): ContentProblem | undefined {
  const found = jsonSyntaxProblem(source);
  return found === undefined
    ? undefined
    : {
        file,
        record: `line ${found.line}, column ${found.column}`,
        field: "(not valid JSON)",
        message: found.hint,
        line: found.line,
        column: found.column,
      };
}

function jsonFilesIn(directory: string): string[] {
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

/** Parsed JSON of every data file; throws ContentSyntaxError naming the first one that is not valid JSON. */
export function readContentFiles(directory: string): ContentFiles {
  const files: ContentFiles = {};
  for (const name of jsonFilesIn(directory)) {
    const source = fs.readFileSync(path.join(directory, name), "utf8");
    const problem = syntaxProblem(name, source);
    if (problem) throw new ContentSyntaxError(problem);
    files[name] = JSON.parse(source);
  }
  return files;
}

/** Every problem in data/. A file that is not JSON is reported alone: what follows from it would only mislead. */
export function checkContentDirectory(directory: string, today = localToday()): ContentReport {
  const syntaxProblems = jsonFilesIn(directory).flatMap((name) => {
    const problem = syntaxProblem(name, fs.readFileSync(path.join(directory, name), "utf8"));
    return problem ? [problem] : [];
  });
  if (syntaxProblems.length > 0) return { problems: syntaxProblems, warnings: [] };
  const files = readContentFiles(directory);
  const readImage = (relativePath: string) => {
    const file = path.resolve(directory, relativePath);
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(file) : undefined;
  };
  return {
    problems: validateContent(files, { readImage }),
    warnings: [...closedOpenings(files, today), ...officeMentions(files)],
  };
}

function fileList(problems: ContentProblem[]): string {
  return [...new Set(problems.map((problem) => `data/${problem.file}`))].join(", ");
}

/** "Content problem in data/faqs.json", then each problem on its own line. */
export function describeProblems(problems: ContentProblem[]): string {
  const heading = `Content problem${problems.length > 1 ? "s" : ""} in ${fileList(problems)}`;
  const counting = problems.some((problem) => /\[\d+\]/.test(problem.field)) ? " (list positions count from 1)" : "";
  return `${heading}${counting}:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n")}`;
}

export function describeWarnings(warnings: ContentProblem[]): string {
  return `Content to look at in ${fileList(warnings)}:\n${warnings.map((warning) => `  - ${formatProblem(warning)}`).join("\n")}`;
}
