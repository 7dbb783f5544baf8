/**
 * The desk and the site share the service but not an origin: the desk answers only on DESK_ORIGIN's host, and
 * nothing else answers there, so no script of the site's origin (the web editor's bundle, a compromised package)
 * can read a desk page or act on the desk with a signed-in person's browser.
 *
 * A request is for the desk's host when its host name is DESK_ORIGIN's: Fastify's `request.hostname`, the Host
 * header's, or X-Forwarded-Host's when the peer is a trusted proxy (TRUST_PROXY), without its port (nginx passes the
 * Host as the visitor typed it, often without one) and in lower case. config.ts keeps the two host names apart.
 * On the desk's host only the desk's routes answer, `/` and `/desk` lead to the desk, and anything else is the
 * desk's "Not found"; on any other host a desk route is the site's "not found", as if it were not there.
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DESK_PATHS } from "../desk/desk-paths";
import { noSuchPage } from "../desk/pages/not-there-page";
import { deskHeaders } from "../routes/desk/desk-headers";

declare module "fastify" {
  interface FastifyRequest {
    /** Whether the request is for the desk's host (DESK_ORIGIN's host name). */
    readonly onDeskHost: boolean;
  }
}

/** The addresses on the desk's host that lead to the desk: what staff may type. */
const DESK_ENTRANCES = new Set(["/", DESK_PATHS.home.slice(0, -1)]);

/** The route a request matched is the desk's (judged by the route, not the path as sent: `/%64esk/` is `/desk/`). */
const isDeskRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith(DESK_PATHS.home) === true;

export const deskHostPlugin = fp<{ deskOrigin: string }>(
  async (app, { deskOrigin }) => {
    const deskHost = new URL(deskOrigin).hostname;
    app.decorateRequest("onDeskHost", {
      getter(this: FastifyRequest) {
        return this.hostname.toLowerCase() === deskHost;
      },
    });
    app.addHook("onRequest", async (request, reply) => {
      if (request.onDeskHost === isDeskRoute(request)) return;
      if (!request.onDeskHost) {
        reply.callNotFound();
        return reply;
      }
      reply.headers(deskHeaders);
      if (DESK_ENTRANCES.has(request.url.split("?")[0]!)) return reply.redirect(DESK_PATHS.home, 303);
      return reply.code(404).type("text/html; charset=utf-8").send(noSuchPage());
    });
  },
  { name: "desk-host" },
);
