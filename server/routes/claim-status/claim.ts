/**
 * GET /claim-status/claims/REFERENCE: the claim's status page, for the session its link opened. Without a live
 * session: 401 and the way to a new link; a session of another claim: 404, as for a claim that is not there.
 */
import type { FastifyPluginAsync } from "fastify";
import { firstStep, stepOf } from "../../../form-contract/steps/steps";
import { CLAIM_STATUS_PATHS } from "../../claim-status/claim-status-paths";
import { claimPage } from "../../claim-status/pages/claim-page";
import { notYourClaimPage, sessionEndedPage } from "../../claim-status/pages/link-pages";
import { CUSTOMER_STYLES, CUSTOMER_STYLES_PATH } from "../../claim-status/pages/status-page";
import { IMMUTABLE } from "../../content-address";
import { deskHeaders } from "../desk/desk-headers";

const PAGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const claimRoute: FastifyPluginAsync = async (app) => {
  const { claimStatus, submissions, desk } = app;

  app.get<{ Params: { reference: string } }>(
    `${CLAIM_STATUS_PATHS.claims}:reference`,
    { config: { rateLimit: PAGE_RATE_LIMIT } },
    async (request, reply) => {
      reply.headers(deskHeaders).type("text/html; charset=utf-8");
      const submissionId = claimStatus.sessionClaim(request);
      if (submissionId === undefined) return reply.code(401).send(sessionEndedPage());
      const submission = submissions.byId(submissionId);
      const timeline = submission && desk.progress.timeline(submission.reference);
      if (submission?.reference !== request.params.reference || submission.kind !== "claim" || !timeline) {
        return reply.code(404).send(notYourClaimPage());
      }
      const first = stepOf("claim", firstStep.claim)!;
      return reply.send(claimPage({ submission, firstStep: first, timeline, contacts: claimStatus.contacts }));
    },
  );

  app.get(CUSTOMER_STYLES_PATH, async (_request, reply) =>
    reply.header("Cache-Control", IMMUTABLE).type("text/css; charset=utf-8").send(CUSTOMER_STYLES),
  );
};
