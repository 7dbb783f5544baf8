/** PUBLIC_ORIGIN (the site's address) and DESK_ORIGIN (the desk's, on a host of its own), checked at start. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readConfig } from "../config";
import { StartupError } from "../startup-error";
import { tempDir, until } from "./helpers";
import { spawnService } from "./service-process";

const refusedWith = (message: string) => (error: unknown) => error instanceof StartupError && error.message === message;

describe("PUBLIC_ORIGIN and DESK_ORIGIN", () => {
  it("are http://localhost:PORT and http://desk.localhost:PORT unless set", () => {
    assert.deepEqual(
      [readConfig({}).publicOrigin, readConfig({}).deskOrigin],
      ["http://localhost:9000", "http://desk.localhost:9000"],
    );
    const onAnotherPort = readConfig({ PORT: "9400" });
    assert.deepEqual(
      [onAnotherPort.publicOrigin, onAnotherPort.deskOrigin],
      ["http://localhost:9400", "http://desk.localhost:9400"],
    );
  });

  it("take an origin, with or without its trailing slash", () => {
    const config = readConfig({
      PUBLIC_ORIGIN: "https://www.cowryshield.com.ng/",
      DESK_ORIGIN: "https://desk.cowryshield.com.ng/",
    });
    assert.deepEqual(
      [config.publicOrigin, config.deskOrigin],
      ["https://www.cowryshield.com.ng", "https://desk.cowryshield.com.ng"],
    );
    assert.equal(readConfig({ DESK_ORIGIN: "https://desk.example:8443" }).deskOrigin, "https://desk.example:8443");
  });

  for (const value of [
    "www.cowryshield.com.ng",
    "https://www.cowryshield.com.ng/desk/",
    "ftp://x.example",
    "https://x.example?a=1",
  ]) {
    it(`refuse "${value}", saying what each must be`, () => {
      assert.throws(
        () => readConfig({ PUBLIC_ORIGIN: value }),
        refusedWith(
          `PUBLIC_ORIGIN must be the site's address as visitors type it, scheme and host only (e.g. https://www.cowryshield.com.ng); got "${value}"`,
        ),
      );
      assert.throws(
        () => readConfig({ DESK_ORIGIN: value }),
        refusedWith(
          `DESK_ORIGIN must be the desk's address as staff type it, scheme and host only (e.g. https://desk.cowryshield.com.ng); got "${value}"`,
        ),
      );
    });
  }

  for (const [what, env] of [
    [
      "the same origin",
      { PUBLIC_ORIGIN: "https://www.cowryshield.com.ng", DESK_ORIGIN: "https://www.cowryshield.com.ng" },
    ],
    [
      "the same host on another port",
      { PUBLIC_ORIGIN: "https://www.cowryshield.com.ng", DESK_ORIGIN: "https://www.cowryshield.com.ng:8443" },
    ],
    [
      "the same host over plain HTTP",
      { PUBLIC_ORIGIN: "https://www.cowryshield.com.ng", DESK_ORIGIN: "http://www.cowryshield.com.ng" },
    ],
    ["the default site's host", { DESK_ORIGIN: "http://localhost:9001" }],
  ] as const) {
    it(`stops the start when DESK_ORIGIN is on PUBLIC_ORIGIN's host: ${what}`, () => {
      const host = new URL(env.DESK_ORIGIN).hostname;
      assert.throws(
        () => readConfig(env),
        refusedWith(
          `DESK_ORIGIN must be on a host name of its own, not PUBLIC_ORIGIN's (${host}), e.g. https://desk.cowryshield.com.ng; got "${new URL(env.DESK_ORIGIN).origin}"`,
        ),
      );
    });
  }
});

describe("The service started", () => {
  it("says where the site and the desk are", async () => {
    const service = await spawnService({ DATA_DIR: tempDir("submissions-"), PORT: "0" });
    const told = "The site is at http://localhost:0/ and the desk at http://desk.localhost:0/desk/";
    try {
      await until(() => service.logs.some(({ level, msg }) => level === 30 && msg === told), "the addresses");
    } finally {
      service.kill();
    }
  });

  it("stops with one line when DESK_ORIGIN is on PUBLIC_ORIGIN's host", async () => {
    await assert.rejects(
      spawnService({ DATA_DIR: tempDir("submissions-"), DESK_ORIGIN: "http://localhost:9001" }),
      (error: Error) =>
        error.message ===
        'The service exited at start: DESK_ORIGIN must be on a host name of its own, not PUBLIC_ORIGIN\'s (localhost), e.g. https://desk.cowryshield.com.ng; got "http://localhost:9001"\n',
    );
  });
});
