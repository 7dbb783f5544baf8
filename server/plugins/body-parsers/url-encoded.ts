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

/** A form's fields with a name sent more than once (ticked boxes) as the list of its values, in the order sent. */
export function groupedFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const had = fields[name];
    fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return fields;
}

/** Within one plugin: forms whose repeated fields matter (the desk's list of documents to ask for). */
export function acceptUrlEncodedFormsWithLists(app: FastifyInstance) {
  app.removeContentTypeParser(URL_ENCODED);
  app.addContentTypeParser(URL_ENCODED, { parseAs: "string" }, (_request, body, done) => {
    done(null, groupedFields(body as string));
  });
}
