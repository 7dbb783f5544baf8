/**
 * Refuses submissions a page on another site makes a visitor's browser send (a multipart form needs no
 * CORS preflight), and any other request of the API that changes something (uploads' PATCH and DELETE).
 * Browsers send Origin with every cross-origin POST, PATCH and DELETE, so a request without one is not a
 * cross-site browser submission: curl and server-to-server calls are let through, to the rate limit.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

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

/** Methods that change something; GET, HEAD and OPTIONS only read. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function refuseCrossSiteSubmissions(app: FastifyInstance, allowedOrigins: readonly string[]) {
  // The scheme is not compared: behind a TLS proxy the service itself is reached over plain HTTP.
  const isOwnOrAllowed = (request: FastifyRequest, origin: string) =>
    allowedOrigins.includes(origin) || hostOf(origin) === request.host;

  app.addHook("onRequest", async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const refused =
      origin === undefined ? request.headers["sec-fetch-site"] === "cross-site" : !isOwnOrAllowed(request, origin);
    if (!refused) return;
    request.log.info({ origin }, "cross-site submission refused");
    return reply.code(403).send(crossSiteRefusal);
  });
}
