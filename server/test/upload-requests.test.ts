/**
 * What an upload costs the service after its creation: judged once however often it is asked to finish, HEAD,
 * PATCH and DELETE limited per address, an upload that stopped progressing swept after an hour, and uploads
 * recorded before the claim key was hashed still found by their claims.
 */
import Database from "better-sqlite3";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { buildClaimWithUploads } from "../../form-contract/claim/payload";
import { UPLOADS_PATH, uploadIdOf } from "../../form-contract/claim/uploads";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import { scheduleUploadSweeps } from "../data-lifecycle/unclaimed-uploads";
import { DATABASE_FILE, openDatabase } from "../storage/database/database";
import { incomingDir } from "../storage/documents/documents";
import { createUploadStore, uploadsDir } from "../storage/uploads/uploads";
import { filesUnder, pdfOfSize, startService, tempDir, until } from "./helpers";
import { claimValues, listening, tusClient } from "./tus-requests";

const MB = 1024 * 1024;
const uploadLimits = { minFreeDiskBytes: 0, maxUnclaimedBytesPerAddress: 150 * MB, maxUnclaimedBytes: 2000 * MB };

async function service(env: Record<string, string> = {}) {
  const started = await startService({ RATE_LIMIT_MAX: "1000", ...env });
  after(() => started.app.close());
  const base = await listening(started.app);
  return { ...started, base, client: tusClient(base) };
}

describe("A whole upload", async () => {
  const { dataDir, client } = await service();

  it("is judged once: a hundred empty PATCHes after its last byte are refused 409 and stage nothing", async () => {
    const claimKey = newIdempotencyKey();
    const bytes = pdfOfSize(MB, 4);
    const created = await client.create({ name: "estimate.pdf", bytes }, claimKey);
    const location = created.headers.get("location")!;
    // Each judgement stages the document in incoming/ under a name of its own.
    const staged = new Set<string>();
    const watcher = fs.watch(incomingDir(dataDir), (_event, name) => name && staged.add(name));
    after(() => watcher.close());

    assert.equal((await client.patch(location, 0, bytes)).status, 204);
    const answers = [];
    for (let index = 0; index < 100; index += 1) answers.push(await client.patch(location, MB, Buffer.alloc(0)));
    await new Promise((resolve) => setTimeout(resolve, 100));

    assert.equal(staged.size, 1, "one judgement");
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([409]));
    assert.deepEqual(await answers[0]!.json(), { error: "upload_refused", message: "Upload-Offset conflict" });
    assert.equal((await client.head(location)).headers.get("upload-offset"), String(MB));
    assert.equal(
      (await client.claim(buildClaimWithUploads(claimValues, claimKey, [uploadIdOf(location)]))).status,
      201,
    );
  });
});

describe("HEAD, PATCH and DELETE", () => {
  it("are limited per address: past UPLOAD_REQUEST_RATE_LIMIT_MAX, 429 with the service's message", async () => {
    const { client } = await service({ UPLOAD_REQUEST_RATE_LIMIT_MAX: "30" });
    const created = await client.create({ name: "a.pdf", bytes: pdfOfSize(3000, 1) }, newIdempotencyKey());
    const location = created.headers.get("location")!;
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await client.head(location)).status);
      statuses.push((await client.patch(location, 0, Buffer.alloc(0))).status);
      statuses.push((await client.head(`${UPLOADS_PATH}/${"e".repeat(32)}`)).status);
    }
    const limited = await client.delete(location);
    assert.deepEqual(statuses, Array.from({ length: 10 }, () => [200, 204, 404]).flat());
    assert.equal(limited.status, 429);
    assert.deepEqual(await limited.json(), {
      error: "rate_limited",
      message: "Too many uploads. Please try again later.",
    });
  });

  it("leave room for a claim of ten 5 MB documents in 512 KB chunks over a link that drops every minute", async () => {
    const { config } = await service();
    // 100 PATCHes, and a HEAD and a PATCH again for each drop of a 20-minute upload, three times over for the
    // phones that share one mobile network's address.
    assert.ok(config.uploadRequestRateLimitMax >= 3 * (100 + 2 * 20), String(config.uploadRequestRateLimitMax));
    assert.equal(config.rateLimitWindowMs, 10 * 60_000);
  });
});

describe("The sweep", () => {
  it("deletes an upload that received nothing for an hour before it was whole, and keeps whole or moving ones", async () => {
    const { app, dataDir, client } = await service();
    const bytes = pdfOfSize(4000, 2);
    const location = async (claimKey: string) =>
      (await client.create({ name: "a.pdf", bytes }, claimKey)).headers.get("location")!;
    const stalled = await location(newIdempotencyKey());
    assert.equal((await client.patch(stalled, 0, bytes.subarray(0, 1000))).status, 204);
    const whole = await client.upload({ name: "b.pdf", bytes }, newIdempotencyKey());
    const db = openDatabase(dataDir);
    after(() => db.close());
    const started = Date.now();

    let now = new Date(started + 59 * 60_000);
    const sweeps = scheduleUploadSweeps({
      uploads: createUploadStore(db, dataDir, uploadLimits),
      intervalMs: 20,
      log: app.log,
      now: () => now,
    });
    after(() => sweeps.stop());
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(filesUnder(uploadsDir(dataDir)).length, 4, "both kept within the hour");

    now = new Date(started + 61 * 60_000);
    // The file store deletes the upload, then its info file.
    await until(
      () => !fs.existsSync(path.join(uploadsDir(dataDir), `${uploadIdOf(stalled)}.json`)),
      "the stalled upload's deletion",
    );
    assert.deepEqual(filesUnder(uploadsDir(dataDir)).sort(), [whole, `${whole}.json`].sort());
  });
});

describe("Uploads recorded before the claim key was hashed", () => {
  it("keep only the key's hash, learn their length from the upload, and are taken by their claim", async () => {
    const dataDir = tempDir("legacy-uploads-");
    const claimKey = newIdempotencyKey();
    // The service as it was: an upload whose metadata named its key, and a table that kept the key in clear.
    const first = await startService({ DATA_DIR: dataDir });
    const base = await listening(first.app);
    const id = await tusClient(base).upload({ name: "estimate.pdf", bytes: pdfOfSize(3000, 3) }, claimKey);
    await first.app.close();
    const old = new Database(path.join(dataDir, DATABASE_FILE));
    old.exec("DROP TABLE uploads");
    old.exec(
      "CREATE TABLE uploads (id TEXT PRIMARY KEY, claim_key TEXT NOT NULL, created_at TEXT NOT NULL, claimed_at TEXT)",
    );
    old.exec("CREATE INDEX uploads_by_claim_key ON uploads (claim_key)");
    old
      .prepare("INSERT INTO uploads (id, claim_key, created_at) VALUES (?, ?, ?)")
      .run(id, claimKey, new Date().toISOString());
    old.close();

    const { client } = await service({ DATA_DIR: dataDir });
    const db = openDatabase(dataDir);
    after(() => db.close());
    const columns = (db.pragma("table_info(uploads)") as { name: string }[]).map((column) => column.name);
    assert.ok(!columns.includes("claim_key"), columns.join());
    for (const file of fs.readdirSync(dataDir).filter((name) => name.startsWith(DATABASE_FILE))) {
      assert.ok(!fs.readFileSync(path.join(dataDir, file)).includes(claimKey), `${file} holds the claim key`);
    }
    const row = () => db.prepare("SELECT length, received, judged_at IS NOT NULL AS judged FROM uploads").get();
    // Learnt by the sweep the service runs as it starts.
    await until(() => (row() as { length: number }).length !== -1, "the upload's length");
    assert.deepEqual(row(), { length: 3000, received: 3000, judged: 1 });
    assert.equal((await client.claim(buildClaimWithUploads(claimValues, claimKey, [id]))).status, 201);
  });
});
