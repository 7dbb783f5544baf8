/**
 * Links that register a passkey: printed by the staff's command line, each usable once within 24 hours. The token
 * travels in the link's fragment, which browsers never send, so it reaches no server log.
 */
import type { Db } from "./database";
import { newToken, tokenHash } from "./secret-tokens";

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
  const markUsed = db.prepare<[string, string, string]>(
    "UPDATE registration_links SET used_at = ? WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?",
  );

  return {
    /** A new link's token for this person; their earlier links stay usable until used or expired. */
    create(staffId: number, now: Date): string {
      const token = newToken();
      const expires = new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000);
      insert.run(tokenHash(token), staffId, now.toISOString(), expires.toISOString());
      return token;
    },
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
