/**
 * The desk answers only its own pages. A request that changes something must say it comes from the desk's origin
 * (DESK_ORIGIN; its Origin, else its Referer's): browsers send an Origin with every POST, so one without is no desk page's.
 * A read whose Origin names another site (a cross-origin fetch) is refused too; a plain navigation carries no
 * Origin, and a link from elsewhere arrives without the session cookie (SameSite=Strict).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestOrigin } from "../../plugins/cross-site-guard";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `ownOrigin`: the only origin allowed (the desk's, or the site's for the claim pages); `refusal`: what a refused request is told. */
export function refuseOtherOrigins(ownOrigin: string, refusal = "The desk accepts requests from its own pages only.") {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = READS.has(request.method) ? request.headers.origin : requestOrigin(request);
    const allowed = READS.has(request.method) ? origin === undefined || origin === ownOrigin : origin === ownOrigin;
    if (allowed) return;
    request.log.info("request from another origin refused");
    return reply.code(403).type("text/plain; charset=utf-8").send(`${refusal}\n`);
  };
}
