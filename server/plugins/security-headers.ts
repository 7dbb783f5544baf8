/**
 * Every answer carries the site's security headers (hosting/headers.ts); pages, files and routes add their own
 * after them. An API answer that is not a page gets the API's policy and is never cached.
 */
import fp from "fastify-plugin";
import { apiPolicy } from "../../hosting/content-security-policy";
import { securityHeaders } from "../../hosting/headers";

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook("onSend", async (request, reply) => {
      reply.headers(securityHeaders);
      // A page answering a browser's form post keeps the page's own policy.
      if (request.url.startsWith("/api/") && !reply.hasHeader("Content-Security-Policy")) {
        reply.header("Content-Security-Policy", apiPolicy).header("Cache-Control", "no-store");
      }
    });
  },
  { name: "security-headers" },
);
