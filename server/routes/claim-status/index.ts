/**
 * The customer's claim status: the lookup that e-mails a link (lookup.ts), the link and its "Show my claim"
 * button (link.ts), the claim's page (claim.ts), and the upload script its forms use (assets.ts). Pages are
 * server/claim-status/pages/, with the desk's headers.
 */
import type { FastifyPluginAsync } from "fastify";
import { readUploadScript, uploadScriptRoute } from "./assets";
import { claimRoute } from "./claim";
import { linkRoute } from "./link";
import { lookupRoute } from "./lookup";

export const claimStatusRoute: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  const uploadScript = await readUploadScript(app.config.uploadScriptFiles);
  await app.register(uploadScriptRoute, { uploadScript });
  await app.register(lookupRoute);
  await app.register(linkRoute, { publicOrigin });
  await app.register(claimRoute);
};
