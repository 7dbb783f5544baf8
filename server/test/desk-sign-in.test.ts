/** Staff register a passkey through a link, sign in with it, and sign out; the session cookie and its limits. */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { LINK_NOT_USABLE } from "../routes/desk/register";
import { addPerson, ORIGIN, registerWith, sessionCookieOf, signedInPerson, signInWith } from "./desk-session";
import { startService } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

describe("Desk sign-in", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("registers a passkey through a link, signs the person in with a cookie of the right attributes", async () => {
    const { token } = addPerson(app, "bola@cowryshield.com.ng", "Bola Adeyemi");
    const registered = await registerWith(app, token, new SoftwarePasskey(ORIGIN));
    assert.equal(registered.statusCode, 200);
    assert.deepEqual(registered.json(), { location: "/desk/" });
    const cookie = registered.cookies.find(({ name }) => name === DESK_SESSION_COOKIE)!;
    assert.deepEqual(
      { ...cookie, value: "…" },
      { name: DESK_SESSION_COOKIE, value: "…", path: "/", httpOnly: true, secure: true, sameSite: "Strict" },
    );
    // 32 random bytes, base64url: 256 bits.
    assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/);
    const home = await app.inject({ url: "/desk/", cookies: { [DESK_SESSION_COOKIE]: cookie.value } });
    assert.equal(home.statusCode, 200);
    assert.match(home.body, /<span>Signed in as Bola Adeyemi<\/span>/);
  });

  it("refuses a registration link used once already (410), and keeps no second passkey", async () => {
    const { person, token } = addPerson(app, "chi@cowryshield.com.ng", "Chi Nwosu");
    assert.equal((await registerWith(app, token, new SoftwarePasskey(ORIGIN))).statusCode, 200);
    const again = await registerWith(app, token, new SoftwarePasskey(ORIGIN));
    assert.equal(again.statusCode, 410);
    assert.deepEqual(again.json(), { message: LINK_NOT_USABLE });
    assert.equal(app.desk.passkeys.of(person.id).length, 1);
  });

  it("refuses a registration link after 24 hours", async () => {
    const { token } = addPerson(app, "dayo@cowryshield.com.ng", "Dayo Bello");
    app.db
      .prepare("UPDATE registration_links SET expires_at = ? WHERE staff_id = (SELECT id FROM staff WHERE email = ?)")
      .run(new Date(Date.now() - 1000).toISOString(), "dayo@cowryshield.com.ng");
    const refused = await registerWith(app, token, new SoftwarePasskey(ORIGIN));
    assert.equal(refused.statusCode, 410);
  });

  it("refuses a passkey made without user verification (400), and the link still works", async () => {
    const { person, token } = addPerson(app, "efe@cowryshield.com.ng", "Efe Okon");
    const refused = await registerWith(app, token, new SoftwarePasskey(ORIGIN, false));
    assert.equal(refused.statusCode, 400);
    assert.equal(sessionCookieOf(refused), undefined);
    assert.equal((await registerWith(app, token, new SoftwarePasskey(ORIGIN))).statusCode, 200);
    assert.equal(app.desk.passkeys.of(person.id).length, 1);
  });

  it("refuses a passkey made for another origin", async () => {
    const { token } = addPerson(app, "femi@cowryshield.com.ng", "Femi Ade");
    const refused = await registerWith(app, token, new SoftwarePasskey("https://evil.example"));
    assert.equal(refused.statusCode, 400);
  });

  it("signs in with the passkey, records its use and the sign-in, and signs out on the service", async () => {
    const { person, passkey, cookies } = await signedInPerson(app, "gbenga@cowryshield.com.ng", "Gbenga Ojo");
    const signedOut = await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies });
    assert.equal(signedOut.statusCode, 303);
    assert.equal(signedOut.headers.location, "/desk/sign-in");
    const cleared = signedOut.cookies.find(({ name }) => name === DESK_SESSION_COOKIE)!;
    assert.equal(cleared.value, "");
    assert.equal(cleared.path, "/");
    // The old cookie, kept by a copy, no longer opens the desk.
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 303);

    const signedIn = await signInWith(app, passkey);
    assert.equal(signedIn.statusCode, 200);
    assert.deepEqual(signedIn.json(), { location: "/desk/" });
    const session = sessionCookieOf(signedIn)!;
    const home = await app.inject({ url: "/desk/", cookies: { [DESK_SESSION_COOKIE]: session } });
    assert.match(home.body, /<span>Signed in as Gbenga Ojo<\/span>/);
    const passkeys = await app.inject({ url: "/desk/passkeys", cookies: { [DESK_SESSION_COOKIE]: session } });
    assert.match(passkeys.body, /last used [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT/);
    assert.notEqual(app.desk.staff.byId(person.id)!.lastSignInAt, null);
    assert.equal(app.desk.passkeys.find(passkey.id)!.counter, 1);
  });

  it("refuses a sign-in with a passkey the desk does not know, and a challenge used twice", async () => {
    const unknown = await signInWith(app, new SoftwarePasskey(ORIGIN));
    assert.equal(unknown.statusCode, 401);
    assert.equal(sessionCookieOf(unknown), undefined);

    const { passkey } = await signedInPerson(app, "hauwa@cowryshield.com.ng", "Hauwa Musa");
    const started = await app.inject({ method: "POST", url: "/desk/sign-in/options", headers: { origin: ORIGIN } });
    const { challengeId, options } = started.json<{
      challengeId: string;
      options: { challenge: string; rpId: string };
    }>();
    const send = () =>
      app.inject({
        method: "POST",
        url: "/desk/sign-in",
        headers: { origin: ORIGIN },
        payload: { challengeId, response: passkey.signIn(options) },
      });
    assert.equal((await send()).statusCode, 200);
    assert.equal((await send()).statusCode, 401);
  });

  it("signs in to the desk page the officer was going to, its path alone (a claim from a staff e-mail)", async () => {
    const { passkey } = await signedInPerson(app, "jide@cowryshield.com.ng", "Jide Olu");
    for (const next of [
      "/desk/submissions/CLM-2026-000042",
      "/desk/submissions/CLM-2026-000042/documents/1",
      "/desk/passkeys",
    ]) {
      const signedIn = await signInWith(app, passkey, { next });
      assert.equal(signedIn.statusCode, 200);
      assert.deepEqual(signedIn.json(), { location: next });
    }
  });

  it("signs in to the queue when the page to go on to is another site's, or not a desk page's path", async () => {
    const { passkey } = await signedInPerson(app, "kemi@cowryshield.com.ng", "Kemi Ade");
    for (const next of [
      "https://evil.example/desk/",
      "//evil.example/desk/",
      "/\\evil.example/desk/",
      "/desk//evil.example",
      "/desk/../desk/passkeys",
      "/desk/submissions/CLM-2026-000042?q=Ada",
      "/desk/submissions/CLM-2026-000042#x",
      "/claim-status/",
      "javascript:alert(1)",
      "/desk/%2F%2Fevil.example",
      "",
    ]) {
      const signedIn = await signInWith(app, passkey, { next });
      assert.deepEqual([next, signedIn.statusCode, signedIn.json()], [next, 200, { location: "/desk/" }]);
    }
  });

  it("sends a signed-in person opening sign-in on to the desk page it names, and never off the desk", async () => {
    const { cookies } = await signedInPerson(app, "lanre@cowryshield.com.ng", "Lanre Obi");
    const goTo = async (next: string) =>
      (await app.inject({ url: `/desk/sign-in?next=${encodeURIComponent(next)}`, cookies })).headers.location;
    assert.equal(await goTo("/desk/submissions/CLM-2026-000042"), "/desk/submissions/CLM-2026-000042");
    assert.equal(await goTo("//evil.example/"), "/desk/");
    assert.equal(await goTo("https://evil.example/"), "/desk/");
  });

  it("sends the sign-in page to a signed-in person on to the desk", async () => {
    const { cookies } = await signedInPerson(app, "ife@cowryshield.com.ng", "Ife Lawal");
    const page = await app.inject({ url: "/desk/sign-in", cookies });
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, "/desk/");
  });
});

describe("Desk sign-in's rate limit", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("answers 429 after 30 sign-in attempts from one address in 10 minutes", async () => {
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/desk/sign-in/options",
        headers: { origin: ORIGIN },
        remoteAddress: "10.1.1.1",
      });
    for (let count = 0; count < 30; count += 1) assert.equal((await attempt()).statusCode, 200);
    const limited = await attempt();
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), {
      error: "rate_limited",
      message: "Too many sign-in attempts. Please try again later.",
    });
  });

  it("takes its limit from SIGN_IN_RATE_LIMIT_MAX", async () => {
    const { app: strict } = await startService({ SIGN_IN_RATE_LIMIT_MAX: "2" });
    after(() => strict.close());
    const attempt = () =>
      strict.inject({
        method: "POST",
        url: "/desk/sign-in/options",
        headers: { origin: ORIGIN },
        remoteAddress: "10.1.1.2",
      });
    assert.deepEqual(
      [(await attempt()).statusCode, (await attempt()).statusCode, (await attempt()).statusCode],
      [200, 200, 429],
    );
  });
});
