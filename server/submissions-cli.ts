/**
 * `npm run -s submissions -- list` prints the stored submissions, newest last;
 * `npm run -s submissions -- export` writes them all, with their documents' paths, as JSON;
 * `npm run -s submissions -- outbox` lists the e-mails still to send and those the relay refused, and
 * `outbox retry REFERENCE` queues one again.
 * Reads DATA_DIR like the service, and works while the service runs (SQLite's WAL allows it).
 */
import path from "node:path";
import { printableJson, printableLine } from "./safe-text";
import { openDatabase } from "./storage/database";
import { documentsDir } from "./storage/documents";
import {
  createSubmissionStore,
  senderName,
  type OutboxEntry,
  type StoredSubmission,
  type SubmissionStore,
} from "./storage/submission-store";

const usage = "Usage: npm run -s submissions -- list|export|outbox [retry REFERENCE]";

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

const minute = (isoTime: string) => isoTime.slice(0, 16).replace("T", " ");

export function outboxListing(entries: OutboxEntry[]): string {
  if (entries.length === 0) return "No e-mail waiting or refused.\n";
  const rows = entries.map((entry) =>
    [
      entry.reference,
      entry.failedAt ? "failed" : "pending",
      `${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}`,
      entry.failedAt ? `since ${minute(entry.failedAt)}` : `next ${minute(entry.nextAttemptAt)}`,
      ...(entry.lastError ? [entry.lastError] : []),
    ].join("  "),
  );
  return `${rows.join("\n")}\n`;
}

function retry(store: SubmissionStore, reference: string): { output: string; exitCode: number } {
  const outcome = store.retryMail(reference);
  if (outcome === "queued")
    return { output: `${reference} is queued again; the service sends it at its next poll.\n`, exitCode: 0 };
  if (outcome === "sent")
    return { output: `${reference} has been e-mailed; there is nothing to retry.\n`, exitCode: 1 };
  return { output: `There is no submission ${reference} in the outbox.\n`, exitCode: 1 };
}

export function run(args: string[], dataDir: string): { output: string; exitCode: number } {
  const [command, subcommand, reference] = args;
  const valid =
    command === "list" ||
    command === "export" ||
    (command === "outbox" && (subcommand === undefined || (subcommand === "retry" && reference !== undefined)));
  if (!valid) return { output: `${usage}\n`, exitCode: 2 };
  const db = openDatabase(dataDir);
  try {
    const store = createSubmissionStore(db, dataDir);
    if (command === "outbox") {
      return subcommand === "retry"
        ? retry(store, reference!)
        : { output: outboxListing(store.unsentMail()), exitCode: 0 };
    }
    const submissions = store.all();
    return { output: command === "list" ? listing(submissions) : exported(submissions, dataDir), exitCode: 0 };
  } finally {
    db.close();
  }
}
