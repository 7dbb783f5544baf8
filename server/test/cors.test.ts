/**
 * CORS answers the API alone (ALLOWED_ORIGINS): a site page, the desk and the customer's claim pages, read or
 * asked before (OPTIONS) with an allowed Origin, carry no Access-Control-* header, nor vary by Origin.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { startService } from "./helpers";

const ALLOWED = "https://partner.example";

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"));

describe("CORS", async () => {
  const { app } = await startService({ ALLOWED_ORIGINS: ALLOWED });
  after(() => app.close());

  it("answers a preflight and a read of the API with the allowed origin", async () => {
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/claim-status-links",
      headers: { origin: ALLOWED, "access-control-request-method": "POST" },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers["access-control-allow-origin"], ALLOWED);
    assert.equal(preflight.headers["access-control-allow-methods"], "GET, HEAD, POST, PATCH, DELETE");
    const read = await app.inject({ method: "GET", url: "/api/health", headers: { origin: ALLOWED } });
    assert.equal(read.headers["access-control-allow-origin"], ALLOWED);
    assert.equal(read.headers.vary, "Origin");
  });

  for (const url of ["/", "/desk/", "/desk/sign-in", "/claim-status/sent", "/claim-status/claims/CLM-2026-000001"]) {
    it(`gives ${url} no Access-Control-* header, read or asked before`, async () => {
      const read = await app.inject({ method: "GET", url, headers: { origin: ALLOWED } });
      assert.deepEqual(corsHeaders(read.headers), []);
      assert.doesNotMatch(String(read.headers.vary), /Origin/);
      const preflight = await app.inject({
        method: "OPTIONS",
        url,
        headers: { origin: ALLOWED, "access-control-request-method": "POST" },
      });
      assert.equal(preflight.statusCode, 404);
      assert.deepEqual(corsHeaders(preflight.headers), []);
    });
  }
});
