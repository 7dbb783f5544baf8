/**
 * POST /desk/sign-out: the session ends on the service, the cookie is cleared, the record says so, and the sign-in
 * page follows.
 */
import type { FastifyPluginAsync } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";

export const signOutRoute: FastifyPluginAsync = async (app) => {
  app.post(DESK_PATHS.signOut, async (request, reply) => {
    app.desk.record.signedOut({ staffId: request.staffMember.id, address: request.ip }, new Date());
    app.desk.endSession(request, reply);
    return reply.redirect(DESK_PATHS.signIn, 303);
  });
};
