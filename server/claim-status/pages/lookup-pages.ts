/**
 * What the lookup form at /claims/status/ is answered with: the same page whether or not the reference and the
 * address matched (repeating the address typed, while its cookie lasts: looked-up-address.ts), how long to wait
 * and the claims hotline as another way; and a page for too many lookups.
 */
import type { Company } from "../../mail/brokerage";
import { dialledNumber } from "../../mail/phone-number";
import { escaped } from "../../safe-html";
import { STATUS_LOOKUP_PAGE } from "../claim-status-paths";
import { MAIL_WAIT_MINUTES } from "../looked-up-address";
import { statusPage } from "./status-page";

/** The answer either way, naming the address typed when there is one to name. */
export const lookedUpText = (address?: string) =>
  `If that reference belongs to a claim made with ${address ?? "that e-mail address"}, we have sent a link to it${address === undefined ? "" : " there"}. The link works for 24 hours.`;

export const LOOKED_UP_TEXT = lookedUpText();

export function lookedUpPage(address: string | undefined, { claimsHotline }: Pick<Company, "claimsHotline">) {
  const hotline = dialledNumber(claimsHotline);
  return statusPage({
    title: "Check your e-mail",
    body: escaped`<h1>Check your e-mail</h1>
<p>${lookedUpText(address)}</p>
<p>It usually comes within a few minutes. Nothing after ${String(MAIL_WAIT_MINUTES)} minutes? Check your spam folder, or <a href="${STATUS_LOOKUP_PAGE}">try again</a> with the reference and address on your receipt.</p>
<p>Or call our claims hotline, <a href="${hotline.href ?? ""}">${hotline.national}</a>: we can tell you where your claim stands.</p>`,
  });
}

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
