/**
 * The Idempotency-Key of the submission routes (form-contract/shared/idempotency.ts): one submission per key. The
 * key and a hash of what was submitted are stored in the submission's own row; a repeat with the same hash gets
 * the stored reference back, one with another hash is refused, and one arriving while the first is still being
 * stored is told to wait (a form post waits itself). A request without the header is handled as before keys existed.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER, idempotencyMessages, readIdempotencyKey } from "../form-contract/shared/idempotency";
import { RequestRefused } from "./client-errors";
import type { Db } from "./storage/database";
import type { IdempotencyRecord } from "./storage/submission-store";

export interface IdempotentAttempt {
  /** The reference stored earlier under this key for the same hash; refused (422) when it went with another. */
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

/** Keys made from a form post's content: a "-" the enhanced forms' hex keys never hold keeps the two apart. */
const FORM_POST_KEY_PREFIX = "form-";

export function createIdempotency(db: Db) {
  // One service process owns DATA_DIR (data-dir-lock.ts), so what it is storing right now is known here: each key
  // in progress, with what settles when its request is answered.
  const inProgress = new Map<string, Promise<void>>();
  const storedUnder = db.prepare<[string], { reference: string; hash: string }>(
    "SELECT reference, request_hash AS hash FROM submissions WHERE idempotency_key = ?",
  );

  const start = (key: string): IdempotentAttempt => {
    if (inProgress.has(key)) {
      throw new RequestRefused(409, { error: "idempotency_key_in_use", message: idempotencyMessages.inProgress });
    }
    let answered!: () => void;
    inProgress.set(key, new Promise<void>((resolve) => (answered = resolve)));
    return {
      earlier(hash) {
        const stored = storedUnder.get(key);
        if (!stored) return undefined;
        if (stored.hash !== hash) {
          throw new RequestRefused(422, {
            error: "idempotency_key_reused",
            message: idempotencyMessages.reusedWithOtherBody,
          });
        }
        return stored.reference;
      },
      record: (hash) => ({ key, hash }),
      end: () => {
        inProgress.delete(key);
        answered();
      },
    };
  };

  return {
    /** Starts a keyed request; undefined when it carries no key. Refuses an invalid key (400) and a key in use (409). */
    begin(request: FastifyRequest): IdempotentAttempt | undefined {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header === undefined) return undefined;
      const key = typeof header === "string" ? readIdempotencyKey(header) : undefined;
      if (key === undefined) {
        throw new RequestRefused(400, { error: "invalid_idempotency_key", message: idempotencyMessages.invalid });
      }
      return start(key);
    },
    /**
     * Starts a browser's own form post, keyed by what it sends: a static page cannot give each visit a key of its
     * own, and the same fields and documents posted again (back, then submit) are the same submission. A repeat
     * arriving while the first is being stored waits for it, then gets its answer: a double click sends the form
     * twice, and the browser shows only the second answer, which must not say the claim failed.
     */
    async beginForContent(hash: string): Promise<IdempotentAttempt> {
      const key = `${FORM_POST_KEY_PREFIX}${hash}`.slice(0, 64);
      for (let first = inProgress.get(key); first; first = inProgress.get(key)) await first;
      return start(key);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
