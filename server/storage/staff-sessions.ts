/**
 * Desk sessions, kept in the database and not in the cookie, so that signing out or removing a person ends them at
 * once. A session lasts 30 minutes from its last request and 12 hours at most (OWASP ASVS 5.0, V7.3;
 * docs/operations.md).
 */
import type { Db } from "./database";
import { createTokenSessions } from "./token-sessions";

export const createStaffSessions = (db: Db) =>
  createTokenSessions(db, {
    table: "staff_sessions",
    subjectColumn: "staff_id",
    idleMs: 30 * 60_000,
    absoluteMs: 12 * 60 * 60_000,
  });
