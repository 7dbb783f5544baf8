/** PUBLIC_ORIGIN: the desk's address, checked at start. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readConfig } from "../config";
import { StartupError } from "../startup-error";

describe("PUBLIC_ORIGIN", () => {
  it("is http://localhost:PORT unless set", () => {
    assert.equal(readConfig({}).publicOrigin, "http://localhost:9000");
    assert.equal(readConfig({ PORT: "9400" }).publicOrigin, "http://localhost:9400");
  });

  it("takes an origin, with or without its trailing slash", () => {
    assert.equal(
      readConfig({ PUBLIC_ORIGIN: "https://www.cowryshield.com.ng/" }).publicOrigin,
      "https://www.cowryshield.com.ng",
    );
    assert.equal(readConfig({ PUBLIC_ORIGIN: "https://desk.example:8443" }).publicOrigin, "https://desk.example:8443");
  });

  for (const value of [
    "www.cowryshield.com.ng",
    "https://www.cowryshield.com.ng/desk/",
    "ftp://x.example",
    "https://x.example?a=1",
  ]) {
    it(`refuses "${value}", saying what it must be`, () => {
      assert.throws(
        () => readConfig({ PUBLIC_ORIGIN: value }),
        (error: unknown) =>
          error instanceof StartupError &&
          error.message ===
            `PUBLIC_ORIGIN must be the desk's address as staff type it, scheme and host only (e.g. https://desk.cowryshield.com.ng); got "${value}"`,
      );
    });
  }
});
