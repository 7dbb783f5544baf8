/**
 * The desk's and the claim status's session cookies (session-cookies.ts): `__Host-` names on `Path=/`, Secure,
 * HttpOnly and SameSite=Strict, exactly; and a second cookie of the name, or one of the old name, never stands in
 * for the session (with two of one name, the first sent would win).
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { CLAIM_SESSION_COOKIE, DESK_SESSION_COOKIE } from "../session-cookies";
import { cookieOf, fileClaim, linkFromMail, lookUp, showMyClaim } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { ORIGIN, signedInPerson } from "./desk-session";
import { startService } from "./helpers";

const TOKEN = "[A-Za-z0-9_-]{43}";

describe("The desk's session cookie", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("is set as __Host-desk_session on Path=/, Secure, HttpOnly, SameSite=Strict, and cleared so", async () => {
    const { cookies } = await signedInPerson(app);
    const session = cookies[DESK_SESSION_COOKIE];
    assert.equal(DESK_SESSION_COOKIE, "__Host-desk_session");
    const signedOut = await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies });
    assert.equal(
      signedOut.headers["set-cookie"],
      "__Host-desk_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict",
    );
    assert.match(session, new RegExp(`^${TOKEN}$`));
  });

  it("is set exactly so by the registration that signs a person in", async () => {
    const { registered } = await signedInPerson(app, "bisi@cowryshield.com.ng", "Bisi Ade");
    assert.match(
      String(registered.headers["set-cookie"]),
      new RegExp(`^__Host-desk_session=${TOKEN}; Path=/; HttpOnly; Secure; SameSite=Strict$`),
    );
  });

  it("opens the desk when sent once, beside a cookie of the old name, which counts for nothing", async () => {
    const { session } = await signedInPerson(app, "chidi@cowryshield.com.ng", "Chidi Obi");
    const home = (cookie: string) => app.inject({ url: "/desk/", headers: { cookie } });
    assert.match((await home(`__Host-desk_session=${session}`)).body, /Signed in as Chidi Obi/);
    assert.match((await home(`desk_session=forged; __Host-desk_session=${session}`)).body, /Signed in as Chidi Obi/);
    const oldName = await home(`desk_session=${session}`);
    assert.equal(oldName.statusCode, 303);
    assert.equal(oldName.headers.location, "/desk/sign-in");
  });

  it("is no session when sent twice: another's session planted first does not shadow the person's", async () => {
    const { session: planted } = await signedInPerson(app, "dayo@cowryshield.com.ng", "Dayo Eke");
    const { session: own } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Uko");
    for (const cookie of [
      `__Host-desk_session=${planted}; __Host-desk_session=${own}`,
      `__Host-desk_session=${own}; __Host-desk_session=${own}`,
    ]) {
      const home = await app.inject({ url: "/desk/", headers: { cookie } });
      assert.equal(home.statusCode, 303);
      assert.equal(home.headers.location, "/desk/sign-in");
    }
  });
});

describe("The claim session's cookie", () => {
  it("is set as __Host-claim_session on Path=/, Secure, HttpOnly, SameSite=Strict", async () => {
    const { app, sink } = await serviceMailingToSink();
    const reference = await fileClaim(app);
    await lookUp(app, reference, "chinedu@example.com");
    const shown = await showMyClaim(app, (await linkFromMail(sink, 1)).token);
    assert.equal(CLAIM_SESSION_COOKIE, "__Host-claim_session");
    assert.match(
      String(shown.headers["set-cookie"]),
      new RegExp(`^__Host-claim_session=${TOKEN}; Path=/; HttpOnly; Secure; SameSite=Strict$`),
    );
  });

  it("is no session when sent twice: another claim's session planted first does not shadow the customer's", async () => {
    const { app, sink } = await serviceMailingToSink();
    const mine = await fileClaim(app);
    const planted = await fileClaim(app, { email: "amaka@example.com" });
    await lookUp(app, mine, "chinedu@example.com");
    const own = cookieOf(await showMyClaim(app, (await linkFromMail(sink, 1)).token))!.value;
    await lookUp(app, planted, "amaka@example.com");
    const theirs = cookieOf(await showMyClaim(app, (await linkFromMail(sink, 2)).token))!.value;
    const page = (reference: string, cookie: string) =>
      app.inject({ url: `/claim-status/claims/${reference}`, headers: { cookie } });

    assert.equal((await page(mine, `__Host-claim_session=${own}`)).statusCode, 200);
    assert.equal((await page(mine, `claim_session=${theirs}; __Host-claim_session=${own}`)).statusCode, 200);
    assert.equal((await page(planted, `claim_session=${theirs}`)).statusCode, 401);
    for (const reference of [planted, mine]) {
      assert.equal(
        (await page(reference, `__Host-claim_session=${theirs}; __Host-claim_session=${own}`)).statusCode,
        401,
      );
    }
  });
});
