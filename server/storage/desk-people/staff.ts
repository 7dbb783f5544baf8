/**
 * The people who work on the desk: added and removed by the staff's command line (cli-staff.ts). A removed person
 * keeps their row and name; their passkeys, registration links and sessions go at once, so nothing signs them in.
 * Their address added again is a new person, with a row, id and passkeys' user handle of their own.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../database/database";
import { writeTransaction } from "../database/write-transaction";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  /** The passkeys' user id, base64url: random, never the e-mail. */
  userHandle: string;
  addedAt: string;
  lastSignInAt: string | null;
  removedAt: string | null;
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  user_handle: string;
  added_at: string;
  last_sign_in_at: string | null;
  removed_at: string | null;
}

const member = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  userHandle: row.user_handle,
  addedAt: row.added_at,
  lastSignInAt: row.last_sign_in_at,
  removedAt: row.removed_at,
});

export type StaffStore = ReturnType<typeof createStaffStore>;

export function createStaffStore(db: Db) {
  const onDesk = db.prepare<[string], StaffRow>("SELECT * FROM staff WHERE email = ? AND removed_at IS NULL");
  const byId = db.prepare<[number], StaffRow>("SELECT * FROM staff WHERE id = ?");
  const all = db.prepare<[], StaffRow>("SELECT * FROM staff ORDER BY removed_at IS NOT NULL, name, email");
  const insert = db.prepare<[string, string, string, string]>(
    "INSERT INTO staff (email, name, user_handle, added_at) VALUES (?, ?, ?, ?)",
  );
  const markRemoved = db.prepare<[string, number]>("UPDATE staff SET removed_at = ? WHERE id = ?");
  const signedIn = db.prepare<[string, number]>("UPDATE staff SET last_sign_in_at = ? WHERE id = ?");
  const forget = ["passkeys", "registration_links", "staff_sessions"].map((table) =>
    db.prepare<[number]>(`DELETE FROM ${table} WHERE staff_id = ?`),
  );

  /** The person on the desk with this address, if anyone is. */
  const find = (email: string) => {
    const row = onDesk.get(email);
    return row && member(row);
  };

  return {
    find,
    /** The person, removed or not: what they did still names them. */
    byId(id: number) {
      const row = byId.get(id);
      return row && member(row);
    },
    /** Everyone, those still on the desk first. */
    all: () => all.all().map(member),
    /**
     * Adds a person, always a new one: an address removed before comes back as someone new, so what the removed
     * person did still names them as they were. Answers undefined when the address is already on the desk.
     */
    add: writeTransaction(db, (email: string, name: string, now: Date): StaffMember | undefined => {
      if (onDesk.get(email)) return undefined;
      insert.run(email, name, randomBytes(32).toString("base64url"), now.toISOString());
      return find(email);
    }),
    /** Removes a person and ends their sessions; answers undefined when the address is not on the desk. */
    remove: writeTransaction(db, (email: string, now: Date): StaffMember | undefined => {
      const existing = onDesk.get(email);
      if (!existing) return undefined;
      for (const statement of forget) statement.run(existing.id);
      markRemoved.run(now.toISOString(), existing.id);
      return member(byId.get(existing.id)!);
    }),
    recordSignIn(staffId: number, now: Date) {
      signedIn.run(now.toISOString(), staffId);
    },
  };
}
