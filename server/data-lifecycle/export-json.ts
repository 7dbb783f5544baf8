/**
 * Submissions as JSON with no raw control in it: each document's stored path given under `documentsFolder`, and
 * each submission's life on the desk under `desk` (desk-history.ts) and its messages under `messages`
 * (exported-messages.ts), their attachments' files under their own folder.
 */
import path from "node:path";
import { printableJson } from "../submissions/safe-text";
import type { StoredSubmission } from "../storage/submissions/submission-store";
import type { DeskHistoryOf } from "./desk-history";
import type { ExportedMessagesOf } from "./exported-messages";

export function exportedJson(
  submissions: readonly StoredSubmission[],
  documentsFolder: string,
  historyOf: DeskHistoryOf,
  messagesOf: ExportedMessagesOf,
): string {
  const withPaths = submissions.map((submission) => ({
    ...submission,
    documents: submission.documents.map((document) => ({
      ...document,
      storedPath: path.join(documentsFolder, document.storedPath),
    })),
    desk: historyOf(submission.reference),
    messages: messagesOf(submission.reference),
  }));
  return `${printableJson(withPaths)}\n`;
}
