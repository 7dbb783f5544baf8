/**
 * The challenge a passkey signs, kept from the options the browser is sent to the answer it sends back: five
 * minutes, taken once. A registration's names the link it is for, so that it registers nothing for another.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../database/database";

const CHALLENGE_MS = 5 * 60_000;

interface PasskeyChallenge {
  challenge: string;
  /** The registration link's hash for a registration; null for a sign-in. */
  registrationTokenSha256: string | null;
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;

export function createPasskeyChallenges(db: Db) {
  const insert = db.prepare<[string, string, string | null, string]>(
    "INSERT INTO passkey_challenges (id, challenge, registration_token_sha256, expires_at) VALUES (?, ?, ?, ?)",
  );
  const take = db.prepare<[string, string], { challenge: string; registration_token_sha256: string | null }>(
    "DELETE FROM passkey_challenges WHERE id = ? AND expires_at > ? RETURNING challenge, registration_token_sha256",
  );
  const dropExpired = db.prepare<[string]>("DELETE FROM passkey_challenges WHERE expires_at <= ?");

  return {
    /** Keeps a challenge; answers the id the browser sends back with its answer. */
    keep(challenge: string, registrationTokenSha256: string | null, now: Date): string {
      dropExpired.run(now.toISOString());
      const id = randomUUID();
      insert.run(id, challenge, registrationTokenSha256, new Date(now.getTime() + CHALLENGE_MS).toISOString());
      return id;
    },
    take(id: string, now: Date): PasskeyChallenge | undefined {
      const row = take.get(id, now.toISOString());
      return row && { challenge: row.challenge, registrationTokenSha256: row.registration_token_sha256 };
    },
  };
}
