/**
 * The claim status lookup, shared by the site's page (src/pages/claims/status.tsx) and the service
 * (server/routes/claim-status/): where the page is, where its form posts, and its fields.
 */
export const STATUS_LOOKUP_PAGE = "/claims/status/";

/** Under /api/ like the other forms, so it reaches the service wherever the site is hosted (GATSBY_API_URL). */
export const STATUS_LOOKUP_ACTION = "/api/claim-status-links";

export const lookupFields = { reference: "reference", email: "email" } as const;

/**
 * The lookup page with a claim's reference filled in, as a step's e-mail and the receipt link to it: the page reads
 * its reference field from the query (never a token, nor the address, which the customer types).
 */
export const statusLookupPageFor = (reference: string) =>
  `${STATUS_LOOKUP_PAGE}?${new URLSearchParams({ [lookupFields.reference]: reference })}`;
