/**
 * The pages of a status link: one button that spends it (a form post, so that a mail scanner fetching the link
 * does not), what a used or expired link says, what a claim page says once its session has ended, and what the
 * customer sees once they closed it.
 */
import { escaped } from "../../safe-html";
import { CLAIM_STATUS_PATHS, STATUS_LOOKUP_PAGE } from "../claim-status-paths";
import { statusPage } from "./status-page";

export const SHOW_MY_CLAIM = "Show my claim";

export const openLinkPage = (token: string) =>
  statusPage({
    title: "Your claim",
    body: escaped`<h1>Your claim</h1>
<p>Press the button to see where your claim stands.</p>
<form method="post" action="${CLAIM_STATUS_PATHS.link}">
<input type="hidden" name="token" value="${token}">
<button type="submit">${SHOW_MY_CLAIM}</button>
</form>`,
  });

export const LINK_NOT_USABLE_TEXT =
  "This link has been used already or is more than 24 hours old, so it no longer works.";

/** `reload`: for a link followed from another site, opened again from this one (routes/claim-status/link.ts). */
export const linkNotUsablePage = ({ reload = false } = {}) =>
  statusPage({
    title: "Link no longer works",
    reload,
    body: escaped`<h1>This link no longer works</h1>
<p>${LINK_NOT_USABLE_TEXT}</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Send me a new link</a></p>`,
  });

export const SESSION_ENDED_TEXT =
  "To keep your claim private, this page closes after 30 minutes without use. Ask for a new link to see it again.";

export const sessionEndedPage = () =>
  statusPage({
    title: "Page closed",
    body: escaped`<h1>This page has closed</h1>
<p>${SESSION_ENDED_TEXT}</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Send me a new link</a></p>`,
  });

export const CLOSED_TEXT =
  "Your claim is no longer shown in this browser, and the link you used no longer opens it. To see it again, ask for a new link: we e-mail it to the address on your claim.";

export const claimPageClosedPage = () =>
  statusPage({
    title: "Claim page closed",
    body: escaped`<h1>Your claim page is closed</h1>
<p>${CLOSED_TEXT}</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Send me a new link</a></p>`,
  });

export const notYourClaimPage = () =>
  statusPage({
    title: "Not found",
    body: escaped`<h1>Not found</h1>
<p>There is no such claim page.</p>
<p><a href="${STATUS_LOOKUP_PAGE}">Send me a link to my claim</a></p>`,
  });
