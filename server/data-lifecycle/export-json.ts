/** Submissions as JSON with no raw control in it, each document's stored path given under `documentsFolder`. */
import path from "node:path";
import { printableJson } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submission-store";

export function exportedJson(submissions: readonly StoredSubmission[], documentsFolder: string): string {
  const withPaths = submissions.map((submission) => ({
    ...submission,
    documents: submission.documents.map((document) => ({
      ...document,
      storedPath: path.join(documentsFolder, document.storedPath),
    })),
  }));
  return `${printableJson(withPaths)}\n`;
}
