/**
 * The two session cookies, the desk's (plugins/desk-sessions.ts) and the customer's claim session
 * (plugins/claim-status.ts), each holding its session's token alone. Named with the `__Host-` prefix: a browser keeps
 * such a cookie only when it is Secure, set by a secure origin, with `Path=/` and no Domain, so no other host (a
 * sibling name under the same domain) and no plain-HTTP answer can plant one of that name beside the real one.
 * Sent over HTTPS only (and http://localhost, which browsers count as secure), out of scripts' reach, on the
 * origin's own requests alone (a link from elsewhere arrives without it). No Max-Age: it goes when the browser
 * closes, and the service ends the session sooner.
 */
import type { FastifyRequest } from "fastify";

export const DESK_SESSION_COOKIE = "__Host-desk_session";
export const CLAIM_SESSION_COOKIE = "__Host-claim_session";

export const SESSION_COOKIE_OPTIONS = { path: "/", httpOnly: true, secure: true, sameSite: "strict" } as const;

/**
 * The token a request's cookie `name` holds; undefined without one, and with more than one: a browser holds one
 * `__Host-` cookie of a name per host, so a second is not the browser's own, and whichever came first would win.
 */
export function sessionToken(request: FastifyRequest, name: string): string | undefined {
  const sent = (request.headers.cookie ?? "").split(";").filter((pair) => pair.trim().startsWith(`${name}=`));
  return sent.length === 1 ? request.cookies[name] : undefined;
}
