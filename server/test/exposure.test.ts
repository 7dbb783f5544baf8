/**
 * What the service exposes by default: it listens on the loopback unless HOST says otherwise, and its public
 * health check is rate-limited and writes nothing, however often it is asked.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { readConfig } from "../config";
import { startService } from "./helpers";
import { spawnService } from "./service-process";

const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

/** Whether a TCP connection to `host:port` is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("HOST", () => {
  it("is the loopback unless set", () => {
    assert.equal(readConfig({}).host, "127.0.0.1");
    assert.equal(readConfig({ HOST: "" }).host, "127.0.0.1");
    assert.equal(readConfig({ HOST: "0.0.0.0" }).host, "0.0.0.0");
  });

  it(
    "unset, keeps the service off the network",
    { skip: !networkAddress && "no address but the loopback" },
    async () => {
      const service = await spawnService({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "host-")), HOST: "" });
      after(() => service.kill());
      const { hostname, port } = new URL(service.url);
      assert.equal(hostname, "127.0.0.1");
      assert.equal(await accepts("127.0.0.1", Number(port)), true);
      assert.equal(await accepts(networkAddress!, Number(port)), false, `nothing answers on ${networkAddress}`);
    },
  );
});

describe("GET /api/health", async () => {
  const { app, dataDir } = await startService();
  after(() => app.close());
  const health = () => app.inject({ method: "GET", url: "/api/health" });

  it("writes nothing in DATA_DIR, however often it is asked", async () => {
    const folders = [dataDir, path.join(dataDir, "incoming"), path.join(dataDir, "documents")];
    const modified = () => folders.map((folder) => fs.statSync(folder, { bigint: true }).mtimeNs);
    const before = modified();
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let check = 0; check < 10; check += 1) assert.equal((await health()).statusCode, 200);
    assert.deepEqual(modified(), before, "no file was created or removed");
  });

  it("answers each address 60 times a minute, then 429", async () => {
    let answered = 10; // the checks above
    while (answered < 60) {
      assert.equal((await health()).statusCode, 200, `check ${answered + 1}`);
      answered += 1;
    }
    const limited = await health();
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), {
      error: "rate_limited",
      message: "Too many health checks. Please try again later.",
    });
    const elsewhere = await app.inject({ method: "GET", url: "/api/health", remoteAddress: "127.0.0.2" });
    assert.equal(elsewhere.statusCode, 200, "another address is not held back");
  });
});

describe("the health check's resource policy", () => {
  it("lets another origin read the health check without CORS, and nothing else of the API", async () => {
    const { app } = await startService();
    after(() => app.close());
    const health = await app.inject({ method: "GET", url: "/api/health" });
    assert.equal(health.headers["cross-origin-resource-policy"], "cross-origin");
    const other = await app.inject({ method: "GET", url: "/api/claims" });
    assert.equal(other.headers["cross-origin-resource-policy"], "same-origin");
    const page = await app.inject({ method: "GET", url: "/" });
    assert.equal(page.headers["cross-origin-resource-policy"], "same-origin");
  });
});
