/**
 * A customer's session on their claim's status page, opened by a status link: for that claim alone, 30 minutes
 * from its last request (as the desk's), and 2 hours at most, since a customer reads a page, not works a shift.
 */
import type { Db } from "../database/database";
import { createTokenSessions } from "../tokens/token-sessions";

export const CLAIM_SESSION_IDLE_MS = 30 * 60_000;

export const createClaimSessions = (db: Db) =>
  createTokenSessions(db, {
    table: "claim_sessions",
    subjectColumn: "submission_id",
    idleMs: CLAIM_SESSION_IDLE_MS,
    absoluteMs: 2 * 60 * 60_000,
    openedWith: [],
  });
