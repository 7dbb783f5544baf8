/**
 * `npm run -s submissions -- COMMAND`, on the DATA_DIR the service uses, while it runs (SQLite's WAL allows it):
 *
 * - `list` prints the stored submissions, newest last; `export` writes them all, with their documents' paths,
 *   as JSON; `outbox` lists the e-mails still to send and those the relay refused (staff's or the visitor's
 *   receipt, a step's to the customer, a passkey change's to a person on the desk), `outbox retry REFERENCE` queues a
 *   submission's again, `outbox retry EMAIL` a person on the desk's.
 * - `backup DIR` copies the database and its documents, with SHA256SUMS, into a new or empty folder;
 *   `restore DIR` copies such a backup into an empty DATA_DIR, every file checked against SHA256SUMS.
 * - `purge` erases what was closed more than RETENTION_DAYS ago (the service also does it daily).
 * - For the people whose data it is (NDPA 2023): `find EMAIL|PHONE` lists their submissions,
 *   `export-person EMAIL DIR` copies them with their documents for an access request, and
 *   `erase REFERENCE` or `erase --email EMAIL` removes them, documents and unsent e-mail included, each
 *   erasure recorded in the `erasures` table with its `--reason` (default "the person's request"), and in the
 *   desk's record as "erased" by the person on the desk `--by EMAIL` names, or else the operating-system user.
 * - `staff …` adds, lists and removes the people who sign in to the desk (cli-staff.ts), each change recorded in
 *   the desk's record with who ran it: the person `--by EMAIL` names, or else the operating-system user.
 * - `audit` prints the desk's record: sign-ins and refused ones, sign-outs, passkeys, views, documents opened,
 *   changes, erasures, the staff commands, claim sessions opened (cli-audit.ts).
 *
 * Every command but `restore` refuses a DATA_DIR that holds no database (DATA_DIR unset or wrong, as when the
 * service's settings were not given): it never works on an empty folder. The command line (cli.ts)
 * first says on stderr which DATA_DIR it uses.
 *
 * Exits 0 when done, 1 when it refuses or finds nothing (one line on stderr says why), 2 on a usage error.
 * Stored text is printed with every control written out (safe-text.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { auditCommand, auditUsage, runAudit, type AuditCommand } from "./cli-audit";
import { commandRunner } from "./cli-by";
import { staffCommand, runStaffCommand, staffUsage, type StaffCommand } from "./cli-staff";
import { DEFAULT_RETENTION_DAYS, readConfig } from "./config";
import { backup } from "./data-lifecycle/backup";
import { deskHistoryOf } from "./data-lifecycle/desk-history";
import { DEFAULT_REASON, erase, LOG_NOT_EMPTIED, type Erased, type Erasure } from "./data-lifecycle/erase";
import { exportedJson } from "./data-lifecycle/export-json";
import { exportedMessagesOf } from "./data-lifecycle/exported-messages";
import { messagesDir } from "./storage/messages/message-files";
import { MANIFEST } from "./data-lifecycle/manifest";
import { exportPerson, person, submissionsOf } from "./data-lifecycle/person";
import { purge } from "./data-lifecycle/purge";
import { Refused } from "./data-lifecycle/refused";
import { restore } from "./data-lifecycle/restore";
import { createOutboxQueue, type OutboxEntry, type OutboxQueue } from "./mail/outbox-queue";
import { printableLine } from "./submissions/safe-text";
import { DATABASE_FILE, openDatabase, type Db } from "./storage/database/database";
import { documentsDir } from "./storage/documents/documents";
import { makePrivateDataDir } from "./storage/database/private-files";
import { senderName } from "./storage/submissions/sender-name";
import { createSubmissionStore, type StoredSubmission } from "./storage/submissions/submission-store";

const usage = `Usage: npm run -s submissions -- COMMAND, one of
  list | export | outbox [retry REFERENCE|EMAIL]
  backup DIR | restore DIR | purge
  find EMAIL|PHONE | export-person EMAIL DIR | erase REFERENCE|--email EMAIL [--reason TEXT] [--by EMAIL]
  ${staffUsage}
  ${auditUsage}`;

interface Result {
  output: string;
  exitCode: number;
  /** A line for stderr whatever the outcome: DATA_DIR was open to others and has been made private. */
  notice?: string;
}

type Command =
  | { name: "list" | "export" | "outbox" | "purge" }
  | { name: "retry"; about: string }
  | { name: "backup"; dir: string }
  | { name: "restore"; dir: string }
  | { name: "find"; who: string }
  | { name: "export-person"; email: string; dir: string }
  | { name: "erase"; target: { reference: string } | { email: string }; reason: string; by?: string }
  | StaffCommand
  | AuditCommand;

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

export function outboxListing(entries: OutboxEntry[]): string {
  if (entries.length === 0) return "No e-mail waiting or refused.\n";
  const rows = entries.map((entry) =>
    [
      entry.about,
      entry.message,
      entry.failedAt ? "failed" : "pending",
      `${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}`,
      entry.failedAt ? `since ${minute(entry.failedAt)}` : `next ${minute(entry.nextAttemptAt)}`,
      ...(entry.lastError ? [entry.lastError] : []),
    ].join("  "),
  );
  return `${rows.join("\n")}\n`;
}

/** `find`: a line a submission, its reference, kind and time, and nothing else of what the person wrote. */
const found = (submissions: StoredSubmission[]) =>
  submissions.map(({ reference, kind, receivedAt }) => `${reference}  ${kind}  ${minute(receivedAt)}\n`).join("");

/**
 * A line an erased submission, then `summary`. `mailed`: name those e-mailed to staff, whose copy stays in the
 * mailbox until someone deletes it (for `erase`; `purge` leaves old mail to the mailbox's own retention).
 */
function erasures({ erased, logEmptied }: Erased, summary: string, { mailed = false } = {}): string {
  const rows = erased.map(({ reference, documents, mailedAt }: Erasure) => {
    const mail = mailed && mailedAt ? `; delete its e-mail to staff of ${minute(mailedAt)} from the mailbox` : "";
    return `${reference}  erased with ${documents} document(s)${mail}\n`;
  });
  return `${rows.join("")}${summary}\n${logEmptied ? "" : `${LOG_NOT_EMPTIED}.\n`}`;
}

const counted = (submissions: number, documents: number) => `${submissions} submission(s) and ${documents} document(s)`;

/** `outbox retry`: a submission's e-mails by its reference, or a person on the desk's by their e-mail address. */
function retry(queue: OutboxQueue, about: string): Result {
  const outcome = queue.retryMail(about);
  const words = about.includes("@")
    ? {
        queued: `The e-mails to ${about} are queued again; the service sends them`,
        sent: `Every e-mail to ${about} has gone`,
        missing: `e-mail to ${about}`,
      }
    : {
        queued: `${about} is queued again; the service sends it`,
        sent: `${about} has been e-mailed`,
        missing: `submission ${about}`,
      };
  if (outcome === "queued") return { output: `${words.queued} at its next poll.\n`, exitCode: 0 };
  if (outcome === "sent") return { output: `${words.sent}; there is nothing to retry.\n`, exitCode: 1 };
  return { output: `There is no ${words.missing} in the outbox.\n`, exitCode: 1 };
}

/** `erase`'s operands: a reference or `--email EMAIL`, `--reason TEXT` and `--by EMAIL`, in any order. */
function eraseCommand(operands: string[]): Command | undefined {
  const options: Record<string, string> = {};
  const references: string[] = [];
  for (let index = 0; index < operands.length; index += 1) {
    const operand = operands[index]!;
    if (operand !== "--email" && operand !== "--reason" && operand !== "--by") {
      if (operand.startsWith("--")) return undefined;
      references.push(operand);
      continue;
    }
    const value = operands[(index += 1)];
    if (value === undefined || operand in options) return undefined;
    options[operand] = value;
  }
  const email = options["--email"];
  const [reference, ...more] = references;
  if (more.length > 0 || (email === undefined) === (reference === undefined)) return undefined;
  return {
    name: "erase",
    target: email === undefined ? { reference: reference! } : { email },
    reason: options["--reason"] ?? DEFAULT_REASON,
    ...(options["--by"] !== undefined && { by: options["--by"] }),
  };
}

function parse(args: string[]): Command | undefined {
  const [name, ...operands] = args;
  const [first, second, ...more] = operands;
  switch (name) {
    case "list":
    case "export":
    case "purge":
      return first === undefined ? { name } : undefined;
    case "outbox":
      if (first === undefined) return { name };
      return first === "retry" && second !== undefined && more.length === 0
        ? { name: "retry", about: second }
        : undefined;
    case "backup":
    case "restore":
    case "find":
      if (first === undefined || second !== undefined) return undefined;
      return name === "find" ? { name, who: first } : { name, dir: first };
    case "export-person":
      return first !== undefined && second !== undefined && more.length === 0
        ? { name, email: first, dir: second }
        : undefined;
    case "erase":
      return eraseCommand(operands);
    case "staff":
      return staffCommand(operands);
    case "audit":
      return auditCommand(operands);
    default:
      return undefined;
  }
}

interface Settings {
  retentionDays: number;
  deskOrigin: string;
}

async function runOn(
  db: Db,
  dataDir: string,
  { retentionDays, deskOrigin }: Settings,
  command: Exclude<Command, { name: "restore" }>,
): Promise<Result> {
  const store = createSubmissionStore(db, dataDir);
  const done = (output: string): Result => ({ output, exitCode: 0 });
  switch (command.name) {
    case "list":
      return done(listing(store.all()));
    case "export":
      return done(
        exportedJson(
          store.all(),
          documentsDir(dataDir),
          deskHistoryOf(db),
          exportedMessagesOf(db, messagesDir(dataDir)),
        ),
      );
    case "outbox":
      return done(outboxListing(createOutboxQueue(db, store).unsentMail()));
    case "retry":
      return retry(createOutboxQueue(db, store), command.about);
    case "backup": {
      const { submissions, documents } = await backup(db, dataDir, command.dir);
      const manifest = printableLine(path.join(command.dir, MANIFEST));
      return done(`Backed up ${counted(submissions, documents.length)}; ${manifest} lists their files.\n`);
    }
    case "purge": {
      const { closedBefore, openPastRetention, ...purged } = purge(db, dataDir, retentionDays, {
        actor: "command line",
        ...commandRunner(db, undefined),
      });
      const since = minute(closedBefore.toISOString());
      const open =
        openPastRetention === 0
          ? ""
          : `\n${openPastRetention} open submission(s) received before ${since} are kept until closed on the desk.`;
      const unfiled =
        purged.unfiledErased === 0 ? "" : ` and ${purged.unfiledErased} unfiled message(s) that came before then`;
      const summary = `Purged ${purged.erased.length} submission(s) closed before ${since}${unfiled} (RETENTION_DAYS=${retentionDays}).`;
      return done(erasures(purged, `${summary}${open}`));
    }
    case "find":
      return done(found(submissionsOf(store, person(command.who))));
    case "export-person": {
      const { submissions, documents } = await exportPerson(db, store, dataDir, command.email, command.dir);
      return done(`Exported ${counted(submissions, documents)} to ${printableLine(command.dir)}.\n`);
    }
    case "erase": {
      const erased = erase(db, store, dataDir, command.target, command.reason, commandRunner(db, command.by));
      const summary = `Erased ${erased.erased.length} submission(s); reason: ${printableLine(command.reason.trim())}.`;
      return done(erasures(erased, summary, { mailed: true }));
    }
    case "staff add":
    case "staff link":
    case "staff list":
    case "staff remove":
      return done(runStaffCommand(db, command, deskOrigin));
    case "audit":
      return done(runAudit(db, command));
  }
}

export async function run(
  args: string[],
  dataDir: string,
  retentionDays = DEFAULT_RETENTION_DAYS,
  deskOrigin = readConfig({}).deskOrigin,
): Promise<Result> {
  const command = parse(args);
  if (!command) return { output: `${usage}\n`, exitCode: 2 };
  let notice: { notice: string } | undefined;
  try {
    if (command.name === "restore") {
      const { submissions, documents } = await restore(command.dir, dataDir);
      const into = `into ${printableLine(dataDir)}, every file checked against ${MANIFEST}`;
      return { output: `Restored ${counted(submissions, documents.length)} ${into}.\n`, exitCode: 0 };
    }
    // Checked before anything is made or opened: a wrong DATA_DIR is left as it was.
    if (!fs.statSync(path.join(dataDir, DATABASE_FILE), { throwIfNoEntry: false })?.isFile()) {
      throw new Refused(
        `DATA_DIR ${dataDir} holds no ${DATABASE_FILE}; give the service's DATA_DIR (docs/operations.md, "Operating on stored personal data")`,
      );
    }
    const loosened = makePrivateDataDir(dataDir);
    if (loosened) notice = { notice: `DATA_DIR was open to others (mode ${loosened}); it is now 700.\n` };
    const db = openDatabase(dataDir);
    try {
      return { ...(await runOn(db, dataDir, { retentionDays, deskOrigin }, command)), ...notice };
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof Refused) return { output: `${printableLine(error.message)}.\n`, exitCode: 1, ...notice };
    throw error;
  }
}
