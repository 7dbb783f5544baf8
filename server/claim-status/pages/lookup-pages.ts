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

export const TOO_MANY_TEXT = "There have been too many lookups for now. Please wait an hour, then try again.";

export const tooManyLookupsPage = () =>
  statusPage({
    title: "Too many lookups",
    body: escaped`<h1>Too many lookups</h1>
<p>${TOO_MANY_TEXT}</p>
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
