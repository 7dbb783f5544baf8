/**
 * GET /claim-status/claims/REFERENCE: the claim's status page, for the session its link opened (session-claim.ts).
 * `?received=POSITION` after a document came from it says which; `?message=sent`, that a message went from it.
 */
import type { FastifyPluginAsync } from "fastify";
import type { SafeHtml } from "../../safe-html";
import { CLAIM_STATUS_PATHS } from "../../claim-status/claim-status-paths";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";
import { claimOfSession, claimPageOf } from "./session-claim";

const PAGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const positionIn = (query: unknown) => {
  const received = (query as { received?: unknown }).received;
  return typeof received === "string" && /^\d{1,4}$/.test(received) ? Number(received) : undefined;
};

/** `uploadScript`: the tag of the script its upload forms use (upload-script.ts). */
export const claimRoute: FastifyPluginAsync<{ uploadScript: SafeHtml }> = async (app, { uploadScript }) => {
  app.get<{ Params: { reference: string } }>(
    `${CLAIM_STATUS_PATHS.claims}:reference`,
    { config: { rateLimit: PAGE_RATE_LIMIT } },
    async (request, reply) => {
      reply.headers(STATUS_HEADERS).type("text/html; charset=utf-8");
      const claim = claimOfSession(app, request, request.params.reference);
      if ("status" in claim) return reply.code(claim.status).send(claim.page);
      const sent = (request.query as { message?: unknown }).message === "sent";
      return reply.send(
        claimPageOf(app, claim, { received: positionIn(request.query), uploadScript, message: { sent } }),
      );
    },
  );
};
