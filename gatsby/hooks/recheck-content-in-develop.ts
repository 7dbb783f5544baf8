/**
 * `gatsby develop`: the content checks at start and after every change in data/, in the terminal and in the
 * browser's error overlay (Gatsby's own, fed through its websocket like its GraphQL errors), until fixed.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { websocketManager } from "gatsby/dist/utils/websocket-manager";
import { formatProblem, type ContentProblem } from "../content/content-rules";
import { checkContentDirectory, describeProblems, describeWarnings } from "../content/content-report";

const OVERLAY_ID = "content-checks";
/** Editors save a file in several writes; check once they are done. */
const SETTLE_MS = 150;

/** What the overlay shows for one problem: its line as the title, the data file to open. */
export function overlayError(dataDirectory: string, problem: ContentProblem) {
  return {
    code: "content",
    level: "ERROR",
    text: formatProblem(problem),
    context: { sourceMessage: formatProblem(problem) },
    filePath: path.join(dataDirectory, problem.file),
    ...(problem.line ? { location: { start: { line: problem.line, column: problem.column } } } : {}),
  };
}

function checkAndShow(dataDirectory: string, reporter: Reporter): void {
  const { problems, warnings } = checkContentDirectory(dataDirectory);
  if (warnings.length > 0) reporter.warn(describeWarnings(warnings));
  if (problems.length > 0) {
    reporter.error(describeProblems(problems));
    const errors = problems.map((problem) => overlayError(dataDirectory, problem));
    // Gatsby's own callers (its query compiler) pass structured errors here, though the type says a string.
    websocketManager.emitError(OVERLAY_ID, errors as unknown as string);
  } else {
    reporter.info("Content in data/ checked: no problems");
    websocketManager.emitError(OVERLAY_ID, undefined);
  }
}

export function recheckContentInDevelop(dataDirectory: string, reporter: Reporter): void {
  checkAndShow(dataDirectory, reporter);
  let timer: NodeJS.Timeout | undefined;
  fs.watch(dataDirectory, { persistent: false }, (_event, file) => {
    if (file === null || !file.endsWith(".json")) return;
    clearTimeout(timer);
    timer = setTimeout(() => checkAndShow(dataDirectory, reporter), SETTLE_MS);
  });
}
