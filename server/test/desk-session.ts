/** A person on the desk and the requests of their browser, for the desk's service tests. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { SESSION_COOKIE } from "../plugins/desk-sessions";
import { SoftwarePasskey } from "./software-passkey";

export const ORIGIN = "http://localhost:9000";

/** The session cookie's value a response sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** A person added as `staff add` adds them, with a registration link's token. */
export function addPerson(app: FastifyInstance, email = "ada@cowryshield.com.ng", name = "Ada Okafor") {
  const person = app.desk.staff.add(email, name, new Date())!;
  return { person, token: app.desk.registrationLinks.create(person.id, new Date()) };
}

/** The registration ceremony as the desk's script runs it, with this passkey; answers the last response. */
export async function registerWith(app: FastifyInstance, token: string, passkey: SoftwarePasskey) {
  const started = await app.inject({
    method: "POST",
    url: "/desk/register/options",
    headers: { origin: ORIGIN },
    payload: { token },
  });
  if (started.statusCode !== 200) return started;
  const { challengeId, options } = started.json<{
    challengeId: string;
    options: Parameters<SoftwarePasskey["register"]>[0];
  }>();
  return app.inject({
    method: "POST",
    url: "/desk/register",
    headers: { origin: ORIGIN },
    payload: { token, challengeId, response: passkey.register(options) },
  });
}

export async function signInWith(app: FastifyInstance, passkey: SoftwarePasskey) {
  const started = await app.inject({ method: "POST", url: "/desk/sign-in/options", headers: { origin: ORIGIN } });
  const { challengeId, options } = started.json<{
    challengeId: string;
    options: Parameters<SoftwarePasskey["signIn"]>[0];
  }>();
  return app.inject({
    method: "POST",
    url: "/desk/sign-in",
    headers: { origin: ORIGIN },
    payload: { challengeId, response: passkey.signIn(options) },
  });
}

/** A person registered with a passkey and signed in: their session cookie. */
export async function signedInPerson(app: FastifyInstance, email?: string, name?: string) {
  const { person, token } = addPerson(app, email, name);
  const passkey = new SoftwarePasskey(ORIGIN);
  const registered = await registerWith(app, token, passkey);
  const session = sessionCookieOf(registered);
  if (registered.statusCode !== 200 || session === undefined)
    throw new Error(`registration failed: ${registered.body}`);
  return { person, passkey, session, cookies: { [SESSION_COOKIE]: session } };
}
