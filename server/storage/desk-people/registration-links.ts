/**
 * Links that register a passkey: printed by the staff's command line, each usable once within 24 hours, and only the
 * newest of a person's: a new one closes those not yet used, so a link printed and lost, or sent to the wrong place,
 * stops working once another is made. The token travels in the link's fragment, which browsers never send, so it
 * reaches no server log.
 */
import type { Db } from "../database/database";
import { newToken, tokenHash } from "../tokens/secret-tokens";
import { writeTransaction } from "../database/write-transaction";

export const REGISTRATION_LINK_HOURS = 24;

/** The person a link is for, or "not usable" whether it was used, expired or its person removed: all one to its holder. */
type LinkState = { staffId: number } | "not usable";

export type RegistrationLinks = ReturnType<typeof createRegistrationLinks>;

export function createRegistrationLinks(db: Db) {
  const insert = db.prepare<[string, number, string, string]>(
    "INSERT INTO registration_links (token_sha256, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const usable = db.prepare<[string, string], { staff_id: number }>(
    `SELECT registration_links.staff_id FROM registration_links JOIN staff ON staff.id = registration_links.staff_id
     WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ? AND staff.removed_at IS NULL`,
  );
  const unused = db.prepare<[number, string], { count: number }>(
    "SELECT COUNT(*) AS count FROM registration_links WHERE staff_id = ? AND used_at IS NULL AND expires_at > ?",
  );
  const closeUnused = db.prepare<[number]>("DELETE FROM registration_links WHERE staff_id = ? AND used_at IS NULL");
  const openOf = db.prepare<[number, string], { createdAt: string; expiresAt: string }>(
    `SELECT created_at AS createdAt, expires_at AS expiresAt FROM registration_links
     WHERE staff_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at`,
  );
  const markUsed = db.prepare<[string, string, string]>(
    "UPDATE registration_links SET used_at = ? WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?",
  );

  const create = (staffId: number, now: Date): string => {
    const token = newToken();
    const expires = new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000);
    insert.run(tokenHash(token), staffId, now.toISOString(), expires.toISOString());
    return token;
  };

  return {
    /** A new link's token for this person, beside any earlier one. */
    create,
    /**
     * A new link's token for this person, their earlier links not yet used closed (they answer as spent ones):
     * `closed` counts those that still worked.
     */
    replace: writeTransaction(db, (staffId: number, now: Date): { token: string; closed: number } => {
      const { count } = unused.get(staffId, now.toISOString())!;
      closeUnused.run(staffId);
      return { token: create(staffId, now), closed: count };
    }),
    /** This person's links still usable, the oldest first. */
    openOf: (staffId: number, now: Date) => openOf.all(staffId, now.toISOString()),
    /** The person a link is for while it can still be used. */
    check(token: string, now: Date): LinkState {
      const row = usable.get(tokenHash(token), now.toISOString());
      return row ? { staffId: row.staff_id } : "not usable";
    },
    /** Spends a link; answers false when it had been spent or had expired meanwhile. */
    use(token: string, now: Date): boolean {
      const iso = now.toISOString();
      return markUsed.run(iso, tokenHash(token), iso).changes === 1;
    },
  };
}
