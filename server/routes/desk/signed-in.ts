/**
 * Desk routes are for a signed-in person unless their route says `config: { signedOut: true }` (sign-in,
 * registration, the script and style sheet). Without a live session a page leads to sign-in (303), which goes on to
 * that page once signed in (return-path.ts), and a request that would change something is refused (401) with the
 * way back.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffMember } from "../../storage/desk-people/staff";
import { sessionEndedPage } from "../../desk/pages/session-ended-page";
import { signInPathFrom } from "../../desk/return-path";

declare module "fastify" {
  interface FastifyContextConfig {
    signedOut?: boolean;
  }
  interface FastifyRequest {
    /** The person signed in, on routes that require one. */
    staffMember: StaffMember;
  }
}

export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.signedOut) return;
  const person = request.server.desk.signedIn(request);
  if (person) {
    request.staffMember = person;
    return;
  }
  if (request.method === "GET" || request.method === "HEAD") return reply.redirect(signInPathFrom(request.url), 303);
  return reply.code(401).type("text/html; charset=utf-8").send(sessionEndedPage());
}
