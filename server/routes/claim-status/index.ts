/**
 * The customer's claim status: the lookup that e-mails a link (lookup.ts), the link and its "Show my claim"
 * button (link.ts), the claim's page (claim.ts) and the documents sent from it (documents.ts). Pages are server/claim-status/pages/, with the desk's headers.
 */
import type { FastifyPluginAsync } from "fastify";
import { claimRoute } from "./claim";
import { documentsRoute } from "./documents";
import { linkRoute } from "./link";
import { lookupRoute } from "./lookup";

export const claimStatusRoute: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  await app.register(lookupRoute);
  await app.register(linkRoute, { publicOrigin });
  await app.register(claimRoute);
  await app.register(documentsRoute, { publicOrigin });
};
