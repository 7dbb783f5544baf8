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

/** Sign-in and registration attempts are counted per address over ten minutes. */
const CEREMONY_WINDOW_MS = 10 * 60_000;

/**
 * Route config of a ceremony's requests: no session needed, rate-limited (`max` a window per address,
 * SIGN_IN_RATE_LIMIT_MAX), and named when the limit answers.
 */
export const ceremonyConfig = (max: number) => ({
  signedOut: true,
  rateLimit: { max, timeWindow: CEREMONY_WINDOW_MS },
  rateLimitedWhat: "sign-in attempts",
});
