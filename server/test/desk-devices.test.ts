/**
 * A person's sessions on several devices: each knows the passkey that opened it and ends with its removal; the
 * passkeys page lists them, and "Sign out everywhere else" ends all but this one. A database made before sessions
 * knew their passkey ends the sessions it holds.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { deviceLabel } from "../desk/device-label";
import { DESK_SESSION_COOKIE } from "../session-cookies";
import { openDatabase } from "../storage/database/database";
import { ORIGIN, sessionCookieOf, signedInPerson, signInWith } from "./desk-session";
import { startService, tempDir } from "./helpers";
import { SoftwarePasskey } from "./software-passkey";

const LAGOS_TIME = "[A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} WAT";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

const cookiesOf = (session: string) => ({ [DESK_SESSION_COOKIE]: session });

describe("Desk sessions on several devices", async () => {
  const { app } = await startService();
  after(() => app.close());

  const signedIn = async (cookies: Record<string, string>) =>
    (await app.inject({ url: "/desk/", cookies })).statusCode === 200;

  /** A second passkey for the person, registered through a new link: the session that registration opened. */
  async function secondDevice(staffId: number, userAgent = IPHONE_SAFARI) {
    const passkey = new SoftwarePasskey(ORIGIN);
    const token = app.desk.registrationLinks.create(staffId, new Date());
    const started = await app.inject({
      method: "POST",
      url: "/desk/register/options",
      headers: { origin: ORIGIN, "user-agent": userAgent },
      payload: { token },
    });
    const { challengeId, options } = started.json<{
      challengeId: string;
      options: Parameters<SoftwarePasskey["register"]>[0];
    }>();
    const registered = await app.inject({
      method: "POST",
      url: "/desk/register",
      headers: { origin: ORIGIN, "user-agent": userAgent },
      payload: { token, challengeId, response: passkey.register(options) },
    });
    assert.equal(registered.statusCode, 200);
    return { passkey, cookies: cookiesOf(sessionCookieOf(registered)!) };
  }

  const removePasskey = (cookies: Record<string, string>, id: string) =>
    app.inject({
      method: "POST",
      url: "/desk/passkeys/remove",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ passkey: id }).toString(),
      cookies,
    });

  it("keeps a session opened by passkey A when passkey B goes, and ends it when A goes", async () => {
    const { person, passkey: a, cookies: registeredWithA } = await signedInPerson(app, "ada@cowryshield.com.ng");
    const signInWithA = cookiesOf(sessionCookieOf(await signInWith(app, a))!);
    const { passkey: b, cookies: registeredWithB } = await secondDevice(person.id);
    const signInWithB = cookiesOf(sessionCookieOf(await signInWith(app, b))!);

    const removedB = await removePasskey(signInWithA, b.id);
    assert.equal(removedB.statusCode, 303);
    assert.equal(removedB.headers.location, "/desk/passkeys?removed=2");
    assert.equal(await signedIn(registeredWithB), false, "B's registration's session ended");
    assert.equal(await signedIn(signInWithB), false, "B's sign-in's session ended");
    assert.equal(await signedIn(registeredWithA), true);
    assert.equal(await signedIn(signInWithA), true);
    assert.equal((await signInWith(app, b)).statusCode, 401);

    const { passkey: c, cookies: registeredWithC } = await secondDevice(person.id);
    assert.equal((await removePasskey(registeredWithC, a.id)).headers.location, "/desk/passkeys?removed=2");
    assert.equal(await signedIn(registeredWithA), false);
    assert.equal(await signedIn(signInWithA), false);
    assert.equal(await signedIn(registeredWithC), true);
    assert.deepEqual(
      app.desk.passkeys.of(person.id).map(({ id }) => id),
      [c.id],
    );
  });

  it("ends the session a registration opened when the passkey it registered goes, as the page then says", async () => {
    const { person, cookies: first } = await signedInPerson(app, "bola@cowryshield.com.ng", "Bola Adeyemi");
    const { passkey, cookies: second } = await secondDevice(person.id);
    const removed = await removePasskey(first, passkey.id);
    assert.equal(removed.headers.location, "/desk/passkeys?removed=1");
    assert.equal(await signedIn(second), false);
    const page = await app.inject({ url: removed.headers.location, cookies: first });
    assert.ok(
      page.body.includes('<p class="status" role="status">Passkey removed, and the 1 session it opened ended.</p>'),
    );
  });

  it("lists the person's open sessions: device, passkey, sign-in and last seen in Lagos time, this one marked", async () => {
    const { person, passkey, cookies: onPhone } = await signedInPerson(app, "chi@cowryshield.com.ng", "Chi Nwosu");
    const laptop = await app.inject({
      method: "POST",
      url: "/desk/sign-in/options",
      headers: { origin: ORIGIN },
    });
    const { challengeId, options } = laptop.json<{
      challengeId: string;
      options: Parameters<SoftwarePasskey["signIn"]>[0];
    }>();
    const signedInOnLaptop = await app.inject({
      method: "POST",
      url: "/desk/sign-in",
      headers: { origin: ORIGIN, "user-agent": WINDOWS_EDGE },
      payload: { challengeId, response: passkey.signIn(options) },
    });
    const onLaptop = cookiesOf(sessionCookieOf(signedInOnLaptop)!);
    const { cookies: onIphone } = await secondDevice(person.id);
    // Someone else's session is not theirs to see.
    await signedInPerson(app, "dayo@cowryshield.com.ng", "Dayo Bello");

    const page = await app.inject({
      url: "/desk/passkeys",
      cookies: onLaptop,
      headers: { "user-agent": ANDROID_CHROME },
    });
    assert.equal(page.statusCode, 200);
    const sessions =
      /<h2 id="sessions-heading">Where you are signed in<\/h2>\n<ul class="passkeys sessions" aria-labelledby="sessions-heading">(.*?)<\/ul>/s.exec(
        page.body,
      )![1]!;
    const rows = sessions.split("</li>").filter((row) => row.includes("<li>"));
    const [first, second] = app.desk.passkeys.of(person.id);
    assert.equal(rows.length, 3);
    // The last seen first: this one (the page's own request), then the iPhone's registration, then the first.
    const patterns = [
      `<li><span><strong>Edge on Windows</strong> <strong>\\(this session\\)</strong><br>Last seen ${LAGOS_TIME}<br>Signed in ${LAGOS_TIME} with the passkey on one device added ${LAGOS_TIME}</span>`,
      `<li><span><strong>Safari on iPhone</strong><br>Last seen ${LAGOS_TIME}<br>Signed in ${LAGOS_TIME} with the passkey on one device added ${LAGOS_TIME}</span>`,
      `<li><span><strong>An unknown browser</strong><br>Last seen ${LAGOS_TIME}<br>Signed in ${LAGOS_TIME} with the passkey on one device added ${LAGOS_TIME}</span>`,
    ];
    rows.forEach((row, index) => assert.match(row.trim(), new RegExp(`^${patterns[index]}$`)));
    // Each keeps the passkey that opened it and the device's label alone.
    assert.deepEqual(
      app.db
        .prepare("SELECT credential_id, device FROM staff_sessions WHERE staff_id = ? ORDER BY created_at")
        .all(person.id),
      [
        { credential_id: first!.id, device: "an unknown browser" },
        { credential_id: first!.id, device: "Edge on Windows" },
        { credential_id: second!.id, device: "Safari on iPhone" },
      ],
    );
    assert.ok(page.body.includes('<button type="submit">Sign out everywhere else</button>'));
    assert.equal(await signedIn(onPhone), true);
    assert.equal(await signedIn(onIphone), true);
  });

  it("signs out everywhere else: every other session of the person ends, not this one, nor anyone else's", async () => {
    const { person, passkey, cookies: here } = await signedInPerson(app, "efe@cowryshield.com.ng", "Efe Okon");
    const elsewhere = cookiesOf(sessionCookieOf(await signInWith(app, passkey))!);
    const { cookies: onIphone } = await secondDevice(person.id);
    const { cookies: someoneElse } = await signedInPerson(app, "femi@cowryshield.com.ng", "Femi Ade");

    const done = await app.inject({
      method: "POST",
      url: "/desk/passkeys/sign-out-elsewhere",
      headers: { origin: ORIGIN },
      cookies: here,
    });
    assert.equal(done.statusCode, 303);
    assert.equal(done.headers.location, "/desk/passkeys?signed-out-elsewhere=2");
    assert.equal(await signedIn(elsewhere), false);
    assert.equal(await signedIn(onIphone), false);
    assert.equal(await signedIn(someoneElse), true);
    const page = await app.inject({ url: done.headers.location, cookies: here });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes('<p class="status" role="status">Signed out everywhere else: 2 sessions ended.</p>'));
    assert.ok(page.body.includes("<p>You are signed in nowhere else.</p>"));
    assert.ok(!page.body.includes("Sign out everywhere else</button>"));
  });

  it("refuses 'Sign out everywhere else' from another origin (403), and every session stays", async () => {
    const { passkey, cookies: here } = await signedInPerson(app, "gbenga@cowryshield.com.ng", "Gbenga Ojo");
    const elsewhere = cookiesOf(sessionCookieOf(await signInWith(app, passkey))!);
    for (const headers of [{ origin: "https://evil.example" }, {}, { referer: "https://evil.example/desk/" }]) {
      const refused = await app.inject({
        method: "POST",
        url: "/desk/passkeys/sign-out-elsewhere",
        headers,
        cookies: here,
      });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.body, "The desk accepts requests from its own pages only.\n");
    }
    assert.equal(await signedIn(here), true);
    assert.equal(await signedIn(elsewhere), true);
  });
});

describe("The device a session names", () => {
  it("is a short label of the browser and system, or says it is unknown", () => {
    assert.equal(deviceLabel(ANDROID_CHROME), "Chrome on Android");
    assert.equal(deviceLabel(IPHONE_SAFARI), "Safari on iPhone");
    assert.equal(deviceLabel(WINDOWS_EDGE), "Edge on Windows");
    assert.equal(
      deviceLabel(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      ),
      "Chrome on Linux",
    );
    assert.equal(
      deviceLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0"),
      "Firefox on macOS",
    );
    assert.equal(deviceLabel("curl/8.5.0"), "an unknown browser");
    assert.equal(deviceLabel(undefined), "an unknown browser");
    assert.equal(deviceLabel("Mozilla/5.0 (X11; Linux x86_64)"), "a browser on Linux");
  });
});

describe("A database made before sessions knew their passkey", () => {
  it("ends the desk sessions it holds, and keeps the person and their passkeys", () => {
    const dataDir = tempDir("earlier-sessions-");
    const made = openDatabase(dataDir);
    made.exec(`
      INSERT INTO staff (id, email, name, user_handle, added_at) VALUES (1, 'ada@cowryshield.com.ng', 'Ada Okafor', 'h', '2026-11-26T08:00:00.000Z');
      DROP TABLE staff_sessions;
      CREATE TABLE staff_sessions (
        token_sha256 TEXT PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff (id),
        created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL
      );
      INSERT INTO staff_sessions VALUES ('${"a".repeat(64)}', 1, '2026-11-26T08:00:00.000Z', '2026-11-26T08:10:00.000Z');
    `);
    made.close();

    const db = openDatabase(dataDir);
    try {
      assert.deepEqual(db.prepare("SELECT * FROM staff_sessions").all(), []);
      assert.deepEqual(db.prepare("SELECT email FROM staff").all(), [{ email: "ada@cowryshield.com.ng" }]);
      const columns = (db.pragma("table_info(staff_sessions)") as { name: string }[]).map(({ name }) => name);
      assert.deepEqual(columns, ["token_sha256", "staff_id", "created_at", "last_seen_at", "credential_id", "device"]);
    } finally {
      db.close();
    }
  });
});
