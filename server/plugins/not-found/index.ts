/**
 * Addresses that are not there: an API path answers 404 as JSON, or 405 with `Allow` when the path is there for
 * other methods; any other address gets the site's 404 page, or its 'Product Not Found' page under /services/,
 * with that page's own headers. Registered before the routes, whose methods it notes as they are added.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fs from "node:fs";
import path from "node:path";
import { apiPolicy } from "../../../hosting/content-security-policy";
import { pagePathOf, securityHeaders } from "../../../hosting/headers";
import { PRODUCT_NOT_FOUND_PAGE } from "../../../hosting/host-files";
import { trackAllowedMethods } from "./allowed-methods";

declare module "fastify" {
  interface FastifyInstance {
    /** The site's 404 page, or 'Product Not Found' under /services/, with its own headers. */
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
    /** An address that is not there, for what the router itself refuses: every header set here, as no hook runs. */
    sendNotFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export const notFoundPlugin = fp<{ publicDir: string }>(
  async (app, { publicDir }) => {
    const allowedMethods = trackAllowedMethods(app);

    function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
      const page = request.url.startsWith("/services/") ? PRODUCT_NOT_FOUND_PAGE : "/404.html";
      return reply
        .code(404)
        .headers(app.siteHeaders(pagePathOf(page.slice(1))))
        .type("text/html; charset=utf-8")
        .send(fs.readFileSync(path.join(publicDir, page)));
    }

    app.decorate("sendNotFoundPage", sendNotFoundPage);
    app.decorate("sendNotFound", (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(securityHeaders);
      if (!request.url.startsWith("/api/")) return sendNotFoundPage(request, reply);
      return reply
        .code(404)
        .header("Content-Security-Policy", apiPolicy)
        .header("Cache-Control", "no-store")
        .send({ error: "not_found" });
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith("/api/")) {
        const allow = allowedMethods(request.url);
        if (allow)
          return reply
            .code(405)
            .header("Allow", allow)
            .send({ error: "method_not_allowed", message: `Use ${allow}` });
        return reply.code(404).send({ error: "not_found" });
      }
      return sendNotFoundPage(request, reply);
    });
  },
  { name: "not-found", dependencies: ["site-headers"] },
);
