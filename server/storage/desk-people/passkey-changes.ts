/**
 * A passkey added to or removed from a person's account on the desk, kept for the e-mail that tells them
 * (mail/passkey-change-mail.ts), queued in the outbox in the change's own transaction, as "passkey-change-ID" with
 * the person's id: if they did not make the change, they call the brokerage. Nothing is kept or queued when the
 * service sends no e-mail (SMTP_URL unset). `staff remove` sends none: the person is off the desk, and their
 * passkeys go with them.
 */
import type { Db } from "../database/database";
import { numberedMessages } from "../outbox/numbered-messages";

export type Change = "added" | "removed";

export interface PasskeyChange {
  id: number;
  staffId: number;
  change: Change;
  /** The device it was made from, as a session names it ("Chrome on Android"). */
  device: string;
  at: string;
}

/** The outbox's name for a change's e-mail, "passkey-change-ID": the change's id. */
export const passkeyChangeMessages = numberedMessages("passkey-change-");

export type PasskeyChanges = ReturnType<typeof createPasskeyChanges>;

export function createPasskeyChanges(db: Db, { mailsStaff = false }: { mailsStaff?: boolean } = {}) {
  const insert = db.prepare<[number, Change, string, string]>(
    "INSERT INTO passkey_changes (staff_id, change, device, at) VALUES (?, ?, ?, ?)",
  );
  const queue = db.prepare<[number, string, string]>(
    "INSERT INTO outbox (staff_id, message, next_attempt_at) VALUES (?, ?, ?)",
  );
  const byId = db.prepare<[number], PasskeyChange>(
    "SELECT id, staff_id AS staffId, change, device, at FROM passkey_changes WHERE id = ?",
  );
  const forgetMailed = db.prepare<{ prefix: string }>(
    `DELETE FROM passkey_changes WHERE EXISTS (
       SELECT 1 FROM outbox WHERE outbox.staff_id = passkey_changes.staff_id
         AND outbox.message = :prefix || passkey_changes.id AND outbox.sent_at IS NOT NULL)`,
  );
  return {
    /** Keeps a change and queues its e-mail to the person; run inside the change's transaction. */
    record(staffId: number, change: Change, device: string, now: Date) {
      if (!mailsStaff) return;
      const { lastInsertRowid } = insert.run(staffId, change, device, now.toISOString());
      queue.run(staffId, passkeyChangeMessages.nameFor(lastInsertRowid), now.toISOString());
    },
    byId: (id: number) => byId.get(id),
    /** Forgets the changes whose e-mail has gone: the desk's record keeps every passkey added or removed. */
    forgetMailed: () => forgetMailed.run({ prefix: passkeyChangeMessages.prefix }).changes,
  };
}
