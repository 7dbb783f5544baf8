/**
 * `npm run -s submissions -- staff …`: who may sign in to the desk. `add EMAIL --name NAME` and `link EMAIL` print
 * a registration link as their last line, closing the person's earlier links not yet used; `list` shows each person
 * with their passkeys, the links still open and their last sign-in; `remove EMAIL` ends their sessions at once and
 * keeps their name for the desk's history. `add`, `link` and `remove` are recorded in the desk's record with who
 * ran them: the person on the desk `--by EMAIL` names, or else the operating-system user (cli-by.ts). An address
 * removed and added again is a new person.
 */
import { emailRule, nameRule } from "../form-contract/shared/rules";
import { Refused } from "./data-lifecycle/refused";
import { commandRunner } from "./cli-by";
import { lagosTime } from "./mail/lagos-time";
import { printableLine } from "./submissions/safe-text";
import type { Db } from "./storage/database/database";
import { createDeskRecord } from "./storage/desk-progress/desk-record";
import { createPasskeyStore, type StoredPasskey } from "./storage/desk-people/passkeys";
import { createRegistrationLinks, REGISTRATION_LINK_HOURS } from "./storage/desk-people/registration-links";
import { createStaffStore, type StaffMember } from "./storage/desk-people/staff";
import { writeTransaction } from "./storage/database/write-transaction";

export const staffUsage =
  "staff add EMAIL --name NAME [--by EMAIL] | staff link EMAIL [--by EMAIL] | staff list | staff remove EMAIL [--by EMAIL]";

/** `by`: the `--by EMAIL` given, naming who on the desk runs the command. */
export type StaffCommand =
  | { name: "staff add"; email: string; fullName: string; by?: string }
  | { name: "staff link" | "staff remove"; email: string; by?: string }
  | { name: "staff list" };

/** The options after EMAIL, each at most once, from those `allowed`; undefined for a usage error. */
function options(operands: string[], allowed: string[]): Record<string, string> | undefined {
  const given: Record<string, string> = {};
  for (let index = 0; index < operands.length; index += 2) {
    const [option, value] = [operands[index]!, operands[index + 1]];
    if (!allowed.includes(option) || value === undefined || option in given) return undefined;
    given[option] = value;
  }
  return given;
}

/** `staff`'s operands, or undefined for a usage error. */
export function staffCommand([action, email, ...operands]: string[]): StaffCommand | undefined {
  if (action === "list") return email === undefined ? { name: "staff list" } : undefined;
  if (email === undefined || email.startsWith("--")) return undefined;
  const given = options(operands, action === "add" ? ["--name", "--by"] : ["--by"]);
  if (!given) return undefined;
  const by = given["--by"] === undefined ? {} : { by: given["--by"] };
  switch (action) {
    case "link":
    case "remove":
      return { name: `staff ${action}`, email, ...by };
    case "add": {
      const fullName = given["--name"];
      return fullName === undefined ? undefined : { name: "staff add", email, fullName, ...by };
    }
    default:
      return undefined;
  }
}

/** A rule's value, or the refusal its message gives. */
function checked(rule: ReturnType<typeof emailRule>, value: string, what: string): string {
  try {
    return rule.validateSync(value);
  } catch (error) {
    throw new Refused(`${what}: ${(error as Error).message}`);
  }
}

const when = (instant: string | null) => (instant === null ? "never" : lagosTime(instant));
const who = (person: StaffMember) => `${printableLine(person.name)} <${printableLine(person.email)}>`;

function passkeyLine(passkey: StoredPasskey): string {
  const kind = passkey.backedUp ? "synced passkey" : "device-bound passkey";
  return `  ${kind} added ${lagosTime(passkey.createdAt)}, last used ${lagosTime(passkey.lastUsedAt ?? passkey.createdAt)}`;
}

const linkLine = (link: { createdAt: string; expiresAt: string }) =>
  `  registration link made ${lagosTime(link.createdAt)}, open until ${lagosTime(link.expiresAt)}`;

function listing(db: Db, now: Date): string {
  const people = createStaffStore(db).all();
  if (people.length === 0) return 'No staff yet: add the first with `staff add EMAIL --name "NAME"`.\n';
  const passkeys = createPasskeyStore(db);
  const links = createRegistrationLinks(db);
  const blocks = people.map((person) => {
    if (person.removedAt !== null) return `${who(person)}  removed ${lagosTime(person.removedAt)}\n`;
    const keys = passkeys.of(person.id);
    const lines = [
      ...(keys.length === 0 ? ["  no passkey yet"] : keys.map(passkeyLine)),
      ...links.openOf(person.id, now).map(linkLine),
    ];
    return `${who(person)}  last sign-in ${when(person.lastSignInAt)}\n${lines.join("\n")}\n`;
  });
  return blocks.join("");
}

/** What `staff link` says of the person's earlier links it closed. */
const closedLinks = (closed: number) =>
  closed === 0
    ? ""
    : ` ${closed === 1 ? "Their earlier link, not yet used, no longer works" : `Their ${closed} earlier links, not yet used, no longer work`}.`;

/** A new registration link for this person: the sentence saying what it is, then the link alone on the last line. */
function linkFor(db: Db, person: StaffMember, deskOrigin: string, now: Date, opening: string): string {
  const { token, closed } = createRegistrationLinks(db).replace(person.id, now);
  const until = lagosTime(new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000).toISOString());
  return (
    `${opening}${closedLinks(closed)} Give them this link, in person or by a channel only they read; it registers a passkey once, ` +
    `until ${until}:\n${deskOrigin}/desk/register#${token}\n`
  );
}

export function runStaffCommand(db: Db, command: StaffCommand, deskOrigin: string, now = new Date()): string {
  if (command.name === "staff list") return listing(db, now);
  // The change and its line in the desk's record are committed together, or neither is.
  return writeTransaction(db, () => changeStaff(db, command, deskOrigin, now))();
}

function changeStaff(
  db: Db,
  command: Exclude<StaffCommand, { name: "staff list" }>,
  deskOrigin: string,
  now: Date,
): string {
  const staff = createStaffStore(db);
  const email = checked(emailRule(), command.email, "EMAIL");
  const by = commandRunner(db, command.by);
  const record = createDeskRecord(db);
  switch (command.name) {
    case "staff add": {
      const fullName = checked(nameRule("NAME must be at least 2 characters"), command.fullName, "NAME");
      const person = staff.add(email, fullName, now);
      if (!person) throw new Refused(`${email} is already on the desk; \`staff link ${email}\` makes a new link`);
      record.staffCommand("added a person", person.id, by, now);
      return linkFor(db, person, deskOrigin, now, `Added ${who(person)}.`);
    }
    case "staff link": {
      const person = staff.find(email);
      if (!person) throw new Refused(`${email} is not on the desk`);
      record.staffCommand("made a registration link", person.id, by, now);
      return linkFor(db, person, deskOrigin, now, `A new link for ${who(person)}.`);
    }
    case "staff remove": {
      const person = staff.remove(email, now);
      if (!person) throw new Refused(`${email} is not on the desk`);
      record.staffCommand("removed a person", person.id, by, now);
      return `Removed ${who(person)}: signed out everywhere, passkeys deleted; their name stays on the desk's history.\n`;
    }
  }
}
