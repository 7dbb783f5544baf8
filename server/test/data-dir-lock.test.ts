/** One service per DATA_DIR, with real processes: a second refuses to start, a killed one's lock does not linger. */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { filesUnder, multipart, pdfBytes, startService, until, validClaimFields } from "./helpers";

const root = path.join(__dirname, "..", "..");

interface Service {
  process: ChildProcess;
  stdout: string;
  stderr: string;
  port?: number;
}

/** Starts `server/service.ts` on port 0 and learns its port from its "Server listening" log line. */
function spawnService(dataDir: string): Service {
  const child = spawn(process.execPath, ["--import", "tsx", "server/service.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
  });
  const service: Service = { process: child, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => {
    service.stdout += chunk.toString();
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(service.stdout);
    if (listening) service.port = Number(listening[1]);
  });
  child.stderr.on("data", (chunk: Buffer) => (service.stderr += chunk.toString()));
  after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return service;
}

const exited = (service: Service) => service.process.exitCode !== null || service.process.signalCode !== null;

it("refuses a second service on the same DATA_DIR, keeps the first's upload, and restarts after kill -9", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  const first = spawnService(dataDir);
  await until(() => first.port !== undefined, "the first service to listen");

  // An upload in progress: what a second service's start-up sweep would delete if it were let start.
  const { payload, headers } = await multipart(validClaimFields, [
    { name: "scan.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024, 7)]) },
  ]);
  let answer = "";
  const upload = http.request(
    {
      host: "127.0.0.1",
      port: first.port,
      method: "POST",
      path: "/api/claims",
      headers: { ...headers, "content-length": payload.length },
    },
    (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (answer += chunk));
    },
  );
  upload.on("error", () => undefined);
  after(() => upload.destroy());
  upload.write(payload.subarray(0, payload.length / 2));
  await until(() => filesUnder(path.join(dataDir, "incoming")).length === 1, "the upload to reach the disk");

  const second = spawnService(dataDir);
  await until(() => exited(second), "the second service to give up", 20_000);
  assert.equal(second.process.exitCode, 1);
  assert.equal(
    second.stderr,
    `DATA_DIR ${dataDir} is in use by another submissions service; stop it first, or give this one its own DATA_DIR\n`,
  );
  assert.equal(filesUnder(path.join(dataDir, "incoming")).length, 1, "the first service's upload was kept");

  upload.end(payload.subarray(payload.length / 2));
  await until(() => answer !== "", "the first service to answer");
  assert.match(answer, /^\{"reference":"CLM-\d{4}-000001"\}$/);

  first.process.kill("SIGKILL");
  await until(() => exited(first), "the first service to die");
  const third = spawnService(dataDir);
  await until(() => third.port !== undefined || exited(third), "the third service to start", 20_000);
  assert.equal(third.stderr, "");
  const health = await fetch(`http://127.0.0.1:${third.port}/api/health`);
  assert.equal(health.status, 200);
});

it("lets a service start again on a DATA_DIR a closed one released, and refuses one in the same process", async () => {
  const first = await startService();
  await assert.rejects(() => startService({ DATA_DIR: first.dataDir }), {
    message: `DATA_DIR ${first.dataDir} is in use by another submissions service; stop it first, or give this one its own DATA_DIR`,
  });
  await first.app.close();
  const again = await startService({ DATA_DIR: first.dataDir });
  await again.app.close();
});
