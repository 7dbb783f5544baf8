/**
 * Every submission the enhanced forms send carries a key made on the phone, in the `Idempotency-Key` header of
 * the IETF draft of that name, so a retry never stores twice. The service stores one submission per key and form
 * while it keeps the key (server/submissions/idempotency.ts): a repeat with the same body gets the first answer (the same
 * reference, no second e-mail), the same key with another body is refused (422), and one that arrives while the
 * first is still being stored waits its turn (409). A form makes a new key whenever what it sends changes, and
 * keeps it while it retries.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * The keys the service makes itself, for a browser's own form post, from what it sends (server/submissions/idempotency.ts);
 * no client's key may begin so.
 */
export const CONTENT_KEY_PREFIX = "form-";

/**
 * A key must be too random to guess or to meet by chance: at least 128 bits, which is what 22 characters of
 * base64url hold (a UUID's 36 characters are base64url characters too). The draft writes the key as a Structured
 * Field string ("…"); bare keys, as Stripe's clients send, are taken too.
 */
const KEY = new RegExp(`^"?((?!${CONTENT_KEY_PREFIX})[A-Za-z0-9_-]{22,64})"?$`);

/** The key in a header's value, or undefined when the value is no key at all. */
export function readIdempotencyKey(headerValue: string): string | undefined {
  return KEY.exec(headerValue.trim())?.[1];
}

/** The header's value for a key: the draft's quoted string. */
export function idempotencyHeaderValue(key: string): string {
  return `"${key}"`;
}

/** 128 random bits as 32 hex digits, a valid key; getRandomValues, unlike randomUUID, works on a page served over plain HTTP too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const idempotencyMessages = {
  invalid: `${IDEMPOTENCY_HEADER} must be a UUID or 22 to 64 letters, digits, - or _ (128 random bits or more), not beginning with ${CONTENT_KEY_PREFIX}`,
  reusedWithOtherBody: `This ${IDEMPOTENCY_HEADER} was already used for a different submission`,
  inProgress: `A submission with this ${IDEMPOTENCY_HEADER} is still being stored; try again in a moment`,
} as const;
