/**
 * Refuses submissions a page on another site makes a visitor's browser send (a form post or a multipart fetch
 * needs no CORS preflight), and any other request of the API that changes something (uploads' PATCH and DELETE).
 *
 * Where a request comes from is its Origin header. Browsers send one with every cross-origin POST, PATCH and
 * DELETE, but some older browsers and privacy proxies send none with a form post; then its Referer stands in
 * (the site's Referrer-Policy sends at least the origin). A request with neither is let through, to the rate
 * limit: it is no cross-site browser submission of a browser that says so (Sec-Fetch-Site), curl and
 * server-to-server calls send neither, and refusing it would turn away exactly the old browsers a plain form
 * is for, while a forged post would gain nothing a direct one cannot (the forms carry no session).
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { RequestRefused } from "../submissions/client-errors";
import { SITE_PARAMETER } from "./form-posts/stored-answer";

export const crossSiteRefusal = {
  error: "cross_site",
  message: "Submissions are accepted only from the Cowry Shield website",
};

/** The origin's host and port, or undefined for "null" and anything else that is not a URL. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The origin a request says it comes from: its Origin, else its Referer's; undefined when it names neither. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** Methods that change something; GET, HEAD and OPTIONS only read. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const crossSiteGuardPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    // The scheme is not compared: behind a TLS proxy the service itself is reached over plain HTTP.
    const isOwnOrAllowed = (request: FastifyRequest, origin: string) =>
      allowedOrigins.includes(origin) || hostOf(origin) === request.host;

    app.addHook("onRequest", async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
      const origin = requestOrigin(request);
      const refused =
        origin === undefined ? request.headers["sec-fetch-site"] === "cross-site" : !isOwnOrAllowed(request, origin);
      if (!refused) return;
      request.log.info({ origin }, "cross-site submission refused");
      // Answered by the error handler: JSON, or the failure page to a browser's own form post.
      throw new RequestRefused(403, crossSiteRefusal);
    });
  },
  { name: "cross-site-guard" },
);

/**
 * The separately hosted site (one of ALLOWED_ORIGINS) a request was posted from, or that a sent page's address
 * names (stored-answer.ts); undefined for any other.
 */
export function allowedSiteOf(allowedOrigins: readonly string[]) {
  return (request: FastifyRequest): string | undefined =>
    [requestOrigin(request), (request.query as Record<string, unknown> | undefined)?.[SITE_PARAMETER]].find(
      (origin): origin is string => typeof origin === "string" && allowedOrigins.includes(origin),
    );
}
