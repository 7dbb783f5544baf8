/**
 * `npm run -s submissions -- COMMAND`, on the DATA_DIR the service uses, while it runs (SQLite's WAL allows it):
 *
 * - `list` prints the stored submissions, newest last; `export` writes them all, with their documents' paths,
 *   as JSON; `outbox` lists the e-mails still to send and those the relay refused, `outbox retry REFERENCE`
 *   queues one again.
 * - `backup DIR` copies the database and its documents, with SHA256SUMS, into a new or empty folder;
 *   `restore DIR` copies such a backup into an empty DATA_DIR, every file checked against SHA256SUMS.
 *
 * Exits 0 when done, 1 when it refuses or finds nothing (one line on stderr says why), 2 on a usage error.
 * Stored text is printed with every control written out (safe-text.ts).
 */
import path from "node:path";
import { readConfig } from "./config";
import { backup } from "./data-lifecycle/backup";
import { MANIFEST } from "./data-lifecycle/manifest";
import { Refused } from "./data-lifecycle/refused";
import { restore } from "./data-lifecycle/restore";
import { printableJson, printableLine } from "./safe-text";
import { openDatabase, type Db } from "./storage/database";
import { documentsDir } from "./storage/documents";
import {
  createSubmissionStore,
  senderName,
  type OutboxEntry,
  type StoredSubmission,
  type SubmissionStore,
} from "./storage/submission-store";

const usage = `Usage: npm run -s submissions -- COMMAND, one of
  list | export | outbox [retry REFERENCE]
  backup DIR | restore DIR`;

interface Result {
  output: string;
  exitCode: number;
}

type Command =
  | { name: "list" | "export" | "outbox" }
  | { name: "retry"; reference: string }
  | { name: "backup"; dir: string }
  | { name: "restore"; dir: string };

function contactOf(submission: StoredSubmission): string {
  return `${printableLine(senderName(submission))} <${printableLine(submission.fields.email)}>`;
}

const minute = (isoTime: string) => isoTime.slice(0, 16).replace("T", " ");

export function listing(submissions: StoredSubmission[]): string {
  if (submissions.length === 0) return "No submissions stored.\n";
  const rows = submissions.map((submission) =>
    [
      submission.reference,
      minute(submission.receivedAt),
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

const counted = (submissions: number, documents: number) => `${submissions} submission(s) and ${documents} document(s)`;

function retry(store: SubmissionStore, reference: string): Result {
  const outcome = store.retryMail(reference);
  if (outcome === "queued")
    return { output: `${reference} is queued again; the service sends it at its next poll.\n`, exitCode: 0 };
  if (outcome === "sent")
    return { output: `${reference} has been e-mailed; there is nothing to retry.\n`, exitCode: 1 };
  return { output: `There is no submission ${reference} in the outbox.\n`, exitCode: 1 };
}

function parse(args: string[]): Command | undefined {
  const [name, ...operands] = args;
  const [first, second, ...more] = operands;
  switch (name) {
    case "list":
    case "export":
      return first === undefined ? { name } : undefined;
    case "outbox":
      if (first === undefined) return { name };
      return first === "retry" && second !== undefined && more.length === 0
        ? { name: "retry", reference: second }
        : undefined;
    case "backup":
    case "restore":
      return first !== undefined && second === undefined ? { name, dir: first } : undefined;
    default:
      return undefined;
  }
}

async function runOn(db: Db, dataDir: string, command: Exclude<Command, { name: "restore" }>): Promise<Result> {
  const store = createSubmissionStore(db, dataDir);
  const done = (output: string): Result => ({ output, exitCode: 0 });
  switch (command.name) {
    case "list":
      return done(listing(store.all()));
    case "export":
      return done(exported(store.all(), dataDir));
    case "outbox":
      return done(outboxListing(store.unsentMail()));
    case "retry":
      return retry(store, command.reference);
    case "backup": {
      const { submissions, documents } = await backup(db, dataDir, command.dir);
      const manifest = printableLine(path.join(command.dir, MANIFEST));
      return done(`Backed up ${counted(submissions, documents.length)}; ${manifest} lists their files.\n`);
    }
  }
}

export async function run(args: string[], dataDir: string): Promise<Result> {
  const command = parse(args);
  if (!command) return { output: `${usage}\n`, exitCode: 2 };
  try {
    if (command.name === "restore") {
      const { submissions, documents } = await restore(command.dir, dataDir);
      const into = `into ${printableLine(dataDir)}, every file checked against ${MANIFEST}`;
      return { output: `Restored ${counted(submissions, documents.length)} ${into}.\n`, exitCode: 0 };
    }
    const db = openDatabase(dataDir);
    try {
      return await runOn(db, dataDir, command);
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof Refused) return { output: `${printableLine(error.message)}.\n`, exitCode: 1 };
    throw error;
  }
}

if (require.main === module) {
  void run(process.argv.slice(2), readConfig().dataDir).then(({ output, exitCode }) => {
    (exitCode === 0 ? process.stdout : process.stderr).write(output);
    process.exitCode = exitCode;
  });
}
