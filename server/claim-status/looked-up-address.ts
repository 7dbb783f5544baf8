/**
 * The address a customer typed in the lookup form, kept for "Check your e-mail" to repeat it: the form post is sent
 * on to GET /claim-status/sent (303, so that a reload posts nothing and e-mails no second link), and the address
 * must not ride in that address, where logs and the browser's history keep it. It rides in a cookie instead, set
 * alike for a match and a miss: sent only to that one page (its Path), out of scripts' reach, over HTTPS, for as
 * long as the page says to wait for the e-mail, and no longer. A top-level navigation from the site's own page
 * carries it when the site is on another origin (SameSite=Lax). The page, served `no-store`, is never cached.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { CLAIM_STATUS_PATHS } from "./claim-status-paths";

const LOOKED_UP_COOKIE = "claim_status_looked_up";

/** How long "Check your e-mail" tells the customer to wait before trying another way, in minutes. */
export const MAIL_WAIT_MINUTES = 10;

/** Longer than any address the form accepts: what is longer is not repeated. */
const ADDRESS_MAX = 254;

const COOKIE_OPTIONS = { path: CLAIM_STATUS_PATHS.lookedUp, httpOnly: true, secure: true, sameSite: "lax" } as const;

export function keepLookedUpAddress(reply: FastifyReply, address: string) {
  reply.setCookie(LOOKED_UP_COOKIE, address.trim(), { ...COOKIE_OPTIONS, maxAge: MAIL_WAIT_MINUTES * 60 });
}

/** "Close my claim page" leaves nothing of the customer's in the browser, the address they typed included. */
export function forgetLookedUpAddress(reply: FastifyReply) {
  reply.clearCookie(LOOKED_UP_COOKIE, COOKIE_OPTIONS);
}

/** The address the lookup was made with, when its cookie is still there; undefined otherwise. */
export function lookedUpAddress(request: FastifyRequest): string | undefined {
  const address = request.cookies[LOOKED_UP_COOKIE]?.trim();
  return address && address.length <= ADDRESS_MAX ? address : undefined;
}
