/**
 * Every desk page in the service's page frame (page-frame.ts): the desk's rules in the page (a style sheet of its own
 * cost a phone on a slow link a round trip before the first paint: an LCP of 1.53 to 1.58 s for the queue on the
 * bench's low-end profile, over its 1.5 s, as the claim status page's did; inline they weigh about 2.2 KB with brotli a
 * page, 25 ms at that link's 700 kbit/s, against its 300 ms round trip), the passkey script where a
 * page needs it (a file: the desk's CSP allows no inline script), and a bar with the desk's pages and who is
 * signed in, with the "Sign out" button.
 * Pages are written with safe-html.ts's escaped`` tag, the e-mails' own (1.2 kB): a template engine through
 * @fastify/view would add two packages and a second escaping rule for pages of a few lines each.
 */
import { escaped, type SafeHtml } from "../../safe-html";
import { DESK_PATHS } from "../desk-paths";
import { pageFrame } from "../../page-frame";
import { DESK_STYLES } from "./desk-styles";

interface PageOptions {
  title: string;
  body: SafeHtml;
  /**
   * The person signed in, shown in the bar beside "Sign out", and how many messages wait in "Unfiled mail" as the
   * request found them (signed-in.ts).
   */
  signedIn?: { name: string; unfiledMail?: number };
  /** The page runs a passkey ceremony (sign-in, registration). */
  passkeyScript?: boolean;
}

export function deskPage({ title, body, signedIn, passkeyScript = false }: PageOptions): string {
  const script = passkeyScript && escaped`<script src="${DESK_PATHS.script}" defer></script>`;
  const who =
    signedIn &&
    escaped`<nav aria-label="Desk"><a href="${DESK_PATHS.home}">Queue</a> <a href="${DESK_PATHS.insurers}">Insurers</a> <a href="${DESK_PATHS.unfiledMail}">Unfiled mail${signedIn.unfiledMail ? ` (${signedIn.unfiledMail})` : ""}</a> <a href="${DESK_PATHS.figures}">Figures</a> <a href="${DESK_PATHS.passkeys}">Your passkeys</a></nav>
<div class="who"><span>Signed in as ${signedIn.name}</span>
<form method="post" action="${DESK_PATHS.signOut}"><button type="submit">Sign out</button></form></div>`;
  return pageFrame({
    title: `${title} · Cowry Shield desk`,
    styles: DESK_STYLES,
    head: script,
    bar: escaped`<span class="brand">Cowry Shield desk</span>${who}`,
    body,
  });
}

/** The line a passkey page shows until its script takes over: what it needs, in plain words. */
export const NEEDS_SCRIPT =
  "A passkey needs JavaScript, which is off or has not loaded in this browser. Turn it on and reload this page.";
