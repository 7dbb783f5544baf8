/**
 * The Idempotency-Key of the submission routes (form-contract/shared/idempotency.ts): one submission per form and
 * key while the key is kept. The key and a hash of what was submitted are stored in the submission's own row; a
 * repeat with the same hash gets the stored reference back, one with another hash is refused, and one arriving
 * while the first is still being stored is told to wait (a form post waits itself). A request without the header
 * is stored each time it comes. A quote's keys and a claim's are apart: one key may stand for one of each.
 *
 * How long a key is kept, from the time its submission was received (docs/forms.md publishes it, as the IETF draft
 * asks); after that the key stores a new submission, which then holds it:
 * - a client's key, CLIENT_KEY_DAYS. The forms keep a submission not yet answered, with its key, in the copy on the
 *   phone (src/forms/drafts/), which is kept 7 days after the form was last used and tries again each time it is;
 *   the window is wide enough for a phone that was offline for weeks, whose retry is then answered as the first.
 * - a browser's own form post, keyed by its content, CONTENT_KEY_HOURS: Back and submit again is a repeat, while
 *   the same fields sent on another day are asked again.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  CONTENT_KEY_PREFIX,
  IDEMPOTENCY_HEADER,
  idempotencyMessages,
  readIdempotencyKey,
} from "../../form-contract/shared/idempotency";
import { RequestRefused } from "./client-errors";
import type { Db } from "../storage/database/database";
import type { SubmissionKind } from "../storage/submissions/references";
import type { IdempotencyRecord } from "../storage/submissions/submission-store";

export interface IdempotentAttempt {
  /** The reference stored under this key while it is kept, for the same hash; refused (422) for another. */
  earlier(hash: string): string | undefined;
  /** What to store with the submission. */
  record(hash: string): IdempotencyRecord;
  /** Call once the request is answered, whatever the answer. */
  end(): void;
}

/** SHA-256 of a value as JSON with its object keys sorted: the same submission always hashes the same. */
export function submissionHash(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (typeof item !== "object" || item === null) return item;
    return Object.fromEntries(
      Object.keys(item)
        .sort()
        .map((key) => [key, canonical((item as Record<string, unknown>)[key])]),
    );
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

export const CLIENT_KEY_DAYS = 30;
export const CONTENT_KEY_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** What the requests in progress are known by: a quote's key and a claim's are apart. */
const inProgressName = (form: SubmissionKind, key: string) => `${form} ${key}`;

export function createIdempotency(db: Db) {
  // One service process owns DATA_DIR (data-dir-lock.ts), so what it is storing right now is known here: each form's
  // key in progress, with what settles when its request is answered.
  const inProgress = new Map<string, Promise<void>>();
  const heldBy = db.prepare<[SubmissionKind, string, string], { reference: string; hash: string }>(
    "SELECT reference, request_hash AS hash FROM submissions WHERE kind = ? AND idempotency_key = ? AND received_at > ?",
  );

  const start = (form: SubmissionKind, key: string, keptForMs: number): IdempotentAttempt => {
    const name = inProgressName(form, key);
    if (inProgress.has(name)) {
      throw new RequestRefused(409, { error: "idempotency_key_in_use", message: idempotencyMessages.inProgress });
    }
    let answered!: () => void;
    inProgress.set(name, new Promise<void>((resolve) => (answered = resolve)));
    const keptSince = new Date(Date.now() - keptForMs).toISOString();
    return {
      earlier(hash) {
        const stored = heldBy.get(form, key, keptSince);
        if (!stored) return undefined;
        if (stored.hash !== hash) {
          throw new RequestRefused(422, {
            error: "idempotency_key_reused",
            message: idempotencyMessages.reusedWithOtherBody,
          });
        }
        return stored.reference;
      },
      record: (hash) => ({ key, hash, keptSince }),
      end: () => {
        inProgress.delete(name);
        answered();
      },
    };
  };

  return {
    /**
     * Starts a keyed request to `form`'s route; undefined when it carries no key. Refuses an invalid key (400) and a
     * key in use (409).
     */
    begin(request: FastifyRequest, form: SubmissionKind): IdempotentAttempt | undefined {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header === undefined) return undefined;
      const key = typeof header === "string" ? readIdempotencyKey(header) : undefined;
      if (key === undefined) {
        throw new RequestRefused(400, { error: "invalid_idempotency_key", message: idempotencyMessages.invalid });
      }
      return start(form, key, CLIENT_KEY_DAYS * 24 * HOUR_MS);
    },
    /**
     * Starts a browser's own form post, keyed by what it sends: a static page cannot give each visit a key of its
     * own, and the same fields and documents posted again (back, then submit) are the same submission. A repeat
     * arriving while the first is being stored waits for it, then gets its answer: a double click sends the form
     * twice, and the browser shows only the second answer, which must not say the claim failed.
     */
    async beginForContent(hash: string, form: SubmissionKind): Promise<IdempotentAttempt> {
      const key = `${CONTENT_KEY_PREFIX}${hash}`.slice(0, 64);
      const name = inProgressName(form, key);
      for (let first = inProgress.get(name); first; first = inProgress.get(name)) await first;
      return start(form, key, CONTENT_KEY_HOURS * HOUR_MS);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
