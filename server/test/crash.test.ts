/** A service process killed mid-upload: after a restart nothing of that upload is left, stored or on disk. */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { filesUnder, multipart, pdfBytes, startService, until, validClaimFields } from "./helpers";

const root = path.join(__dirname, "..", "..");

it("leaves no half-written submission and no orphan file when killed during an upload", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  const port = 9400 + Math.floor(Math.random() * 500);
  const service = spawn("npx", ["tsx", "server/service.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent" },
    detached: true,
  });
  after(() => {
    if (service.exitCode === null) process.kill(-service.pid!, "SIGKILL");
  });
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    "the service to start",
  );

  // A 4 MB document sent slowly: the first half goes out, then the process is killed.
  const { payload, headers } = await multipart(validClaimFields, [
    { name: "big-scan.pdf", bytes: Buffer.concat([pdfBytes, Buffer.alloc(4 * 1024 * 1024, 7)]) },
  ]);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/claims",
    headers: { ...headers, "content-length": payload.length },
  });
  request.on("error", () => undefined);
  request.write(payload.subarray(0, payload.length / 2));
  await until(() => filesUnder(path.join(dataDir, "incoming")).length === 1, "the upload to reach the disk");
  process.kill(-service.pid!, "SIGKILL");
  await until(() => service.exitCode !== null || service.signalCode !== null, "the process to die");

  assert.equal(filesUnder(path.join(dataDir, "incoming")).length, 1, "the killed process left its partial upload");
  const restarted = await startService({ DATA_DIR: dataDir });
  after(() => restarted.app.close());
  assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
  assert.deepEqual(filesUnder(path.join(dataDir, "documents")), []);
  const db = openDatabase(dataDir);
  assert.equal((db.prepare("SELECT COUNT(*) AS count FROM submissions").get() as { count: number }).count, 0);
  db.close();
});
