/**
 * Desk sessions, kept in the database and not in the cookie, so that signing out, removing a person or removing the
 * passkey that opened one (passkeys.ts) ends it at once. A session lasts 30 minutes from its last request and 12 hours
 * at most (OWASP ASVS 5.0, V7.3; docs/operations.md). Each keeps the passkey that opened it (a sign-in's, or the one
 * a registration has just stored) and the device it was opened from, as a short label (desk/device-label.ts).
 */
import type { Db } from "../database/database";
import { createTokenSessions, type LiveSession } from "../tokens/token-sessions";

/** A live desk session as the passkeys page lists it: the passkey that opened it and the device's label. */
export type StaffSession = LiveSession<"credential_id" | "device">;

export const createStaffSessions = (db: Db) =>
  createTokenSessions<keyof StaffSession["opened"]>(db, {
    table: "staff_sessions",
    subjectColumn: "staff_id",
    idleMs: 30 * 60_000,
    absoluteMs: 12 * 60 * 60_000,
    openedWith: ["credential_id", "device"],
  });
