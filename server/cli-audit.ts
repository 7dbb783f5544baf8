/**
 * `npm run -s submissions -- audit [--since DATE] [--reference REF]`: the desk's record (storage/desk-record.ts),
 * a line an entry, oldest first: when (Lagos time), who (the person's name and e-mail, or the command line or the
 * service), what, and from which address. DATE is a day in Lagos, YYYY-MM-DD: the record from its midnight on.
 */
import { Refused } from "./data-lifecycle/refused";
import { lagosDate, lagosTime, writtenDate } from "./mail/lagos-time";
import { printableLine } from "./submissions/safe-text";
import type { Db } from "./storage/database";
import { createDeskRecord, type RecordEntry } from "./storage/desk-record";
import { REFERENCE } from "./storage/references";
import { createStaffStore, type StaffStore } from "./storage/staff";

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

function actorOf(entry: RecordEntry, staff: StaffStore): string {
  const person = entry.staffId === null ? undefined : staff.byId(entry.staffId);
  const named = person && `${printableLine(person.name)} <${printableLine(person.email)}>`;
  if (entry.actor === "desk") return named!;
  if (entry.actor === "service") return "the service";
  if (entry.actor === "customer") return "the customer";
  return named ? `${named} (command line)` : "the command line";
}

function actionOf({ action, reference, document, what, at }: RecordEntry): string {
  switch (action) {
    case "signed in":
      return "signed in";
    case "viewed":
      return `viewed ${reference}`;
    case "opened a document":
      return `opened document ${document! + 1} of ${reference}`;
    case "changed":
      return `changed ${reference}: ${printableLine(what)}`;
    case "sent a document":
      return `${printableLine(what)} as document ${document! + 1} of ${reference}`;
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
  const staff = createStaffStore(db);
  const lines = entries.map((entry) =>
    [
      lagosTime(entry.at),
      actorOf(entry, staff),
      actionOf(entry),
      ...(entry.address === null ? [] : [`from ${printableLine(entry.address)}`]),
    ].join("  "),
  );
  return `${lines.join("\n")}\n`;
}
