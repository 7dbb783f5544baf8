/**
 * The sign-in page and its passkey ceremony: POST /desk/sign-in/options hands out a challenge, POST /desk/sign-in
 * checks the passkey's answer, starts a session, records the sign-in with its address and answers where to go: the
 * desk page the officer was on their way to (the `next` the script posts, return-path.ts), or the queue. Every
 * failure says the same to the browser, whatever failed; the record says which (with the credential id the browser
 * sent, if any).
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyPluginAsync } from "fastify";
import { verifiedSignIn, signInOptions } from "../../desk/passkey-ceremonies";
import { DESK_PATHS } from "../../desk/desk-paths";
import { signInPage } from "../../desk/pages/sign-in-page";
import { NEXT_PARAMETER, returnPath } from "../../desk/return-path";
import type { SignInRefusal } from "../../storage/desk-progress/desk-record";
import type { StoredPasskey } from "../../storage/desk-people/passkeys";
import type { StaffMember } from "../../storage/desk-people/staff";
import { ceremonyBody, ceremonyConfig } from "./ceremony-body";

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters in base64url: more is kept no further. */
const MAX_CREDENTIAL_ID = 1364;

const NOT_SIGNED_IN =
  "That passkey did not sign you in: it may have been removed, or be for another person or site. Try again, or ask for a registration link.";

export const signInRoutes: FastifyPluginAsync = async (app) => {
  const { desk } = app;

  /** The passkey the answer signs in with, its person and its new counter; or why not, and whose passkey it was. */
  async function checked(
    response: AuthenticationResponseJSON,
    challenge: ReturnType<typeof desk.challenges.take>,
  ): Promise<
    { passkey: StoredPasskey; person: StaffMember; counter: number } | { refused: SignInRefusal; ownerId?: number }
  > {
    const passkey = typeof response.id === "string" ? desk.passkeys.find(response.id) : undefined;
    const person = passkey && desk.staff.byId(passkey.staffId);
    if (!passkey || !person) return { refused: "unknown passkey" };
    if (person.removedAt !== null) return { refused: "person removed", ownerId: person.id };
    const verified =
      challenge?.registrationTokenSha256 === null
        ? await verifiedSignIn(desk.rp, response, challenge.challenge, passkey)
        : ({ refused: "did not verify" } as const);
    return "refused" in verified ? { ...verified, ownerId: person.id } : { passkey, person, counter: verified.counter };
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    DESK_PATHS.signIn,
    { config: { signedOut: true } },
    async (request, reply) => {
      if (desk.signedIn(request))
        return reply.redirect(returnPath(request.query[NEXT_PARAMETER]) ?? DESK_PATHS.home, 303);
      return reply.type("text/html; charset=utf-8").send(signInPage());
    },
  );

  app.post(DESK_PATHS.signInOptions, { config: ceremonyConfig(app.config.signInRateLimitMax) }, async () => {
    const options = await signInOptions(desk.rp);
    return { challengeId: desk.challenges.keep(options.challenge, null, new Date()), options };
  });

  app.post<{ Body: { challengeId: string; response: AuthenticationResponseJSON; next?: string } }>(
    DESK_PATHS.signIn,
    { config: ceremonyConfig(app.config.signInRateLimitMax), schema: { body: ceremonyBody } },
    async (request, reply) => {
      const { challengeId, response, next } = request.body;
      const now = new Date();
      const outcome = await checked(response, desk.challenges.take(challengeId, now));
      if ("refused" in outcome) {
        request.log.info("desk sign-in refused");
        const credential = typeof response.id === "string" ? response.id.slice(0, MAX_CREDENTIAL_ID) : null;
        const { refused, ownerId = null } = outcome;
        desk.record.signInRefused(refused, { credential, ownerId, address: request.ip }, now);
        return reply.code(401).send({ message: NOT_SIGNED_IN });
      }
      const { passkey, person, counter } = outcome;
      desk.passkeys.recordUse(passkey.id, counter, now);
      desk.startSession(request, reply, person.id, passkey.id);
      return { location: returnPath(next) ?? DESK_PATHS.home };
    },
  );
};
