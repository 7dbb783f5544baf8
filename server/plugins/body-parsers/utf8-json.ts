/** JSON bodies in UTF-8 only: a body declared in another charset would otherwise be misread as UTF-8. */
import type { FastifyInstance } from "fastify";

export class UnsupportedCharset extends Error {
  readonly code = "ERR_UNSUPPORTED_CHARSET";
  readonly statusCode = 415;
  constructor() {
    super("JSON must be sent in UTF-8");
  }
}

const charsetParameter = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

export function acceptUtf8JsonOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const charset = charsetParameter.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      done(new UnsupportedCharset(), undefined);
      return;
    }
    // Fastify's own parser answers through done(), as this one does.
    void parseJson(request, body as string, done);
  });
}
