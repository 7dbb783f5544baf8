/**
 * GET /desk/passkeys: the signed-in person's passkeys. POST /desk/passkeys/remove: they remove one (a lost phone).
 * Never the last: the desk has no other way in, so that takes a new registration link first.
 */
import type { FastifyPluginAsync } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import { passkeysPage } from "../../desk/pages/passkeys-page";

export const LAST_PASSKEY =
  "That is your only passkey, so it stays: register another with a new link first, then remove this one.";

export const passkeysRoute: FastifyPluginAsync = async (app) => {
  const { passkeys } = app.desk;
  app.get(DESK_PATHS.passkeys, async (request, reply) => {
    const person = request.staffMember;
    return reply.type("text/html; charset=utf-8").send(passkeysPage(person, passkeys.of(person.id)));
  });
  app.post<{ Body: { passkey?: unknown } }>(DESK_PATHS.removePasskey, async (request, reply) => {
    const person = request.staffMember;
    const own = passkeys.of(person.id);
    const id = request.body?.passkey;
    if (typeof id !== "string" || !own.some((passkey) => passkey.id === id)) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(passkeysPage(person, own, "You have no such passkey."));
    }
    if (own.length === 1)
      return reply
        .code(409)
        .type("text/html; charset=utf-8")
        .send(passkeysPage(person, own, LAST_PASSKEY));
    passkeys.remove(person.id, id);
    app.desk.record.passkeyRemoved(id, { staffId: person.id, address: request.ip }, new Date());
    return reply.redirect(DESK_PATHS.passkeys, 303);
  });
};
