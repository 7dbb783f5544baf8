/**
 * `npm run -s submissions -- list` prints the stored submissions, newest last;
 * `npm run -s submissions -- export` writes them all, with their documents' paths, as JSON.
 * Reads DATA_DIR like the service, and works while the service runs (SQLite's WAL allows it).
 */
import path from "node:path";
import { readConfig } from "./config";
import { printableJson, printableLine } from "./safe-text";
import { openDatabase } from "./storage/database";
import { documentsDir } from "./storage/documents";
import { createSubmissionStore, senderName, type StoredSubmission } from "./storage/submission-store";

const usage = "Usage: npm run -s submissions -- list|export";

function contactOf(submission: StoredSubmission): string {
  return `${printableLine(senderName(submission))} <${printableLine(submission.fields.email)}>`;
}

export function listing(submissions: StoredSubmission[]): string {
  if (submissions.length === 0) return "No submissions stored.\n";
  const rows = submissions.map((submission) =>
    [
      submission.reference,
      submission.receivedAt.slice(0, 16).replace("T", " "),
      contactOf(submission),
      submission.kind === "claim" ? `${submission.documents.length} document(s)` : "",
    ].join("  "),
  );
  return `${rows.join("\n")}\n`;
}

export function exported(submissions: StoredSubmission[], dataDir: string): string {
  const withPaths = submissions.map((submission) => ({
    ...submission,
    documents: submission.documents.map((document) => ({
      ...document,
      storedPath: path.join(documentsDir(dataDir), document.storedPath),
    })),
  }));
  return `${printableJson(withPaths)}\n`;
}

export function run(args: string[], dataDir: string): { output: string; exitCode: number } {
  const command = args[0];
  if (command !== "list" && command !== "export") return { output: `${usage}\n`, exitCode: 2 };
  const db = openDatabase(dataDir);
  try {
    const submissions = createSubmissionStore(db, dataDir).all();
    return { output: command === "list" ? listing(submissions) : exported(submissions, dataDir), exitCode: 0 };
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const { output, exitCode } = run(process.argv.slice(2), readConfig().dataDir);
  (exitCode === 0 ? process.stdout : process.stderr).write(output);
  process.exitCode = exitCode;
}
