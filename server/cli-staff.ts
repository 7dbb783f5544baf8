/**
 * `npm run -s submissions -- staff …`: who may sign in to the desk. `add EMAIL --name NAME` and `link EMAIL` print
 * a registration link as their last line; `list` shows each person with their passkeys and last sign-in; `remove
 * EMAIL` ends their sessions at once and keeps their name for the desk's history.
 */
import { emailRule, nameRule } from "../form-contract/shared/rules";
import { Refused } from "./data-lifecycle/refused";
import { lagosTime } from "./mail/lagos-time";
import { printableLine } from "./submissions/safe-text";
import type { Db } from "./storage/database";
import { createPasskeyStore, type StoredPasskey } from "./storage/passkeys";
import { createRegistrationLinks, REGISTRATION_LINK_HOURS } from "./storage/registration-links";
import { createStaffStore, type StaffMember } from "./storage/staff";

export const staffUsage = "staff add EMAIL --name NAME | staff link EMAIL | staff list | staff remove EMAIL";

export type StaffCommand =
  | { name: "staff add"; email: string; fullName: string }
  | { name: "staff link" | "staff remove"; email: string }
  | { name: "staff list" };

/** `staff`'s operands, or undefined for a usage error. */
export function staffCommand([action, ...operands]: string[]): StaffCommand | undefined {
  const [first, second, third, ...more] = operands;
  switch (action) {
    case "list":
      return first === undefined ? { name: "staff list" } : undefined;
    case "link":
    case "remove":
      return first !== undefined && second === undefined ? { name: `staff ${action}`, email: first } : undefined;
    case "add":
      if (more.length > 0 || first === undefined || third === undefined) return undefined;
      return second === "--name" ? { name: "staff add", email: first, fullName: third } : undefined;
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

const who = (person: StaffMember) => `${printableLine(person.name)} <${printableLine(person.email)}>`;
const when = (instant: string | null) => (instant === null ? "never" : lagosTime(instant));

function passkeyLine(passkey: StoredPasskey): string {
  const kind = passkey.backedUp ? "synced passkey" : "device-bound passkey";
  return `  ${kind} added ${lagosTime(passkey.createdAt)}, last used ${when(passkey.lastUsedAt)}`;
}

function listing(db: Db): string {
  const people = createStaffStore(db).all();
  if (people.length === 0) return 'No staff yet: add the first with `staff add EMAIL --name "NAME"`.\n';
  const passkeys = createPasskeyStore(db);
  const blocks = people.map((person) => {
    if (person.removedAt !== null) return `${who(person)}  removed ${lagosTime(person.removedAt)}\n`;
    const keys = passkeys.of(person.id);
    const lines = keys.length === 0 ? ["  no passkey yet"] : keys.map(passkeyLine);
    return `${who(person)}  last sign-in ${when(person.lastSignInAt)}\n${lines.join("\n")}\n`;
  });
  return blocks.join("");
}

/** A new registration link for this person: the sentence saying what it is, then the link alone on the last line. */
function linkFor(db: Db, person: StaffMember, deskOrigin: string, now: Date, opening: string): string {
  const token = createRegistrationLinks(db).create(person.id, now);
  const until = lagosTime(new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000).toISOString());
  return (
    `${opening} Give them this link, in person or by a channel only they read; it registers a passkey once, ` +
    `until ${until}:\n${deskOrigin}/desk/register#${token}\n`
  );
}

export function runStaffCommand(db: Db, command: StaffCommand, deskOrigin: string, now = new Date()): string {
  const staff = createStaffStore(db);
  if (command.name === "staff list") return listing(db);
  const email = checked(emailRule(), command.email, "EMAIL");
  switch (command.name) {
    case "staff add": {
      const fullName = checked(nameRule("NAME must be at least 2 characters"), command.fullName, "NAME");
      const person = staff.add(email, fullName, now);
      if (!person) throw new Refused(`${email} is already on the desk; \`staff link ${email}\` makes a new link`);
      return linkFor(db, person, deskOrigin, now, `Added ${who(person)}.`);
    }
    case "staff link": {
      const person = staff.find(email);
      if (!person || person.removedAt !== null) throw new Refused(`${email} is not on the desk`);
      return linkFor(db, person, deskOrigin, now, `A new link for ${who(person)}.`);
    }
    case "staff remove": {
      const person = staff.remove(email, now);
      if (!person) throw new Refused(`${email} is not on the desk`);
      return `Removed ${who(person)}: signed out everywhere, passkeys deleted; their name stays on the desk's history.\n`;
    }
  }
}
