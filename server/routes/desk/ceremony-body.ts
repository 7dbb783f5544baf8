/** The JSON the passkey script posts: which challenge it answers, and the browser's answer for the library to check. */
export const ceremonyBody = {
  type: "object",
  required: ["challengeId", "response"],
  properties: {
    challengeId: { type: "string", maxLength: 64 },
    response: { type: "object" },
    token: { type: "string", maxLength: 64 },
    /** Sign-in's: the desk page to go on to (return-path.ts checks it). */
    next: { type: "string", maxLength: 200 },
  },
} as const;

/** Sign-in and registration attempts per address per window: a handful of staff behind one office address. */
const CEREMONY_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/** Route config of a ceremony's requests: no session needed, rate-limited, and named when the limit answers. */
export const ceremonyConfig = {
  signedOut: true,
  rateLimit: CEREMONY_RATE_LIMIT,
  rateLimitedWhat: "sign-in attempts",
};
