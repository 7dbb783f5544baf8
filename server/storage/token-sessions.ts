/**
 * Sessions kept in the database and named by a random token the cookie alone holds (kept here as its SHA-256),
 * so that ending one, or removing what it is for, ends it at the next request. A session lasts `idleMs` from its
 * last request and `absoluteMs` at most. One table per kind of session: the desk's people (staff-sessions.ts) and
 * the customers' claims (claim-sessions.ts), each with the id of what it is for in `subjectColumn`.
 */
import type { Db } from "./database";
import { newToken, tokenHash } from "./secret-tokens";

interface SessionTable {
  table: "staff_sessions" | "claim_sessions";
  subjectColumn: "staff_id" | "submission_id";
  idleMs: number;
  absoluteMs: number;
}

export function createTokenSessions(db: Db, { table, subjectColumn, idleMs, absoluteMs }: SessionTable) {
  const insert = db.prepare<[string, number, string, string]>(
    `INSERT INTO ${table} (token_sha256, ${subjectColumn}, created_at, last_seen_at) VALUES (?, ?, ?, ?)`,
  );
  const lookUp = db.prepare<[string], { subject: number; created_at: string; last_seen_at: string }>(
    `SELECT ${subjectColumn} AS subject, created_at, last_seen_at FROM ${table} WHERE token_sha256 = ?`,
  );
  const touch = db.prepare<[string, string]>(`UPDATE ${table} SET last_seen_at = ? WHERE token_sha256 = ?`);
  const end = db.prepare<[string]>(`DELETE FROM ${table} WHERE token_sha256 = ?`);
  const endExpired = db.prepare<[string, string]>(`DELETE FROM ${table} WHERE last_seen_at <= ? OR created_at <= ?`);

  return {
    /** A new session's token, for the cookie alone. Sessions past their time go then, so that none lingers. */
    start(subject: number, now: Date): string {
      const idleSince = new Date(now.getTime() - idleMs).toISOString();
      const startedBefore = new Date(now.getTime() - absoluteMs).toISOString();
      endExpired.run(idleSince, startedBefore);
      const token = newToken();
      insert.run(tokenHash(token), subject, now.toISOString(), now.toISOString());
      return token;
    },
    /** What a live session is for, its idle time started again; an expired session is ended. */
    resume(token: string, now: Date): number | undefined {
      const hash = tokenHash(token);
      const row = lookUp.get(hash);
      if (!row) return undefined;
      const idle = now.getTime() - Date.parse(row.last_seen_at);
      const age = now.getTime() - Date.parse(row.created_at);
      if (idle >= idleMs || age >= absoluteMs) {
        end.run(hash);
        return undefined;
      }
      touch.run(now.toISOString(), hash);
      return row.subject;
    },
    end(token: string) {
      end.run(tokenHash(token));
    },
  };
}
