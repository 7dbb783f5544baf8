/**
 * Who reaches the desk: without a session a page leads to sign-in and a change is refused; an expired session,
 * or a removed person's, is no session; another origin is refused; every answer carries the desk's headers.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, describe, it } from "node:test";
import { run } from "../cli-commands";
import { DESK_CSP } from "../routes/desk/desk-headers";
import { LAST_PASSKEY } from "../routes/desk/passkeys";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { ORIGIN, registerWith, sessionCookieOf, signedInPerson, signInWith } from "./desk-session";
import { startService } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

/** Each desk page, and where it leads without a session: to sign-in, which goes on to that page (without its query). */
const PAGES = [
  ["/desk/", "/desk/sign-in"],
  ["/desk/?q=Ada%20Okafor", "/desk/sign-in"],
  ["/desk/passkeys", "/desk/sign-in?next=%2Fdesk%2Fpasskeys"],
  ["/desk/submissions/CLM-2026-999999", "/desk/sign-in?next=%2Fdesk%2Fsubmissions%2FCLM-2026-999999"],
  [
    "/desk/submissions/CLM-2026-999999/documents/0",
    "/desk/sign-in?next=%2Fdesk%2Fsubmissions%2FCLM-2026-999999%2Fdocuments%2F0",
  ],
] as const;
const CHANGES = ["/desk/sign-out", "/desk/passkeys/remove", "/desk/passkeys/sign-out-elsewhere"];
const SIGNED_OUT_PAGES = ["/desk/sign-in", "/desk/register", "/desk/assets/passkeys.js"];
const NEEDS_SCRIPT =
  "A passkey needs JavaScript, which is off or has not loaded in this browser. Turn it on and reload this page.";

describe("Desk access", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());

  /** Moves a session's start and last request back by these many minutes. */
  const ageSessions = (staffId: number, startedMinutesAgo: number, seenMinutesAgo: number) =>
    app.db
      .prepare("UPDATE staff_sessions SET created_at = ?, last_seen_at = ? WHERE staff_id = ?")
      .run(
        new Date(Date.now() - startedMinutesAgo * 60_000).toISOString(),
        new Date(Date.now() - seenMinutesAgo * 60_000).toISOString(),
        staffId,
      );

  for (const [url, signIn] of PAGES) {
    it(`GET ${url} without a session leads to the sign-in page (303), to go on to ${url} after`, async () => {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, signIn);
    });
  }

  for (const url of CHANGES) {
    it(`POST ${url} without a session is refused (401) with the way back to sign in`, async () => {
      const response = await app.inject({ method: "POST", url, headers: { origin: ORIGIN } });
      assert.equal(response.statusCode, 401);
      assert.match(response.body, /<h1>You are signed out<\/h1>/);
      assert.match(response.body, /<a href="\/desk\/sign-in">Sign in again<\/a>/);
    });
  }

  it("shows the sign-in and registration pages without a session, each saying a passkey needs scripts", async () => {
    for (const url of ["/desk/sign-in", "/desk/register"]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      assert.ok(response.body.includes(`<p class="status" id="passkey-status" role="status">${NEEDS_SCRIPT}</p>`));
      assert.ok(response.body.includes('<script src="/desk/assets/passkeys.js" defer></script>'));
      assert.doesNotMatch(response.body, /<script>|<script [^s]|style=/);
    }
  });

  it("carries its CSP, no-store, noindex and frame-ancestors 'none' on every desk answer", async () => {
    const { cookies } = await signedInPerson(app, "jide@cowryshield.com.ng", "Jide Ola");
    const answers = [
      ...(await Promise.all(
        [...PAGES.map(([url]) => url), ...SIGNED_OUT_PAGES].map((url) => app.inject({ url, cookies })),
      )),
      await app.inject({ url: "/desk/" }),
      await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN } }),
      await app.inject({ method: "POST", url: "/desk/sign-in", headers: { origin: "https://evil.example" } }),
    ];
    for (const response of answers) {
      assert.equal(response.headers["content-security-policy"], DESK_CSP);
      assert.equal(response.headers["cache-control"], "no-store");
      assert.equal(response.headers["x-robots-tag"], "noindex");
    }
    assert.match(DESK_CSP, /frame-ancestors 'none'/);
    assert.match(DESK_CSP, /script-src 'self';/);
    assert.doesNotMatch(DESK_CSP, /unsafe-inline/);
  });

  it("writes its rules into each page, allowed by their hash alone, with no style sheet to wait for", async () => {
    const { cookies } = await signedInPerson(app, "tunde@cowryshield.com.ng", "Tunde Bello");
    for (const page of [await app.inject({ url: "/desk/sign-in" }), await app.inject({ url: "/desk/", cookies })]) {
      assert.equal(page.statusCode, 200);
      // A style sheet cost a phone on a slow link a round trip before the first paint (docs/performance-budgets.md).
      assert.doesNotMatch(page.body, /<link rel="stylesheet"/);
      const [, rules] = /<style>([^<]*)<\/style>/.exec(page.body)!;
      const hash = createHash("sha256").update(rules!).digest("base64");
      assert.ok((page.headers["content-security-policy"] as string).includes(`; style-src 'sha256-${hash}'; `));
    }
    assert.doesNotMatch(DESK_CSP, /style-src 'self'/);
    assert.equal((await app.inject({ url: "/desk/assets/desk.css" })).statusCode, 404);
  });

  it("refuses a request from another origin (403), signed in or not, and leaves the session alive", async () => {
    const { cookies } = await signedInPerson(app, "kemi@cowryshield.com.ng", "Kemi Ayo");
    const refused = [
      await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: "https://evil.example" }, cookies }),
      await app.inject({
        method: "POST",
        url: "/desk/sign-out",
        headers: { origin: "http://localhost:9001" },
        cookies,
      }),
      await app.inject({ method: "POST", url: "/desk/sign-out", cookies }),
      await app.inject({
        method: "POST",
        url: "/desk/sign-out",
        headers: { referer: "https://evil.example/" },
        cookies,
      }),
      await app.inject({ method: "POST", url: "/desk/sign-in/options", headers: { origin: "https://evil.example" } }),
      await app.inject({ url: "/desk/", headers: { origin: "https://evil.example" }, cookies }),
    ];
    for (const response of refused) {
      assert.equal(response.statusCode, 403);
      assert.equal(response.body, "The desk accepts requests from its own pages only.\n");
    }
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 200);
  });

  it("ends a session 30 minutes after its last request", async () => {
    const { person, cookies } = await signedInPerson(app, "lola@cowryshield.com.ng", "Lola Bankole");
    ageSessions(person.id, 29, 29);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 200);
    // That request started the 30 minutes again.
    ageSessions(person.id, 45, 29);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 200);
    ageSessions(person.id, 60, 30);
    const expired = await app.inject({ url: "/desk/", cookies });
    assert.equal(expired.statusCode, 303);
    assert.equal(expired.headers.location, "/desk/sign-in");
    const change = await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies });
    assert.equal(change.statusCode, 401);
  });

  it("ends a session 12 hours after sign-in however busy", async () => {
    const { person, cookies } = await signedInPerson(app, "musa@cowryshield.com.ng", "Musa Bello");
    ageSessions(person.id, 12 * 60 - 1, 0);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 200);
    ageSessions(person.id, 12 * 60, 0);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 303);
  });

  it("ends a removed person's session at their next request, and refuses their passkey and links", async () => {
    const { person, passkey, cookies } = await signedInPerson(app, "ngozi@cowryshield.com.ng", "Ngozi Eze");
    const token = app.desk.registrationLinks.create(person.id, new Date());
    const removed = await run(["staff", "remove", "ngozi@cowryshield.com.ng"], dataDir);
    assert.equal(removed.exitCode, 0);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 303);
    const change = await app.inject({ method: "POST", url: "/desk/sign-out", headers: { origin: ORIGIN }, cookies });
    assert.equal(change.statusCode, 401);
    assert.equal((await signInWith(app, passkey)).statusCode, 401);
    assert.equal((await registerWith(app, token, new SoftwarePasskey(ORIGIN))).statusCode, 410);
    assert.equal(app.desk.staff.byId(person.id)!.name, "Ngozi Eze");
  });

  it("removes one of several passkeys, never the last", async () => {
    const { person, passkey, cookies } = await signedInPerson(app, "obi@cowryshield.com.ng", "Obi Nnamdi");
    const remove = (id: string) =>
      app.inject({
        method: "POST",
        url: "/desk/passkeys/remove",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ passkey: id }).toString(),
        cookies,
      });
    const last = await remove(passkey.id);
    assert.equal(last.statusCode, 409);
    assert.ok(last.body.includes(`<p class="status problem" role="alert">${LAST_PASSKEY.replace("'", "&#39;")}</p>`));

    const laptop = new SoftwarePasskey(ORIGIN);
    const token = app.desk.registrationLinks.create(person.id, new Date());
    assert.equal((await registerWith(app, token, laptop)).statusCode, 200);
    const home = await app.inject({ url: "/desk/passkeys", cookies });
    assert.deepEqual(
      [...home.body.matchAll(/<button type="submit" class="quiet" aria-label="([^"]+)">Remove<\/button>/g)].map(
        ([, name]) => name!.replace(/added .* WAT/, "added …"),
      ),
      ["Remove the passkey on one device added … (1 of 2)", "Remove the passkey on one device added … (2 of 2)"],
    );

    const removed = await remove(passkey.id);
    assert.equal(removed.statusCode, 303);
    assert.equal(removed.headers.location, "/desk/passkeys?removed=1");
    assert.deepEqual(
      app.desk.passkeys.of(person.id).map(({ id }) => id),
      [laptop.id],
    );
    // The session that passkey opened ended with it (desk-devices.test.ts); the laptop's does not.
    assert.equal((await app.inject({ url: "/desk/passkeys", cookies })).statusCode, 303);
    const onLaptop = { [DESK_SESSION_COOKIE]: sessionCookieOf(await signInWith(app, laptop))! };
    const unknown = await app.inject({
      method: "POST",
      url: "/desk/passkeys/remove",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ passkey: "someone-else's" }).toString(),
      cookies: onLaptop,
    });
    assert.equal(unknown.statusCode, 404);
  });

  it("keeps the session cookie's token only as its hash", async () => {
    const { session } = await signedInPerson(app, "pat@cowryshield.com.ng", "Pat Udo");
    const rows = app.db.prepare("SELECT token_sha256 FROM staff_sessions").all() as { token_sha256: string }[];
    assert.ok(rows.every(({ token_sha256 }) => /^[0-9a-f]{64}$/.test(token_sha256) && token_sha256 !== session));
  });
});
