/**
 * "Close my claim page", in the bar of every page of a claim's session: a plain form post, taken from the claim
 * status pages only (PUBLIC_ORIGIN), that ends the session in the database and clears its cookie and the address
 * a lookup kept for "Check your e-mail" (looked-up-address.ts), then 303 to a page saying it is closed and how to
 * look again. Whatever the session, or none, the answer is the same.
 */
import type { FastifyPluginAsync } from "fastify";
import { CLAIM_STATUS_PATHS } from "../../claim-status/claim-status-paths";
import { forgetLookedUpAddress } from "../../claim-status/looked-up-address";
import { claimPageClosedPage } from "../../claim-status/pages/link-pages";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";
import { refuseOtherOrigins } from "../desk/same-origin";

export const closeRoute: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  app.addHook(
    "onRequest",
    refuseOtherOrigins(publicOrigin, "The claim status pages accept requests from their own pages only."),
  );

  app.post(CLAIM_STATUS_PATHS.close, { bodyLimit: 1024 }, async (request, reply) => {
    app.claimStatus.endSession(request, reply);
    forgetLookedUpAddress(reply);
    return reply.headers(STATUS_HEADERS).redirect(CLAIM_STATUS_PATHS.closed, 303);
  });

  app.get(CLAIM_STATUS_PATHS.closed, async (_request, reply) =>
    reply.headers(STATUS_HEADERS).type("text/html; charset=utf-8").send(claimPageClosedPage()),
  );
};
