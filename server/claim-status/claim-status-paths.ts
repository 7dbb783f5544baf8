/**
 * The addresses of the customer's claim status pages, named once for the routes, the pages and the e-mail. The
 * lookup form is the site's page (form-contract/claim-status/lookup.ts); the rest is the service's, under
 * /claim-status/.
 */
import { STATUS_LOOKUP_ACTION } from "../../form-contract/claim-status/lookup";

export { STATUS_LOOKUP_PAGE } from "../../form-contract/claim-status/lookup";

export const CLAIM_STATUS_PATHS = {
  lookUp: STATUS_LOOKUP_ACTION,
  lookedUp: "/claim-status/sent",
  link: "/claim-status/link",
  /** "Close my claim page" posts here, and is sent on to `closed`. */
  close: "/claim-status/close",
  closed: "/claim-status/closed",
  claims: "/claim-status/claims/",
  /** The claim page's upload script and its photo worker, each at an address naming its content. */
  assets: "/claim-status/assets/",
} as const;

export const claimPagePath = (reference: string) => `${CLAIM_STATUS_PATHS.claims}${encodeURIComponent(reference)}`;

/** Where the claim page's uploads post the documents asked for (form-contract/claim-status/documents.ts). */
export const documentsPath = (reference: string) => `${claimPagePath(reference)}/documents`;

/** Where the claim page's "Write to the claims team" posts (routes/claim-status/messages.ts). */
export const messagesPath = (reference: string) => `${claimPagePath(reference)}/messages`;

/** The claim's page once a message was sent from it, at its conversation. */
export const messageSentPagePath = (reference: string) => `${claimPagePath(reference)}?message=sent#messages`;

/** The claim's page once a document came: it says which, by its position in the claim, never by its name. */
export const receivedPagePath = (reference: string, position: number) =>
  `${claimPagePath(reference)}?${new URLSearchParams({ received: String(position) })}`;

/** The link e-mailed to the customer: the token in the query, which the service's log leaves out. */
export const statusLinkUrl = (origin: string, token: string) =>
  `${origin}${CLAIM_STATUS_PATHS.link}?${new URLSearchParams({ token })}`;
