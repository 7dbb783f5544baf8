/** GET /desk/: who is signed in and their passkeys. */
import type { FastifyPluginAsync } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import { homePage } from "../../desk/pages/home-page";

export const homeRoute: FastifyPluginAsync = async (app) => {
  app.get(DESK_PATHS.home, async (request, reply) => {
    const person = request.staffMember;
    return reply.type("text/html; charset=utf-8").send(homePage(person, app.desk.passkeys.of(person.id)));
  });
};
