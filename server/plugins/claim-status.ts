/**
 * The customer's claim status (server/claim-status/): the sessions a status link opens, each for one claim, and the
 * documents the customer sends from its page. The links themselves are among the stores (plugins/stores.ts), the
 * brokerage's lines the page shows in plugins/company.ts. The session cookie (session-cookies.ts) holds its token
 * alone, kept in the database as the desk's are (storage/tokens/token-sessions.ts).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createClaimSessions } from "../storage/claim-status/claim-sessions";
import { createCustomerDocuments, type CustomerDocuments } from "../storage/claim-status/customer-documents";
import { CLAIM_SESSION_COOKIE, SESSION_COOKIE_OPTIONS, sessionToken } from "../session-cookies";

export interface ClaimStatus {
  /** What a claim waits for from its customer, and what they send from its page. */
  documents: CustomerDocuments;
  /** The submission id of the claim a request's live session is for; undefined without one. */
  sessionClaim(request: FastifyRequest, now?: Date): number | undefined;
  startSession(reply: FastifyReply, submissionId: number, now?: Date): void;
  /** Ends the request's session, if it has one, and clears its cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): void;
}

declare module "fastify" {
  interface FastifyInstance {
    claimStatus: ClaimStatus;
  }
}

export const claimStatusPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sessions = createClaimSessions(app.db);
    app.decorate("claimStatus", {
      documents: createCustomerDocuments(app.db, config.dataDir, { mailsStaff: config.smtpUrl !== undefined }),
      sessionClaim(request, now = new Date()) {
        const token = sessionToken(request, CLAIM_SESSION_COOKIE);
        return token === undefined ? undefined : sessions.resume(token, now);
      },
      startSession(reply, submissionId, now = new Date()) {
        reply.setCookie(CLAIM_SESSION_COOKIE, sessions.start(submissionId, now), SESSION_COOKIE_OPTIONS);
      },
      endSession(request, reply) {
        const token = sessionToken(request, CLAIM_SESSION_COOKIE);
        if (token !== undefined) sessions.end(token);
        reply.clearCookie(CLAIM_SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
      },
    } satisfies ClaimStatus);
  },
  // desk-sessions registers @fastify/cookie, which reads this plugin's cookie too.
  { name: "claim-status", dependencies: ["database", "desk-sessions"] },
);
