/** Behind a proxy, visitors are told apart by the address the proxy saw, never by what a visitor claims. */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { readConfig } from "../config";
import { startService, validQuote } from "./helpers";

const PROXY = "10.0.0.2";

describe("TRUST_PROXY", () => {
  for (const [form, value] of [
    ["the proxy's address", PROXY],
    ["the proxy's network (CIDR)", "10.0.0.0/24, fd00::/8"],
    ["one proxy hop", "1"],
  ] as const) {
    describe(`given ${form} (${value})`, async () => {
      const { app } = await startService({ TRUST_PROXY: value, RATE_LIMIT_MAX: "2" });
      after(() => app.close());
      const post = (remoteAddress: string, forwardedFor?: string) =>
        app.inject({
          method: "POST",
          url: "/api/quote-requests",
          remoteAddress,
          headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
          payload: validQuote,
        });

      it("limits a visitor who varies a spoofed leftmost X-Forwarded-For address", async () => {
        const codes = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          // What nginx sends on: whatever the visitor wrote, then the address it saw (203.0.113.7).
          codes.push((await post(PROXY, `198.51.100.${attempt}, 203.0.113.7`)).statusCode);
        }
        assert.deepEqual(codes, [201, 201, 429, 429, 429]);
      });

      it("keeps a separate allowance for each visitor the proxy saw", async () => {
        assert.equal((await post(PROXY, "203.0.113.8")).statusCode, 201);
        assert.equal((await post(PROXY, "203.0.113.9")).statusCode, 201);
        assert.equal((await post(PROXY, "203.0.113.8")).statusCode, 201);
      });
    });
  }

  describe("given the proxy's address, a visitor reaching the service directly", async () => {
    const { app } = await startService({ TRUST_PROXY: PROXY, RATE_LIMIT_MAX: "2" });
    after(() => app.close());

    it("is limited by their own address whatever X-Forwarded-For they send", async () => {
      const codes = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await app.inject({
          method: "POST",
          url: "/api/quote-requests",
          remoteAddress: "192.0.2.50",
          headers: { "x-forwarded-for": `198.51.100.${attempt}` },
          payload: validQuote,
        });
        codes.push(response.statusCode);
      }
      assert.deepEqual(codes, [201, 201, 429, 429]);
    });
  });

  it("refuses true, which would trust any address a visitor writes, with a message saying what to set", () => {
    assert.throws(() => readConfig({ TRUST_PROXY: "true" }), {
      message:
        "TRUST_PROXY=true would let any visitor choose their address with X-Forwarded-For; set it to the proxy's addresses (e.g. TRUST_PROXY=127.0.0.1) or to the number of proxies in front (e.g. TRUST_PROXY=1)",
    });
  });

  it("refuses a value that is neither addresses nor a number of hops", () => {
    assert.throws(() => readConfig({ TRUST_PROXY: "nginx" }), {
      message: 'TRUST_PROXY must be the proxy\'s addresses or CIDRs, comma-separated, or a number of hops; got "nginx"',
    });
  });

  it("trusts no proxy by default or when set to false", () => {
    assert.equal(readConfig({}).trustProxy, false);
    assert.equal(readConfig({ TRUST_PROXY: "false" }).trustProxy, false);
  });
});
