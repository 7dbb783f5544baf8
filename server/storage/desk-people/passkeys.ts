/**
 * Each person's passkeys (several: a phone and a laptop), with the counter and last use each sign-in updates. Removing
 * one ends the desk sessions it opened, in the same transaction (staff-sessions.ts): a lost phone signs nobody in.
 * Adding or removing one on the desk e-mails the person, queued in the same transaction (passkey-changes.ts).
 */
import type { Db } from "../database/database";
import { createPasskeyChanges } from "./passkey-changes";
import { writeTransaction } from "../database/write-transaction";

export interface StoredPasskey {
  /** The credential's id, base64url, as the browser names it. */
  id: string;
  staffId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  /** Synced to the person's other devices (their platform's password manager), or kept on this one only. */
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  credential_id: string;
  staff_id: number;
  public_key: Buffer;
  counter: number;
  transports: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}

const passkey = (row: PasskeyRow): StoredPasskey => ({
  id: row.credential_id,
  staffId: row.staff_id,
  publicKey: new Uint8Array(row.public_key),
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  backedUp: row.backed_up === 1,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;

/** `mailsStaff`: whether the service sends e-mail (SMTP_URL), so that a change is e-mailed to its person. */
export function createPasskeyStore(db: Db, { mailsStaff = false }: { mailsStaff?: boolean } = {}) {
  const changes = createPasskeyChanges(db, { mailsStaff });
  const insert = db.prepare<[string, number, Buffer, number, string, number, string]>(
    `INSERT INTO passkeys (credential_id, staff_id, public_key, counter, transports, backed_up, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[string], PasskeyRow>("SELECT * FROM passkeys WHERE credential_id = ?");
  const ofStaff = db.prepare<[number], PasskeyRow>("SELECT * FROM passkeys WHERE staff_id = ? ORDER BY created_at");
  const used = db.prepare<[number, string, string]>(
    "UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?",
  );
  const remove = db.prepare<[string, number]>("DELETE FROM passkeys WHERE credential_id = ? AND staff_id = ?");
  const endSessions = db.prepare<[string]>("DELETE FROM staff_sessions WHERE credential_id = ?");

  return {
    /** Adds a passkey registered from `device` (its label); run inside the registration's transaction. */
    add(key: Omit<StoredPasskey, "createdAt" | "lastUsedAt">, device: string, now: Date) {
      const { id, staffId, publicKey, counter, transports, backedUp } = key;
      insert.run(
        id,
        staffId,
        Buffer.from(publicKey),
        counter,
        JSON.stringify(transports),
        backedUp ? 1 : 0,
        now.toISOString(),
      );
      changes.record(staffId, "added", device, now);
    },
    find(id: string) {
      const row = byId.get(id);
      return row && passkey(row);
    },
    of: (staffId: number) => ofStaff.all(staffId).map(passkey),
    recordUse(id: string, counter: number, now: Date) {
      used.run(counter, now.toISOString(), id);
    },
    /**
     * Removes one of this person's passkeys from `device` (its label) and ends the sessions it opened; answers how
     * many ended, or undefined when they have no passkey of that id.
     */
    remove: writeTransaction(db, (staffId: number, id: string, device: string, now: Date): number | undefined => {
      if (remove.run(id, staffId).changes === 0) return undefined;
      changes.record(staffId, "removed", device, now);
      return endSessions.run(id).changes;
    }),
  };
}
