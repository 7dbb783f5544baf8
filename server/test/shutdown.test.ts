/**
 * SIGTERM: the service stops accepting, lets requests in flight finish for SHUTDOWN_GRACE_MS, abandons
 * the mail round (the next start sends it), closes SQLite and exits, even with the relay hanging.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { filesUnder, multipart, pdfBytes, until, validClaimFields, validQuote } from "./helpers";
import { spawnService, type ServiceProcess } from "./service-process";
import { startHangingRelay, startSmtpSink } from "./smtp-servers";

function freshDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function started(service: ServiceProcess) {
  after(() => service.kill());
  return service;
}

/** A claim upload of a 1 MB document whose first half is sent now and the rest when `finish` is called. */
async function halfSentClaim(service: ServiceProcess, dataDir: string) {
  const document = Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024, 7)]);
  const { payload, headers } = await multipart(validClaimFields, [{ name: "scan.pdf", bytes: document }]);
  const request = http.request({
    host: "127.0.0.1",
    port: new URL(service.url).port,
    method: "POST",
    path: "/api/claims",
    headers: { ...headers, "content-length": payload.length },
  });
  const answer = new Promise<{ status: number; body: string } | Error>((resolve) => {
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
      response.on("error", resolve);
    });
    request.on("error", resolve);
  });
  request.write(payload.subarray(0, payload.length / 2));
  await until(() => filesUnder(path.join(dataDir, "incoming")).length === 1, "the upload to reach the disk");
  return { document, answer, finish: () => request.end(payload.subarray(payload.length / 2)) };
}

function storedClaims(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    return db.prepare("SELECT size, sha256 FROM documents").all() as { size: number; sha256: string }[];
  } finally {
    db.close();
  }
}

describe("Shutting down", () => {
  it("exits within the grace period while the relay hangs, and sends the abandoned mail after a restart", async () => {
    const relay = await startHangingRelay();
    after(() => relay.close());
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "2000", MAIL_RETRY_BASE_MS: "50", MAIL_POLL_MS: "25" };
    const service = started(await spawnService({ ...env, SMTP_URL: `smtp://127.0.0.1:${relay.port}` }));
    const stored = await fetch(`${service.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(stored.status, 201);
    await until(() => relay.connections() >= 1, "the outbox to wait on the relay");

    const signalled = Date.now();
    service.child.kill("SIGTERM");
    await until(() => service.exited(), "the service to exit", 2000 + 1000);
    assert.equal(await service.exit, 0);
    assert.ok(Date.now() - signalled < 2000, `exited after ${Date.now() - signalled} ms`);

    const db = openDatabase(dataDir);
    assert.deepEqual(db.prepare("SELECT message, sent_at AS sentAt, failed_at AS failedAt FROM outbox").all(), [
      { message: "receipt", sentAt: null, failedAt: null },
      { message: "staff", sentAt: null, failedAt: null },
    ]);
    db.close();

    const sink = await startSmtpSink();
    after(() => sink.close());
    started(await spawnService({ ...env, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));
    await until(() => sink.received.length === 2, "the mail after the restart");
  });

  it("finishes an upload in flight within the grace period: the claim is stored whole with its 201", async () => {
    const dataDir = freshDataDir();
    const service = started(await spawnService({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "10000" }));
    const upload = await halfSentClaim(service, dataDir);

    service.child.kill("SIGTERM");
    await until(() => service.logs.some((line) => line.msg === "shutting down"), "the shutdown to start");
    await assert.rejects(fetch(`${service.url}/api/health`), "a new connection was accepted");
    upload.finish();

    const answer = await upload.answer;
    if (answer instanceof Error) assert.fail(answer);
    assert.equal(answer.status, 201);
    assert.equal(await service.exit, 0);
    assert.deepEqual(storedClaims(dataDir), [
      { size: upload.document.length, sha256: createHash("sha256").update(upload.document).digest("hex") },
    ]);
    assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
  });

  it("cuts off an upload still unfinished after the grace period: nothing is stored, and the process exits", async () => {
    const dataDir = freshDataDir();
    const service = started(await spawnService({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "1000" }));
    const upload = await halfSentClaim(service, dataDir);

    service.child.kill("SIGTERM");
    await until(() => service.exited(), "the service to exit", 1000 + 2000);
    assert.equal(await service.exit, 0);
    assert.ok((await upload.answer) instanceof Error, "the cut-off upload got an answer");
    assert.deepEqual(storedClaims(dataDir), []);
    assert.deepEqual(filesUnder(path.join(dataDir, "documents")), []);
    assert.deepEqual(
      service.logs.filter((line) => line.level >= 40).map((line) => line.msg),
      ["requests still in flight are cut off"],
    );
  });
});
