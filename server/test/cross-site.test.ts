/** A page on another site cannot make a visitor's browser submit a quote or a claim. */
import assert from "node:assert/strict";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  filesUnder,
  multipart,
  pdfBytes,
  startService,
  validClaimFields,
  validQuote,
  storedSubmissions,
} from "./helpers";

const SITE = "www.cowryshield.com.ng";
const refusal = { error: "cross_site", message: "Submissions are accepted only from the Cowry Shield website" };

const storedCount = (dataDir: string) => storedSubmissions(dataDir).length;

describe("Cross-site submissions", async () => {
  const { app, dataDir } = await startService({
    RATE_LIMIT_MAX: "1000",
    ALLOWED_ORIGINS: "https://partner.example",
    TRUST_PROXY: "10.0.0.2",
  });
  after(() => app.close());
  const quote = (headers: Record<string, string>, remoteAddress?: string) =>
    app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { host: SITE, ...headers },
      payload: validQuote,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  for (const [what, headers] of [
    ["another site's Origin", { origin: "https://evil.example" }],
    ["the same host on another port", { origin: `https://${SITE}:8443` }],
    ["an opaque Origin (null: sandboxed frames, data: pages)", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
  ] as const) {
    it(`refuses a quote request with ${what}: 403, nothing stored`, async () => {
      const before = storedCount(dataDir);
      const response = await quote(headers);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), refusal);
      assert.equal(storedCount(dataDir), before);
    });
  }

  it("refuses a cross-site claim before reading its documents: nothing stored, no file left", async () => {
    const before = storedCount(dataDir);
    const { payload, headers } = await multipart(validClaimFields, [{ name: "a.pdf", bytes: pdfBytes }]);
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      headers: { ...headers, host: SITE, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload,
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), refusal);
    assert.equal(storedCount(dataDir), before);
    assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
    assert.deepEqual(filesUnder(path.join(dataDir, "documents")), []);
  });

  for (const [what, headers, remoteAddress] of [
    ["the site's own origin", { origin: `https://${SITE}`, "sec-fetch-site": "same-origin" }, undefined],
    ["an origin in ALLOWED_ORIGINS", { origin: "https://partner.example", "sec-fetch-site": "cross-site" }, undefined],
    // curl, server-to-server: no browser, so no visitor's cookies or session to abuse.
    ["no Origin at all", {}, undefined],
    [
      "the public origin the trusted proxy forwarded",
      { host: "127.0.0.1:9000", "x-forwarded-host": SITE, origin: `https://${SITE}` },
      "10.0.0.2",
    ],
  ] as const) {
    it(`accepts a quote request with ${what}`, async () => {
      const response = await quote(headers, remoteAddress);
      assert.equal(response.statusCode, 201, response.body);
    });
  }

  it("does not take X-Forwarded-Host from a visitor who is not the proxy", async () => {
    const response = await quote({
      host: "127.0.0.1:9000",
      "x-forwarded-host": "evil.example",
      origin: "https://evil.example",
    });
    assert.equal(response.statusCode, 403);
  });
});
