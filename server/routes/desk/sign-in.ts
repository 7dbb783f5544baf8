/**
 * The sign-in page and its passkey ceremony: POST /desk/sign-in/options hands out a challenge, POST /desk/sign-in
 * checks the passkey's answer, starts a session and records the sign-in with its address. Every failure says the
 * same, whatever failed.
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyPluginAsync } from "fastify";
import { verifiedSignIn, signInOptions } from "../../desk/passkey-ceremonies";
import { DESK_PATHS } from "../../desk/desk-paths";
import { signInPage } from "../../desk/pages/sign-in-page";
import { ceremonyBody, ceremonyConfig } from "./ceremony-body";

const NOT_SIGNED_IN =
  "That passkey did not sign you in: it may have been removed, or be for another person or site. Try again, or ask for a registration link.";

export const signInRoutes: FastifyPluginAsync = async (app) => {
  const { desk } = app;

  app.get(DESK_PATHS.signIn, { config: { signedOut: true } }, async (request, reply) => {
    if (desk.signedIn(request)) return reply.redirect(DESK_PATHS.home, 303);
    return reply.type("text/html; charset=utf-8").send(signInPage());
  });

  app.post(DESK_PATHS.signInOptions, { config: ceremonyConfig }, async () => {
    const options = await signInOptions(desk.rp);
    return { challengeId: desk.challenges.keep(options.challenge, null, new Date()), options };
  });

  app.post<{ Body: { challengeId: string; response: AuthenticationResponseJSON } }>(
    DESK_PATHS.signIn,
    { config: ceremonyConfig, schema: { body: ceremonyBody } },
    async (request, reply) => {
      const { challengeId, response } = request.body;
      const now = new Date();
      const challenge = desk.challenges.take(challengeId, now);
      const passkey = typeof response.id === "string" ? desk.passkeys.find(response.id) : undefined;
      const person = passkey && desk.staff.byId(passkey.staffId);
      const counter =
        challenge?.registrationTokenSha256 === null && passkey && person?.removedAt === null
          ? await verifiedSignIn(desk.rp, response, challenge.challenge, passkey)
          : undefined;
      if (counter === undefined || !passkey || !person) {
        request.log.info("desk sign-in refused");
        return reply.code(401).send({ message: NOT_SIGNED_IN });
      }
      desk.passkeys.recordUse(passkey.id, counter, now);
      desk.startSession(request, reply, person.id, passkey.id);
      return { location: DESK_PATHS.home };
    },
  );
};
