/**
 * Sessions kept in the database and named by a random token the cookie alone holds (kept here as its SHA-256),
 * so that ending one, or removing what it is for, ends it at the next request. A session lasts `idleMs` from its
 * last request and `absoluteMs` at most. One table per kind of session: the desk's people (staff-sessions.ts) and
 * the customers' claims (claim-sessions.ts), each with the id of what it is for in `subjectColumn`, and what a kind
 * keeps of how each was opened in `openedWith` (the desk's: the passkey and the device; the claims': nothing).
 */
import type { Db } from "../database/database";
import { newToken, tokenHash } from "./secret-tokens";

interface SessionTable<Column extends string> {
  table: "staff_sessions" | "claim_sessions";
  subjectColumn: "staff_id" | "submission_id";
  idleMs: number;
  absoluteMs: number;
  openedWith: readonly Column[];
}

/** A live session as its subject's list shows it. */
export interface LiveSession<Column extends string> {
  /** The session of the token asked with. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  opened: Record<Column, string>;
}

type SessionRow = { token_sha256: string; created_at: string; last_seen_at: string } & Record<string, string>;

export function createTokenSessions<Column extends string = never>(
  db: Db,
  { table, subjectColumn, idleMs, absoluteMs, openedWith }: SessionTable<Column>,
) {
  const insert = db.prepare<(string | number)[]>(
    `INSERT INTO ${table} (token_sha256, ${subjectColumn}, created_at, last_seen_at${openedWith.map((column) => `, ${column}`).join("")})
     VALUES (?, ?, ?, ?${", ?".repeat(openedWith.length)})`,
  );
  const lookUp = db.prepare<[string], { subject: number; created_at: string; last_seen_at: string }>(
    `SELECT ${subjectColumn} AS subject, created_at, last_seen_at FROM ${table} WHERE token_sha256 = ?`,
  );
  const touch = db.prepare<[string, string]>(`UPDATE ${table} SET last_seen_at = ? WHERE token_sha256 = ?`);
  const end = db.prepare<[string]>(`DELETE FROM ${table} WHERE token_sha256 = ?`);
  const endExpired = db.prepare<[string, string]>(`DELETE FROM ${table} WHERE last_seen_at <= ? OR created_at <= ?`);
  const liveOf = db.prepare<[number, string, string], SessionRow>(
    `SELECT * FROM ${table} WHERE ${subjectColumn} = ? AND last_seen_at > ? AND created_at > ?
     ORDER BY last_seen_at DESC, created_at DESC`,
  );
  const endOthers = db.prepare<[number, string]>(
    `DELETE FROM ${table} WHERE ${subjectColumn} = ? AND token_sha256 <> ?`,
  );

  /** The instants a live session was last seen and started after. */
  const liveSince = (now: Date) =>
    [new Date(now.getTime() - idleMs).toISOString(), new Date(now.getTime() - absoluteMs).toISOString()] as const;

  return {
    /** A new session's token, for the cookie alone. Sessions past their time go then, so that none lingers. */
    start(subject: number, now: Date, ...[opened]: [Column] extends [never] ? [] : [Record<Column, string>]): string {
      endExpired.run(...liveSince(now));
      const token = newToken();
      const values = opened === undefined ? [] : openedWith.map((column) => opened[column]);
      insert.run(tokenHash(token), subject, now.toISOString(), now.toISOString(), ...values);
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
    /** The subject's live sessions, the last seen first; `token`'s is marked current. */
    liveOf(subject: number, token: string, now: Date): LiveSession<Column>[] {
      const hash = tokenHash(token);
      return liveOf.all(subject, ...liveSince(now)).map((row) => ({
        current: row.token_sha256 === hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        opened: Object.fromEntries(openedWith.map((column) => [column, row[column]])) as Record<Column, string>,
      }));
    },
    /** Ends every session of the subject but `token`'s; answers how many ended. */
    endOthers(subject: number, token: string): number {
      return endOthers.run(subject, tokenHash(token)).changes;
    },
  };
}
