/**
 * An upload is its claim key's alone: without that key, a HEAD, PATCH or DELETE finds nothing and changes nothing,
 * no answer tells the file's name, the service keeps only the key's hash, and no log line holds an upload's id.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { buildClaimWithUploads } from "../../form-contract/claim/payload";
import { UPLOADS_PATH, uploadIdOf, uploadMessages } from "../../form-contract/claim/uploads";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import { filesUnder, pdfOfSize, startService, type LogEntry } from "./helpers";
import { claimKeyHeader, claimValues, listening, tusClient } from "./tus-requests";
import { claimKeyHash, uploadsDir } from "../storage/uploads/uploads";

const notThere = { error: "upload_refused", message: "The file for this url was not found" };

async function service(logs?: LogEntry[]) {
  const started = await startService({ RATE_LIMIT_MAX: "1000" }, logs ? { logs } : {});
  after(() => started.app.close());
  const base = await listening(started.app);
  return { ...started, base, client: tusClient(base) };
}

describe("An upload without its own claim key", async () => {
  const { dataDir, client } = await service();
  const bytes = pdfOfSize(4000, 1);
  const claimKey = newIdempotencyKey();
  const created = await client.create({ name: "Chinedu_Eze_hospital_report.pdf", bytes }, claimKey);
  const location = created.headers.get("location")!;
  assert.equal((await client.patch(location, 0, bytes.subarray(0, 1000))).status, 204);
  const unknown = `${UPLOADS_PATH}/${"f".repeat(32)}`;

  const strangers: [string, Record<string, string>][] = [
    ["no key", { "claim-key": "" }],
    ["another claim's key", claimKeyHeader(newIdempotencyKey())],
    ["the key's hash, as the database holds it", claimKeyHeader(claimKeyHash(claimKey))],
  ];
  for (const [who, headers] of strangers) {
    it(`is not there for ${who}: HEAD, PATCH and DELETE answer 404 as for an unknown id, and nothing changes`, async () => {
      for (const answer of [
        await client.head(location, headers),
        await client.patch(location, 1000, bytes.subarray(1000), headers),
        await client.delete(location, headers),
      ]) {
        assert.equal(answer.status, 404);
        assert.equal(answer.headers.get("upload-offset"), null);
        assert.equal(answer.headers.get("upload-metadata"), null);
      }
      const patched = await client.patch(location, 1000, bytes.subarray(1000), headers);
      assert.deepEqual(await patched.json(), notThere);
      assert.deepEqual(await (await client.patch(unknown, 0, bytes, headers)).json(), notThere);
      assert.equal((await client.head(location)).headers.get("upload-offset"), "1000", "its own key still finds it");
      assert.ok(fs.existsSync(path.join(uploadsDir(dataDir), uploadIdOf(location))));
    });
  }

  it("tells its own key the offset and length, and nobody the file's name", async () => {
    const answer = await client.head(location);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("upload-offset"), "1000");
    assert.equal(answer.headers.get("upload-length"), "4000");
    assert.equal(answer.headers.get("upload-metadata"), null);
  });

  it("keeps the claim key as a hash only: not in the database's files, nor in the upload's", async () => {
    const held = [
      ...fs.readdirSync(dataDir).filter((name) => name.startsWith("submissions.sqlite")),
      ...filesUnder(uploadsDir(dataDir)).map((name) => path.join("uploads", name)),
    ];
    assert.ok(held.length >= 3, held.join());
    for (const file of held) {
      assert.ok(!fs.readFileSync(path.join(dataDir, file)).includes(claimKey), `${file} holds the claim key`);
    }
  });
});

describe("A claim naming an upload made under another key", async () => {
  const { client } = await service();

  it("is refused, and the upload stays with its own claim, which is stored with it", async () => {
    const ownKey = newIdempotencyKey();
    const id = await client.upload({ name: "estimate.pdf", bytes: pdfOfSize(3000, 2) }, ownKey);
    const thief = await client.claim(buildClaimWithUploads(claimValues, newIdempotencyKey(), [id]));
    assert.equal(thief.status, 400);
    assert.deepEqual(await thief.json(), { error: "invalid", fields: { documents: uploadMessages.unknownUpload } });
    assert.equal((await client.head(`${UPLOADS_PATH}/${id}`)).status, 200);
    const own = await client.claim(buildClaimWithUploads(claimValues, ownKey, [id]));
    assert.equal(own.status, 201);
  });
});

describe("The service's log", async () => {
  const logs: LogEntry[] = [];
  const { client } = await service(logs);

  it("holds no upload id, whatever the request: creation, HEAD, PATCH, DELETE, refusals and the claim", async () => {
    const claimKey = newIdempotencyKey();
    const bytes = pdfOfSize(3000, 3);
    const kept = await client.upload({ name: "estimate.pdf", bytes }, claimKey);
    const dropped = await client.create({ name: "other.pdf", bytes }, claimKey);
    const droppedId = uploadIdOf(dropped.headers.get("location")!);
    await client.head(`${UPLOADS_PATH}/${kept}`);
    await client.head(`${UPLOADS_PATH}/${kept}`, claimKeyHeader(newIdempotencyKey()));
    await client.patch(`${UPLOADS_PATH}/${kept}`, 0, bytes);
    await client.delete(`${UPLOADS_PATH}/${droppedId}`);
    assert.equal((await client.claim(buildClaimWithUploads(claimValues, claimKey, [kept]))).status, 201);

    const written = logs.map((line) => JSON.stringify(line)).join("\n");
    for (const id of [kept, droppedId]) assert.ok(!written.includes(id), `the log holds ${id}:\n${written}`);
    const paths = logs.flatMap((line) =>
      (line as { req?: { url: string } }).req ? [line.req as { url: string }] : [],
    );
    assert.deepEqual(
      paths.map(({ url }) => url),
      [
        UPLOADS_PATH,
        `${UPLOADS_PATH}/:id`,
        UPLOADS_PATH,
        `${UPLOADS_PATH}/:id`,
        `${UPLOADS_PATH}/:id`,
        `${UPLOADS_PATH}/:id`,
        `${UPLOADS_PATH}/:id`,
        "/api/claims",
      ],
    );
  });
});
