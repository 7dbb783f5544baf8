/**
 * /desk/: the staff's desk, on an origin of its own (DESK_ORIGIN), the only routes its host answers
 * (plugins/desk-host.ts). Every route here is refused from another origin (same-origin.ts), needs a session unless it says otherwise (signed-in.ts), and carries the desk's headers
 * (desk-headers.ts). The people and sessions are plugins/desk-sessions.ts; the pages server/desk/pages/.
 */
import type { FastifyPluginAsync } from "fastify";
import { assetsRoute } from "./assets";
import { deskErrors } from "./desk-errors";
import { deskHeaders } from "./desk-headers";
import { insurersRoute } from "./insurers";
import { figuresRoute } from "./figures";
import { passkeysRoute } from "./passkeys";
import { queueRoute } from "./queue";
import { submissionRoute } from "./submission";
import { DOCUMENT_CSP, submissionDocumentsRoute } from "./submission-documents";
import { registerRoutes } from "./register";
import { refuseOtherOrigins } from "./same-origin";
import { refuseTypedWithoutSession, requireSession } from "./signed-in";
import { signInRoutes } from "./sign-in";
import { signOutRoute } from "./sign-out";
import { unfiledMailRoute } from "./unfiled-mail";

export const deskRoute: FastifyPluginAsync<{ deskOrigin: string; scriptFile: string }> = async (
  app,
  { deskOrigin, scriptFile },
) => {
  app.decorateRequest("staffMember");
  app.addHook("onRequest", refuseOtherOrigins(deskOrigin));
  app.addHook("onRequest", requireSession);
  app.addHook("preHandler", refuseTypedWithoutSession);
  app.addHook("onSend", async (request, reply) => {
    // Off the desk's host a desk route is answered as not there, with the site's headers (plugins/desk-host.ts).
    if (!request.onDeskHost) return;
    // A document opened on the desk keeps the stricter policy it was sent with (submission.ts).
    const document = reply.getHeader("Content-Security-Policy") === DOCUMENT_CSP;
    reply.headers(document ? { ...deskHeaders, "Content-Security-Policy": DOCUMENT_CSP } : deskHeaders);
  });
  app.setErrorHandler(deskErrors);
  await app.register(assetsRoute, { scriptFile });
  await app.register(signInRoutes);
  await app.register(registerRoutes);
  await app.register(queueRoute);
  await app.register(submissionRoute);
  await app.register(submissionDocumentsRoute);
  await app.register(insurersRoute);
  await app.register(figuresRoute);
  await app.register(unfiledMailRoute);
  await app.register(passkeysRoute);
  await app.register(signOutRoute);
};
