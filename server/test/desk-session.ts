/** A person on the desk and the requests of their browser, for the desk's service tests. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { SoftwarePasskey } from "./software-passkey";

/** The desk's origin in the tests' service (DESK_ORIGIN unset): its pages' Origin, passkeys' origin, the links'. */
export const ORIGIN = "http://desk.localhost:9000";

/** The session cookie's value a response sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === DESK_SESSION_COOKIE)?.value;
}

/** A person added as `staff add` adds them, with a registration link's token. */
export function addPerson(app: FastifyInstance, email = "ada@cowryshield.com.ng", name = "Ada Okafor") {
  const person = app.desk.staff.add(email, name, new Date())!;
  return { person, token: app.desk.registrationLinks.create(person.id, new Date()) };
}

/**
 * A passkey ceremony as the desk's script runs it: the options from `PATH/options`, then the passkey's answer to
 * PATH, each with what `sent` holds; answers the last response, or the options' when they were refused.
 */
async function ceremony<Options>(
  app: FastifyInstance,
  path: string,
  sent: Record<string, unknown>,
  answer: (options: Options) => unknown,
) {
  const started = await app.inject({
    method: "POST",
    url: `${path}/options`,
    headers: { origin: ORIGIN },
    payload: sent,
  });
  if (started.statusCode !== 200) return started;
  const { challengeId, options } = started.json<{ challengeId: string; options: Options }>();
  return app.inject({
    method: "POST",
    url: path,
    headers: { origin: ORIGIN },
    payload: { ...sent, challengeId, response: answer(options) },
  });
}

/** The registration ceremony with this passkey, through the link's token. */
export const registerWith = (app: FastifyInstance, token: string, passkey: SoftwarePasskey) =>
  ceremony(app, "/desk/register", { token }, (options: Parameters<SoftwarePasskey["register"]>[0]) =>
    passkey.register(options),
  );

/** The sign-in ceremony with this passkey; `sent` is what the script posts beside it (the page to go on to). */
export const signInWith = (app: FastifyInstance, passkey: SoftwarePasskey, sent: { next?: unknown } = {}) =>
  ceremony(app, "/desk/sign-in", sent, (options: Parameters<SoftwarePasskey["signIn"]>[0]) => passkey.signIn(options));

/** A person registered with a passkey and signed in: their session cookie. */
export async function signedInPerson(app: FastifyInstance, email?: string, name?: string) {
  const { person, token } = addPerson(app, email, name);
  const passkey = new SoftwarePasskey(ORIGIN);
  const registered = await registerWith(app, token, passkey);
  const session = sessionCookieOf(registered);
  if (registered.statusCode !== 200 || session === undefined)
    throw new Error(`registration failed: ${registered.body}`);
  return { person, passkey, session, registered, cookies: { [DESK_SESSION_COOKIE]: session } };
}
