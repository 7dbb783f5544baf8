/**
 * URL-encoded bodies, as a browser posts a form without files (the quote form with scripts off): read into an
 * object of strings, in UTF-8, the charset the site's pages and their forms declare.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

const URL_ENCODED = "application/x-www-form-urlencoded";

export function isUrlEncoded(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith(URL_ENCODED);
}

export function acceptUrlEncodedForms(app: FastifyInstance) {
  app.addContentTypeParser(URL_ENCODED, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
