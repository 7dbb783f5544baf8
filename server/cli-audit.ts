/**
 * `npm run -s submissions -- audit [--since DATE] [--reference REF]`: the desk's record (storage/desk-progress/desk-record.ts),
 * a line an entry, oldest first: when (Lagos time), who (the person's name and e-mail as they were then, the command
 * line with who ran it, the service, the customer, or "someone" for a refused sign-in), what, and from which
 * address. DATE is a day in Lagos, YYYY-MM-DD: the record from its midnight on.
 */
import { Refused } from "./data-lifecycle/refused";
import { lagosDate, lagosTime, writtenDate } from "./mail/lagos-time";
import { printableLine } from "./submissions/safe-text";
import type { Db } from "./storage/database/database";
import { createDeskRecord, type RecordEntry } from "./storage/desk-progress/desk-record";
import { REFERENCE } from "./storage/submissions/references";

export const auditUsage = "audit [--since DATE] [--reference REFERENCE]";

export interface AuditCommand {
  name: "audit";
  since?: string;
  reference?: string;
}

const OPTIONS = { "--since": "since", "--reference": "reference" } as const;

/** `audit`'s options, each at most once, in any order; undefined for a usage error. */
export function auditCommand(operands: string[]): AuditCommand | undefined {
  const command: AuditCommand = { name: "audit" };
  for (let index = 0; index < operands.length; index += 2) {
    const option = operands[index]!;
    const value = operands[index + 1];
    if (!(option in OPTIONS) || value === undefined) return undefined;
    const key = OPTIONS[option as keyof typeof OPTIONS];
    if (command[key] !== undefined) return undefined;
    command[key] = value;
  }
  return command;
}

/** Lagos's midnight starting `date` (Lagos keeps UTC+1 all year), as the record's instants are written. */
function startOfLagosDay(date: string): string {
  const start = new Date(`${date}T00:00:00+01:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(start.getTime()) || lagosDate(start) !== date) {
    throw new Refused(`--since takes a day as YYYY-MM-DD, like 2026-11-01; got "${date}"`);
  }
  return start.toISOString();
}

/** A person's name and e-mail as the row keeps them. */
const named = (name: string | null, email: string | null) => `${printableLine(name)} <${printableLine(email)}>`;

function actorOf({ actor, staffId, staffName, staffEmail, osUser }: RecordEntry): string {
  const person = staffId === null ? undefined : named(staffName, staffEmail);
  if (actor === "desk") return person ?? "someone";
  if (actor === "service") return "the service";
  if (actor === "customer") return "the customer";
  if (person) return `${person} (command line)`;
  return osUser === null ? "the command line" : `the command line (user ${printableLine(osUser)})`;
}

function actionOf({ action, reference, document, what, at, credential, aboutId, aboutName, aboutEmail }: RecordEntry) {
  const about = aboutId === null ? "" : named(aboutName, aboutEmail);
  const passkey = `passkey ${printableLine(credential)}`;
  switch (action) {
    case "signed in":
    case "signed out":
    case "viewed the queue":
    case "searched the queue":
      return action;
    case "sign-in refused": {
      const tried = credential === null ? "no passkey" : `${passkey}${about && ` of ${about}`}`;
      return `sign-in refused (${printableLine(what)}): ${tried}`;
    }
    case "registered a passkey":
    case "removed a passkey":
      return `${action.replace("a passkey", passkey)}`;
    case "added a person":
      return `added ${about} to the desk`;
    case "made a registration link":
      return `made a registration link for ${about}`;
    case "removed a person":
      return `removed ${about} from the desk`;
    case "opened the claim page":
      return `opened the claim page of ${reference}`;
    case "viewed":
      // What was looked at beside the page, when the record says: a pack's cover sheet, the messages read.
      return `viewed ${reference}${what === null ? "" : `: ${printableLine(what)}`}`;
    case "opened a document":
      return `opened document ${document! + 1} of ${reference}`;
    case "changed":
      return `changed ${reference}: ${printableLine(what)}`;
    case "sent a document":
      return `${printableLine(what)} as document ${document! + 1} of ${reference}`;
    case "added an insurer":
    case "changed an insurer":
      return `${action}: ${printableLine(what)}`;
    case "added a document":
      return `added document ${document! + 1} to ${reference}, ${printableLine(what)}`;
    case "recorded an answer from an insurer":
      return `recorded on ${reference}: ${printableLine(what)}`;
    case "filed a message":
      return `filed unfiled ${printableLine(what)} to ${reference}`;
    case "set a message aside":
      return `set unfiled ${printableLine(what)} aside`;
    case "viewed unfiled mail":
      return `viewed unfiled mail: ${printableLine(what)}`;
    case "opened an attachment":
      return `opened ${printableLine(what)}${reference === null ? "" : ` of ${reference}`}`;
    case "wrote a message":
      return `wrote on ${reference}: ${printableLine(what)}`;
    case "erased":
      return `${reference} erased on ${writtenDate(lagosDate(new Date(at)))}; reason: ${printableLine(what)}`;
  }
}

export function runAudit(db: Db, { since, reference }: AuditCommand): string {
  if (reference !== undefined && !REFERENCE.test(reference)) {
    throw new Refused(`--reference takes a reference like CLM-2026-000123; got "${reference}"`);
  }
  const entries = createDeskRecord(db).entries({
    ...(since !== undefined && { since: startOfLagosDay(since) }),
    ...(reference !== undefined && { reference }),
  });
  if (entries.length === 0) {
    const about = reference === undefined ? "" : ` about ${reference}`;
    const from = since === undefined ? "" : ` since ${writtenDate(since)}`;
    return `Nothing recorded${about}${from}.\n`;
  }
  const lines = entries.map((entry) =>
    [
      lagosTime(entry.at),
      actorOf(entry),
      actionOf(entry),
      ...(entry.address === null ? [] : [`from ${printableLine(entry.address)}`]),
    ].join("  "),
  );
  return `${lines.join("\n")}\n`;
}
