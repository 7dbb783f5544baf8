/**
 * What the bench needs to load the customer's claim status page as its customer does, and the desk's queue as staff
 * do: the link read from the e-mail, the session cookie signing in set, and the Lighthouse flags that send it on a
 * 375 px phone's screen.
 */
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

/** The Cookie header that carries the session cookie `name` among the browser's cookies, which `setBy` set. */
export function sessionCookieHeader(cookies: { name: string; value: string }[], name: string, setBy: string): string {
  const session = cookies.find((cookie) => cookie.name === name);
  if (!session) throw new Error(`${setBy} set no ${name} cookie that the browser kept`);
  return `${name}=${session.value}`;
}

/**
 * Lighthouse's flags for a page behind a session (the claim status page, the desk's queue): the 375 px screen, and
 * the session cookie as a header on every request. Lighthouse clears the origin's cookies before loading the page, so the cookie cannot simply be set in
 * its browser; the header is sent whatever the cookie's Secure and SameSite say, and holds no other cookie, which
 * the page needs none of.
 */
export function sessionPageLighthouseFlags(cookieHeader: string): string[] {
  return [
    "--screenEmulation.mobile",
    `--screenEmulation.width=${claimStatusScreen.width}`,
    `--screenEmulation.height=${claimStatusScreen.height}`,
    `--screenEmulation.deviceScaleFactor=${claimStatusScreen.deviceScaleFactor}`,
    `--extra-headers=${JSON.stringify({ Cookie: cookieHeader })}`,
  ];
}
