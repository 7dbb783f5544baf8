/**
 * Who runs a command that changes the desk or its record: the person on the desk `--by EMAIL` names (refused when
 * nobody on the desk has that address), or else the operating-system user running it.
 */
import os from "node:os";
import { Refused } from "./data-lifecycle/refused";
import type { Db } from "./storage/database/database";
import type { CommandRunner } from "./storage/desk-progress/desk-record";
import { createStaffStore } from "./storage/desk-people/staff";

/** The id of the person on the desk `--by EMAIL` names; undefined without `--by`. */
function namedBy(db: Db, email: string | undefined): number | undefined {
  if (email === undefined) return undefined;
  const person = createStaffStore(db).find(email.trim());
  if (!person) throw new Refused(`--by ${email}: that person is not on the desk`);
  return person.id;
}

/** The operating-system user running this process; its uid when the system names none (a container's). */
function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "unknown"}`;
  }
}

export function commandRunner(db: Db, by: string | undefined): CommandRunner {
  const staffId = namedBy(db, by);
  return staffId === undefined ? { osUser: osUser() } : { staffId };
}
