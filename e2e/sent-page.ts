/** Where the service sends a browser whose own form post was stored (server/plugins/form-posts/stored-answer.ts). */

/**
 * The sent page's address on `origin`: named by a random receipt, nothing personal, and, posted from a separately
 * hosted `site`, that site.
 */
export function sentPageAddress(origin: string, form: "quote-requests" | "claims", site?: string): RegExp {
  const fromSite = site === undefined ? "" : `&site=${encodeURIComponent(site)}`;
  return new RegExp(`^${origin}/api/${form}/sent\\?receipt=[\\w-]{22}${fromSite}$`);
}
