/**
 * Desk routes are for a signed-in person unless their route says `config: { signedOut: true }` (sign-in,
 * registration, the script and style sheet). Without a live session a page leads to sign-in (303), which goes on to
 * that page once signed in (return-path.ts), and a request that would change something is refused (401) with the
 * way back. A change whose route says `config: { keepsTyped: true }` (a note, a move) is refused once its form is
 * read (`refuseTypedWithoutSession`, a preHandler), and what was typed comes back to send again.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffMember } from "../../storage/desk-people/staff";
import { sessionEndedPage } from "../../desk/pages/session-ended-page";
import { signInPathFrom } from "../../desk/return-path";

declare module "fastify" {
  interface FastifyContextConfig {
    signedOut?: boolean;
    /** A change whose form comes back whole when its session has ended: what was typed is not lost. */
    keepsTyped?: boolean;
  }
  interface FastifyRequest {
    /** The person signed in, on routes that require one, with how many messages wait in "Unfiled mail". */
    staffMember: StaffMember & { unfiledMail: number };
  }
}

export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.signedOut) return;
  const person = request.server.desk.signedIn(request);
  if (person) {
    request.staffMember = { ...person, unfiledMail: request.server.desk.unfiledMail.count() };
    return;
  }
  if (request.method === "GET" || request.method === "HEAD") return reply.redirect(signInPathFrom(request.url), 303);
  if (request.routeOptions.config.keepsTyped) return;
  return reply.code(401).type("text/html; charset=utf-8").send(sessionEndedPage());
}

/** The form a change sent, its values as text or lists of text (the desk's URL-encoded forms). */
function sentValues(body: unknown): Record<string, string | string[]> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | string[]] =>
        typeof entry[1] === "string" || (Array.isArray(entry[1]) && entry[1].every((one) => typeof one === "string")),
    ),
  );
}

/** A keepsTyped change without a session: 401, with what it sent to send again, and the page it was sent from. */
export async function refuseTypedWithoutSession(request: FastifyRequest, reply: FastifyReply) {
  if (!request.routeOptions.config.keepsTyped || request.staffMember) return;
  const action = request.url.split("?")[0]!;
  const page = action.slice(0, action.lastIndexOf("/"));
  return reply
    .code(401)
    .type("text/html; charset=utf-8")
    .send(sessionEndedPage({ action, page, values: sentValues(request.body) }));
}
