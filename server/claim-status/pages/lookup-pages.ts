/**
 * What the lookup form at /claims/status/ is answered with: the same page whether or not the reference and the
 * address matched, and a page for too many lookups.
 */
import { escaped } from "../../safe-html";
import { STATUS_LOOKUP_PAGE } from "../claim-status-paths";
import { statusPage } from "./status-page";

export const LOOKED_UP_TEXT =
  "If that reference belongs to a claim made with that e-mail address, we have sent a link to it. The link works for 24 hours.";

export const lookedUpPage = () =>
  statusPage({
    title: "Check your e-mail",
    body: escaped`<h1>Check your e-mail</h1>
<p>${LOOKED_UP_TEXT}</p>
<p>Nothing there after a few minutes? Check your spam folder, or <a href="${STATUS_LOOKUP_PAGE}">try again</a> with the reference and address on your receipt.</p>`,
  });

/** Past one address's limit: how long to wait is the limit's window (RATE_LIMIT_WINDOW_MS), in whole minutes. */
export function tooManyText(windowMs: number): string {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `There have been too many lookups from this connection for now. Please wait ${wait}, then try again.`;
}

export const tooManyLookupsPage = (windowMs: number) =>
  statusPage({
    title: "Too many lookups",
    body: escaped`<h1>Too many lookups</h1>
<p>${tooManyText(windowMs)}</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Back to the claim status page</a></p>`,
  });

export const MISSING_TEXT = "Enter both your claim reference and the e-mail address you used on the claim.";

export const lookupIncompletePage = () =>
  statusPage({
    title: "Reference and e-mail needed",
    body: escaped`<h1>Reference and e-mail needed</h1>
<p>${MISSING_TEXT}</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Back to the claim status page</a></p>`,
  });
