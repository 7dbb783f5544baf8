/** What the service process does with a fault nobody caught: it logs it and keeps serving. */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, it } from "node:test";
import { until, validQuote } from "./helpers";
import { levels, spawnService } from "./service-process";

const rejectOnSignal = pathToFileURL(path.join(__dirname, "fixtures", "reject-on-signal.ts")).href;

it("logs an unhandled rejection at error level and finishes the request in flight", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));
  const service = await spawnService({ DATA_DIR: dataDir }, ["--import", rejectOnSignal]);
  after(() => {
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const body = Buffer.from(JSON.stringify(validQuote));
  const { port } = new URL(service.url);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/quote-requests",
    headers: { "content-type": "application/json", "content-length": body.length },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on("error", reject);
  });
  request.write(body.subarray(0, 10));
  await until(() => service.logs.some((line) => line.msg === "incoming request"), "the request to arrive");

  service.child.kill("SIGUSR2");
  await until(
    () => service.logs.some((line) => line.msg === "unhandled rejection") || service.exited(),
    "the rejection to be noticed",
  );
  request.end(body.subarray(10));

  assert.equal(await answer, 201);
  assert.equal(service.exited(), false);
  const faults = service.logs.filter((line) => line.level >= levels.error);
  assert.deepEqual(
    faults.map((line) => [line.level, line.msg, (line.err as { message: string }).message]),
    [[levels.error, "unhandled rejection", "a rejection nobody handles"]],
  );
  assert.equal((await fetch(`${service.url}/api/health`)).status, 200);
});
