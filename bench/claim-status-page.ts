/**
 * What the bench needs to load the customer's claim status page as its customer does: the link read from the
 * e-mail, the session cookie "Show my claim" set, and the Lighthouse flags that send it on a 375 px phone's screen.
 */
import { CLAIM_SESSION_COOKIE } from "../server/session-cookies";
import { claimStatusScreen } from "./budgets";

/** The status link in a link e-mail's text: the line holding `origin`/claim-status/link?token=…, alone. */
export function statusLinkIn(mailText: string, origin: string): string {
  const prefix = `${origin}/claim-status/link?token=`;
  const line = mailText.split(/\r?\n/).find((candidate) => candidate.startsWith(prefix));
  if (!line || !/^[\w-]+$/.test(line.slice(prefix.length))) {
    throw new Error(`The link e-mail holds no line with a link starting ${prefix}`);
  }
  return line;
}

/** The Cookie header that carries the claim session among the browser's cookies. */
export function sessionCookieHeader(cookies: { name: string; value: string }[]): string {
  const session = cookies.find((cookie) => cookie.name === CLAIM_SESSION_COOKIE);
  if (!session) {
    throw new Error(`"Show my claim" set no ${CLAIM_SESSION_COOKIE} cookie that the browser kept`);
  }
  return `${CLAIM_SESSION_COOKIE}=${session.value}`;
}

/**
 * Lighthouse's flags for the claim status page: the 375 px screen, and the session cookie as a header on every
 * request. Lighthouse clears the origin's cookies before loading the page, so the cookie cannot simply be set in
 * its browser; the header is sent whatever the cookie's Secure and SameSite say, and holds no other cookie, which
 * the page needs none of.
 */
export function claimStatusLighthouseFlags(cookieHeader: string): string[] {
  return [
    "--screenEmulation.mobile",
    `--screenEmulation.width=${claimStatusScreen.width}`,
    `--screenEmulation.height=${claimStatusScreen.height}`,
    `--screenEmulation.deviceScaleFactor=${claimStatusScreen.deviceScaleFactor}`,
    `--extra-headers=${JSON.stringify({ Cookie: cookieHeader })}`,
  ];
}
