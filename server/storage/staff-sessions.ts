/**
 * Desk sessions, kept here and not in the cookie, so that signing out or removing a person ends them at once. A
 * session lasts 30 minutes from its last request and 12 hours at most (OWASP ASVS 5.0, V7.3; docs/operations.md).
 */
import type { Db } from "./database";
import { newToken, tokenHash } from "./secret-tokens";

const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export function createStaffSessions(db: Db) {
  const insert = db.prepare<[string, number, string, string]>(
    "INSERT INTO staff_sessions (token_sha256, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
  );
  const lookUp = db.prepare<[string], { staff_id: number; created_at: string; last_seen_at: string }>(
    "SELECT staff_id, created_at, last_seen_at FROM staff_sessions WHERE token_sha256 = ?",
  );
  const touch = db.prepare<[string, string]>("UPDATE staff_sessions SET last_seen_at = ? WHERE token_sha256 = ?");
  const end = db.prepare<[string]>("DELETE FROM staff_sessions WHERE token_sha256 = ?");
  const endExpired = db.prepare<[string, string]>(
    "DELETE FROM staff_sessions WHERE last_seen_at <= ? OR created_at <= ?",
  );

  return {
    /** A new session's token, for the cookie alone. Sessions past their time go then, so that none lingers. */
    start(staffId: number, now: Date): string {
      const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
      const startedBefore = new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString();
      endExpired.run(idleSince, startedBefore);
      const token = newToken();
      insert.run(tokenHash(token), staffId, now.toISOString(), now.toISOString());
      return token;
    },
    /** The person a live session is for, its idle time started again; an expired session is ended. */
    resume(token: string, now: Date): number | undefined {
      const hash = tokenHash(token);
      const row = lookUp.get(hash);
      if (!row) return undefined;
      const idle = now.getTime() - Date.parse(row.last_seen_at);
      const age = now.getTime() - Date.parse(row.created_at);
      if (idle >= SESSION_IDLE_MS || age >= SESSION_ABSOLUTE_MS) {
        end.run(hash);
        return undefined;
      }
      touch.run(now.toISOString(), hash);
      return row.staff_id;
    },
    end(token: string) {
      end.run(tokenHash(token));
    },
  };
}
