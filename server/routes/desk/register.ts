/**
 * The page a registration link opens and its passkey ceremony: POST /desk/register/options checks the link (its
 * token from the fragment) and hands out a challenge for it, POST /desk/register stores the passkey, spends the
 * link and signs the person in with that passkey.
 */
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyPluginAsync } from "fastify";
import { deviceOf } from "../../desk/device-label";
import { registrationOptions, verifiedRegistration } from "../../desk/passkey-ceremonies";
import { DESK_PATHS } from "../../desk/desk-paths";
import { registerPage } from "../../desk/pages/register-page";
import { tokenHash } from "../../storage/tokens/secret-tokens";
import { ceremonyBody, ceremonyConfig } from "./ceremony-body";
import { writeTransaction } from "../../storage/database/write-transaction";

export const LINK_NOT_USABLE =
  "This registration link has been used or has expired (a link works once, for 24 hours). Ask whoever runs the desk for a new one.";
const NOT_REGISTERED = "The passkey could not be registered. Try again; this link still works until it is used.";

const tokenBody = {
  type: "object",
  required: ["token"],
  properties: { token: { type: "string", maxLength: 64 } },
} as const;

export const registerRoutes: FastifyPluginAsync = async (app) => {
  const { desk, db } = app;

  app.get(DESK_PATHS.register, { config: { signedOut: true } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(registerPage()),
  );

  app.post<{ Body: { token: string } }>(
    DESK_PATHS.registerOptions,
    { config: ceremonyConfig(app.config.signInRateLimitMax), schema: { body: tokenBody } },
    async (request, reply) => {
      const now = new Date();
      const link = desk.registrationLinks.check(request.body.token, now);
      const person = link === "not usable" ? undefined : desk.staff.byId(link.staffId);
      if (!person) return reply.code(410).send({ message: LINK_NOT_USABLE });
      const options = await registrationOptions(desk.rp, person, desk.passkeys.of(person.id));
      const challengeId = desk.challenges.keep(options.challenge, tokenHash(request.body.token), now);
      return { challengeId, options, name: person.name };
    },
  );

  const store = writeTransaction(
    db,
    (token: string, passkey: Parameters<typeof desk.passkeys.add>[0], device: string, now: Date) => {
      if (!desk.registrationLinks.use(token, now)) return false;
      desk.passkeys.add(passkey, device, now);
      return true;
    },
  );

  app.post<{ Body: { token: string; challengeId: string; response: RegistrationResponseJSON } }>(
    DESK_PATHS.register,
    {
      config: ceremonyConfig(app.config.signInRateLimitMax),
      schema: { body: { ...ceremonyBody, required: [...ceremonyBody.required, "token"] } },
    },
    async (request, reply) => {
      const { token, challengeId, response } = request.body;
      const now = new Date();
      const link = desk.registrationLinks.check(token, now);
      if (link === "not usable") return reply.code(410).send({ message: LINK_NOT_USABLE });
      const challenge = desk.challenges.take(challengeId, now);
      const verified =
        challenge && challenge.registrationTokenSha256 === tokenHash(token)
          ? await verifiedRegistration(desk.rp, response, challenge.challenge)
          : undefined;
      if (!verified || desk.passkeys.find(verified.id)) {
        request.log.info("desk passkey registration refused");
        return reply.code(400).send({ message: NOT_REGISTERED });
      }
      if (!store(token, { ...verified, staffId: link.staffId }, deviceOf(request), now)) {
        return reply.code(410).send({ message: LINK_NOT_USABLE });
      }
      desk.record.passkeyRegistered(verified.id, { staffId: link.staffId, address: request.ip }, now);
      desk.startSession(request, reply, link.staffId, verified.id);
      return { location: DESK_PATHS.home };
    },
  );
};
