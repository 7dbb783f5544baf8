/**
 * Submissions as JSON with no raw control in it: each document's stored path given under `documentsFolder`, and
 * each submission's life on the desk under `desk` (desk-history.ts).
 */
import path from "node:path";
import { printableJson } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { DeskHistoryOf } from "./desk-history";

export function exportedJson(
  submissions: readonly StoredSubmission[],
  documentsFolder: string,
  historyOf: DeskHistoryOf,
): string {
  const withPaths = submissions.map((submission) => ({
    ...submission,
    documents: submission.documents.map((document) => ({
      ...document,
      storedPath: path.join(documentsFolder, document.storedPath),
    })),
    desk: historyOf(submission.reference),
  }));
  return `${printableJson(withPaths)}\n`;
}
