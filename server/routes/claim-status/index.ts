/**
 * The customer's claim status: the lookup that e-mails a link (lookup.ts), the link and its "Show my claim"
 * button (link.ts), the claim's page (claim.ts), the documents sent from it (documents.ts), the messages written on
 * it (messages.ts), its "Close my claim page" (close.ts) and the upload script its forms use (assets.ts). Pages are
 * server/claim-status/pages/, with their headers (STATUS_HEADERS).
 */
import type { FastifyPluginAsync } from "fastify";
import { uploadScriptTag } from "../../claim-status/pages/upload-script";
import { readUploadScript, uploadScriptRoute } from "./assets";
import { claimRoute } from "./claim";
import { closeRoute } from "./close";
import { documentsRoute } from "./documents";
import { linkRoute } from "./link";
import { lookupRoute } from "./lookup";
import { messagesRoute } from "./messages";

export const claimStatusRoute: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  const uploadScript = await readUploadScript(app.config.uploadScriptFiles);
  await app.register(uploadScriptRoute, { uploadScript });
  await app.register(lookupRoute);
  await app.register(linkRoute, { publicOrigin });
  const scriptTag = uploadScriptTag(uploadScript.addresses);
  await app.register(claimRoute, { uploadScript: scriptTag });
  await app.register(documentsRoute, { publicOrigin, uploadScript: scriptTag });
  await app.register(messagesRoute, { publicOrigin, uploadScript: scriptTag });
  await app.register(closeRoute, { publicOrigin });
};
