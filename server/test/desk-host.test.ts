/**
 * The desk on a host of its own (plugins/desk-host.ts): on DESK_ORIGIN's host only the desk answers, and on any
 * other the desk is not there; the staff e-mails link to the desk's origin, the customers' to the site's.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { DESK_CSP } from "../routes/desk/desk-headers";
import { fileClaim, linkFromMail, lookUp } from "./claim-status-session";
import { serviceMailingToSink } from "./mailing-service";
import { signedInPerson } from "./desk-session";
import { startService, until } from "./helpers";

const DESK = "desk.localhost:9000";
const SITE = "localhost:9000";
const SITE_NOT_FOUND = "<html><body><h1>Page Not Found</h1></body></html>";

describe("The desk's host", async () => {
  const { app } = await startService({ TRUST_PROXY: "10.0.0.2" });
  after(() => app.close());

  for (const [what, headers, remoteAddress] of [
    ["its Host, port and all", { host: DESK }, undefined],
    ["its Host without a port, as nginx passes it", { host: "desk.localhost" }, undefined],
    ["its Host in capitals", { host: "DESK.Localhost:9000" }, undefined],
    ["the X-Forwarded-Host the trusted proxy sets", { host: "127.0.0.1:9000", "x-forwarded-host": DESK }, "10.0.0.2"],
  ] as const) {
    it(`answers the desk's pages for a request naming ${what}`, async () => {
      const response = await app.inject({ url: "/desk/sign-in", headers, ...(remoteAddress && { remoteAddress }) });
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /<h1>Sign in to the desk<\/h1>/);
    });
  }

  it("does not take X-Forwarded-Host from a visitor who is not the proxy", async () => {
    const response = await app.inject({
      url: "/desk/sign-in",
      headers: { host: "127.0.0.1:9000", "x-forwarded-host": DESK },
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body, SITE_NOT_FOUND);
  });

  for (const url of ["/", "/desk", "/?from=bookmark"]) {
    it(`leads ${url} to the desk (303 to /desk/), with the desk's headers`, async () => {
      const response = await app.inject({ url, headers: { host: DESK } });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, "/desk/");
      assert.equal(response.headers["content-security-policy"], DESK_CSP);
      assert.equal(response.headers["cache-control"], "no-store");
    });
  }

  for (const [method, url] of [
    ["GET", "/index.html"],
    ["GET", "/app-0123456789abcdef0123.js"],
    ["GET", "/services/"],
    ["GET", "/404.html"],
    ["GET", "/admin/"],
    ["GET", "/api/health"],
    ["POST", "/api/quote-requests"],
    ["POST", "/api/claim-status-links"],
    ["GET", "/claim-status/claims/CLM-2026-000001"],
    ["POST", "/claim-status/link"],
    ["GET", "/desk/nothing-here"],
  ] as const) {
    it(`answers ${method} ${url} with the desk's "Not found" (404) and its headers, nothing of the site`, async () => {
      const response = await app.inject({ method, url, headers: { host: DESK, origin: `http://${DESK}` } });
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers["content-type"], "text/html; charset=utf-8");
      assert.match(response.body, /<title>Not found · Cowry Shield desk<\/title>/);
      assert.ok(response.body.includes("<h1>Not found</h1>\n<p>The desk has no page at this address.</p>"));
      assert.equal(response.headers["content-security-policy"], DESK_CSP);
      assert.equal(response.headers["cache-control"], "no-store");
      assert.equal(response.headers["x-robots-tag"], "noindex");
      assert.equal(response.headers["access-control-allow-origin"], undefined);
    });
  }
});

describe("The site's host", async () => {
  const { app } = await startService();
  after(() => app.close());

  for (const [method, url] of [
    ["GET", "/desk/"],
    ["GET", "/desk/sign-in"],
    ["GET", "/desk/passkeys"],
    ["GET", "/desk/assets/passkeys.js"],
    ["GET", "/desk/submissions/CLM-2026-000001"],
    ["POST", "/desk/sign-in/options"],
    ["POST", "/desk/sign-out"],
    // The path as the router decodes it: still the desk's route.
    ["GET", "/%64esk/sign-in"],
  ] as const) {
    it(`answers ${method} ${url} with the site's "not found" page (404) and its headers, as if the desk were not there`, async () => {
      const headers = { host: SITE, origin: `http://${SITE}` };
      const response = await app.inject({ method, url, headers });
      const unknown = await app.inject({ method, url: "/nothing-here", headers });
      assert.equal(response.statusCode, 404);
      assert.equal(response.body, SITE_NOT_FOUND);
      const { date: _date, ...expected } = unknown.headers;
      const { date: _sent, ...answered } = response.headers;
      assert.deepEqual(answered, expected);
      assert.notEqual(response.headers["content-security-policy"], DESK_CSP);
      assert.equal(response.headers["set-cookie"], undefined);
    });
  }

  it("does not let a signed-in person's desk cookie reach the desk through the site's host", async () => {
    const { cookies } = await signedInPerson(app);
    assert.equal((await app.inject({ url: "/desk/", cookies })).statusCode, 200);
    const response = await app.inject({ url: "/desk/", cookies, headers: { host: SITE } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body, SITE_NOT_FOUND);
  });

  it("serves the site there as before, and on a host that is neither (an address, a health check)", async () => {
    for (const host of [SITE, "127.0.0.1:9000", "www.cowryshield.com.ng"]) {
      const home = await app.inject({ url: "/", headers: { host } });
      assert.equal(home.statusCode, 200);
      assert.match(home.body, /<h1>Home<\/h1>/);
      assert.equal((await app.inject({ url: "/api/health", headers: { host } })).statusCode, 200);
    }
  });
});

describe("The e-mails' links", () => {
  it("take staff to DESK_ORIGIN and the customer to PUBLIC_ORIGIN", async () => {
    const { app, sink } = await serviceMailingToSink({
      PUBLIC_ORIGIN: "https://www.cowryshield.com.ng",
      DESK_ORIGIN: "https://desk.cowryshield.com.ng",
    });
    const reference = await fileClaim(app);
    const staffMail = () => sink.received.find((mail) => mail.subject?.startsWith(`Claim ${reference}`));
    await lookUp(app, reference, "chinedu@example.com");
    const { mail } = await linkFromMail(sink, 1);
    assert.match(mail.text ?? "", /^https:\/\/www\.cowryshield\.com\.ng\/claim-status\/link\?token=[\w-]{43}$/m);
    await until(() => staffMail() !== undefined, "the staff e-mail");
    const told = staffMail()!;
    assert.match(
      told.text ?? "",
      new RegExp(`^On the desk: https://desk\\.cowryshield\\.com\\.ng/desk/submissions/${reference}$`, "m"),
    );
  });
});
