/** Documents uploaded ahead of their claim with tus, over real HTTP: the round trip, resuming, and every refusal. */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { after, describe, it } from "node:test";
import * as tus from "tus-js-client";
import { claimMessages } from "../../form-contract/claim/schema";
import { buildClaimWithUploads } from "../../form-contract/claim/payload";
import { UPLOADS_PATH, uploadIdOf, uploadMessages } from "../../form-contract/claim/uploads";
import { apiPolicy } from "../../hosting/content-security-policy";
import { securityHeaders } from "../../hosting/headers";
import { scheduleUploadSweeps } from "../data-lifecycle/unclaimed-uploads";
import { openDatabase } from "../storage/database/database";
import { createUploadStore, uploadsDir } from "../storage/uploads/uploads";
import {
  docxParts,
  exeBytes,
  filesUnder,
  jpegBytes,
  pdfOfSize,
  startService,
  storedSubmissions,
  until,
  zipBytes,
} from "./helpers";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import { claimKeyHeader, claimValues, listening, tusClient, uploadMetadata, TUS_RESUMABLE } from "./tus-requests";

const MB = 1024 * 1024;
const uploadLimits = { minFreeDiskBytes: 0, maxUnclaimedBytesPerAddress: 150 * MB, maxUnclaimedBytes: 2000 * MB };

async function service(env: Record<string, string> = {}) {
  const started = await startService({ RATE_LIMIT_MAX: "1000", UPLOAD_RATE_LIMIT_MAX: "1000", ...env });
  after(() => started.app.close());
  const base = await listening(started.app);
  return { ...started, base, client: tusClient(base) };
}

/** Every file the service holds: stored documents, staged ones, and uploads. */
const filesIn = (dataDir: string) => ({
  uploads: filesUnder(uploadsDir(dataDir)),
  incoming: filesUnder(path.join(dataDir, "incoming")),
  documents: filesUnder(path.join(dataDir, "documents")),
});

describe("An upload and its claim", async () => {
  const { dataDir, base, client } = await service();

  it("stores a claim whose documents tus-js-client uploaded, byte for byte, and deletes the uploads", async () => {
    const claimKey = newIdempotencyKey();
    const documents = [
      { name: "estimate.pdf", type: "application/pdf", bytes: pdfOfSize(3 * MB, 7) },
      { name: "bumper.jpg", type: "image/jpeg", bytes: await jpegBytes() },
    ];
    const ids: string[] = [];
    for (const document of documents) {
      const url = await new Promise<string>((resolve, reject) => {
        const upload = new tus.Upload(document.bytes, {
          endpoint: `${base}${UPLOADS_PATH}`,
          chunkSize: MB,
          retryDelays: [],
          metadata: { filename: document.name, filetype: document.type },
          headers: { "Claim-Key": claimKey },
          onSuccess: () => resolve(upload.url!),
          onError: reject,
        });
        upload.start();
      });
      // The Location was relative, resolved by the client against the endpoint it was given.
      assert.ok(url.startsWith(`${base}${UPLOADS_PATH}/`), url);
      ids.push(uploadIdOf(url));
    }
    for (const id of ids) assert.match(id, /^[0-9a-f]{32}$/);

    const answer = await client.claim(buildClaimWithUploads(claimValues, claimKey, ids));
    assert.equal(answer.status, 201, await answer.clone().text());
    const { reference } = (await answer.json()) as { reference: string };
    const stored = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!;
    assert.deepEqual(
      stored.documents.map(({ originalName, mediaType }) => [originalName, mediaType]),
      [
        ["estimate.pdf", "application/pdf"],
        ["bumper.jpg", "image/jpeg"],
      ],
    );
    stored.documents.forEach((document, index) =>
      assert.ok(fs.readFileSync(path.join(dataDir, "documents", document.storedPath)).equals(documents[index]!.bytes)),
    );
    assert.deepEqual(filesIn(dataDir).uploads, []);
    assert.deepEqual(filesIn(dataDir).incoming, []);
    for (const id of ids) assert.equal((await client.head(`${UPLOADS_PATH}/${id}`)).status, 404);
  });

  it("gives tus answers the API's security headers, no-store and its CSP, and a relative Location", async () => {
    const created = await client.create({ name: "a.pdf", bytes: pdfOfSize(2000, 1) }, newIdempotencyKey());
    assert.equal(created.status, 201);
    const location = created.headers.get("location")!;
    assert.match(location, /^\/api\/uploads\/[0-9a-f]{32}$/);
    const answers = [created, await client.head(location), await client.patch(location, 0, pdfOfSize(2000, 1))];
    for (const answer of answers) {
      for (const [name, value] of Object.entries(securityHeaders)) assert.equal(answer.headers.get(name), value, name);
      assert.equal(answer.headers.get("cache-control"), "no-store");
      assert.equal(answer.headers.get("content-security-policy"), apiPolicy);
      assert.equal(answer.headers.get("tus-resumable"), "1.0.0");
      assert.equal(answer.headers.get("access-control-allow-origin"), null);
    }
    assert.equal(answers[1]!.headers.get("upload-offset"), "0");
    assert.equal(answers[2]!.headers.get("upload-offset"), "2000");
  });

  it("resumes after a cut: HEAD gives the bytes held, the rest is sent once, and the claim is whole", async () => {
    const claimKey = newIdempotencyKey();
    const bytes = pdfOfSize(3 * MB, 9);
    const created = await client.create({ name: "fire.pdf", bytes }, claimKey);
    const location = created.headers.get("location")!;
    const id = uploadIdOf(location);

    // A PATCH promising the whole file, cut once its first megabyte has reached the service's disk.
    const firstPart = bytes.subarray(0, MB);
    const cut = http.request(new URL(location, base), {
      method: "PATCH",
      headers: {
        ...TUS_RESUMABLE,
        "content-type": "application/offset+octet-stream",
        "upload-offset": "0",
        "content-length": String(bytes.length),
        ...claimKeyHeader(claimKey),
      },
    });
    cut.on("error", () => {});
    cut.write(firstPart);
    const uploaded = path.join(uploadsDir(dataDir), id);
    await until(() => fs.statSync(uploaded).size === MB, "the first megabyte on disk");
    cut.destroy();

    let offset = 0;
    await until(async () => {
      offset = Number((await client.head(location)).headers.get("upload-offset"));
      return offset === MB;
    }, "the service to hold the first megabyte after the cut");
    const rest = bytes.subarray(offset);
    const resumed = await client.patch(location, offset, rest);
    assert.equal(resumed.status, 204);
    assert.equal(resumed.headers.get("upload-offset"), String(bytes.length));
    // Every byte was sent once: what the service held was not sent again.
    assert.equal(firstPart.length + rest.length, bytes.length);

    const answer = await client.claim(buildClaimWithUploads(claimValues, claimKey, [id]));
    assert.equal(answer.status, 201);
    const { reference } = (await answer.json()) as { reference: string };
    const [document] = storedSubmissions(dataDir).find((submission) => submission.reference === reference)!.documents;
    assert.ok(fs.readFileSync(path.join(dataDir, "documents", document!.storedPath)).equals(bytes));
  });
});

describe("Uploads refused", async () => {
  const { dataDir, base, client } = await service({ ALLOWED_ORIGINS: "https://partner.example" });
  const pdf = { name: "estimate.pdf", bytes: pdfOfSize(4000, 3) };

  const claimKeyRefusal = "Send the claim key in Claim-Key: 22 to 64 letters, digits, - or _";

  const assertNothingLeft = () => {
    assert.deepEqual(filesIn(dataDir), { uploads: [], incoming: [], documents: [] });
  };

  const creations: [string, () => Promise<Response>, number, unknown][] = [
    [
      "a declared length over 5 MB",
      () =>
        client.create({ name: "big.pdf", bytes: Buffer.alloc(0) }, newIdempotencyKey(), { "upload-length": "5242881" }),
      413,
      { error: "too_large", fields: { documents: claimMessages.documentSize } },
    ],
    [
      "a deferred length",
      () => {
        const headers = {
          ...TUS_RESUMABLE,
          "upload-defer-length": "1",
          "upload-metadata": uploadMetadata(pdf),
          ...claimKeyHeader(newIdempotencyKey()),
        };
        return fetch(`${base}${UPLOADS_PATH}`, { method: "POST", headers });
      },
      400,
      {
        error: "length_required",
        message: "Declare the document's length in Upload-Length; uploads of unknown length are not accepted",
      },
    ],
    [
      "a name with a control character",
      () => client.create({ name: "invoice\u202efdp.exe.pdf", bytes: pdf.bytes }, newIdempotencyKey()),
      400,
      { error: "invalid", fields: { documents: `invoice\\u202efdp.exe.pdf: ${claimMessages.documentName}` } },
    ],
    [
      "a name with an extension not accepted",
      () => client.create({ name: "setup.exe", bytes: pdf.bytes, type: "" }, newIdempotencyKey()),
      400,
      { error: "invalid", fields: { documents: `setup.exe: ${claimMessages.documentType}` } },
    ],
    [
      "metadata with a control character",
      () => client.create({ name: "a.pdf", bytes: pdf.bytes, type: "application/pdf\u0000" }, newIdempotencyKey()),
      400,
      { error: "invalid_metadata", message: "Upload-Metadata must not contain control characters" },
    ],
    [
      "a claim key with a character no key is made of",
      () => client.create(pdf, `${"k".repeat(22)}/`),
      400,
      { error: "invalid_claim_key", message: claimKeyRefusal },
    ],
    [
      "a claim key of sixteen characters (64 bits)",
      () => client.create(pdf, "a".repeat(16)),
      400,
      { error: "invalid_claim_key", message: claimKeyRefusal },
    ],
    [
      "no claim key",
      () =>
        fetch(`${base}${UPLOADS_PATH}`, {
          method: "POST",
          headers: { ...TUS_RESUMABLE, "upload-length": "4000", "upload-metadata": uploadMetadata(pdf) },
        }),
      400,
      { error: "invalid_claim_key", message: claimKeyRefusal },
    ],
    [
      "the claim key in the metadata",
      () =>
        client.create(pdf, newIdempotencyKey(), {
          "upload-metadata": `${uploadMetadata(pdf)},claimKey ${Buffer.from(newIdempotencyKey()).toString("base64")}`,
        }),
      400,
      { error: "invalid_metadata", message: "Upload-Metadata must carry filename, filetype and nothing else" },
    ],
    [
      "metadata without a type",
      () =>
        client.create(pdf, newIdempotencyKey(), {
          "upload-metadata": `filename ${Buffer.from("a.pdf").toString("base64")}`,
        }),
      400,
      { error: "invalid_metadata", message: "Upload-Metadata must carry filename, filetype and nothing else" },
    ],
    [
      "a cross-site creation",
      () => client.create(pdf, newIdempotencyKey(), { origin: "https://evil.example" }),
      403,
      { error: "cross_site", message: "Submissions are accepted only from the Cowry Shield website" },
    ],
  ];
  for (const [what, request, status, body] of creations) {
    it(`refuses ${what} at creation: ${status}, nothing on disk`, async () => {
      const answer = await request();
      assert.equal(answer.status, status);
      assert.deepEqual(await answer.json(), body);
      assertNothingLeft();
    });
  }

  it("refuses an eleventh upload for one claim key, and takes one again once an upload is deleted", async () => {
    const claimKey = newIdempotencyKey();
    const locations: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await client.create(pdf, claimKey);
      assert.equal(answer.status, 201);
      locations.push(answer.headers.get("location")!);
    }
    const eleventh = await client.create(pdf, claimKey);
    assert.equal(eleventh.status, 413);
    assert.deepEqual(await eleventh.json(), {
      error: "too_many_files",
      fields: { documents: claimMessages.documentsTooMany },
    });
    assert.equal(filesIn(dataDir).uploads.length, 20, "ten uploads, each a file and its info");
    const deleted = await client.delete(locations[0]!);
    assert.equal(deleted.status, 204);
    const again = await client.create(pdf, claimKey);
    assert.equal(again.status, 201);
    for (const location of [...locations.slice(1), again.headers.get("location")!]) await client.delete(location);
  });

  it("lets a browser on an allowed origin upload: the preflight allows tus, the answers show its headers", async () => {
    const origin = "https://partner.example";
    const preflight = await fetch(`${base}${UPLOADS_PATH}/${"a".repeat(32)}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "tus-resumable,upload-offset,content-type,claim-key",
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-origin"), origin);
    assert.equal(preflight.headers.get("access-control-allow-methods"), "GET, HEAD, POST, PATCH, DELETE");
    assert.equal(
      preflight.headers.get("access-control-allow-headers"),
      "Content-Type, Idempotency-Key, Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset, Claim-Key",
    );
    const created = await client.create(pdf, newIdempotencyKey(), { origin });
    assert.equal(created.status, 201);
    assert.equal(created.headers.get("access-control-allow-origin"), origin);
    assert.equal(
      created.headers.get("access-control-expose-headers"),
      "Location, Tus-Resumable, Upload-Offset, Upload-Length, Upload-Expires",
    );
    const location = created.headers.get("location")!;
    assert.equal((await client.delete(location, { origin })).status, 204);
    assertNothingLeft();
  });

  it("refuses a PATCH or DELETE from another site: 403, the upload untouched", async () => {
    const created = await client.create(pdf, newIdempotencyKey());
    const location = created.headers.get("location")!;
    const patched = await client.patch(location, 0, pdf.bytes, { origin: "https://evil.example" });
    assert.equal(patched.status, 403);
    const deleted = await client.delete(location, { origin: "https://evil.example" });
    assert.equal(deleted.status, 403);
    assert.equal((await client.head(location)).headers.get("upload-offset"), "0");
    assert.equal((await client.delete(location)).status, 204);
    assertNothingLeft();
  });

  it("answers a PATCH at the wrong offset 409, writing nothing", async () => {
    const created = await client.create(pdf, newIdempotencyKey());
    const location = created.headers.get("location")!;
    assert.equal((await client.patch(location, 0, pdf.bytes.subarray(0, 1000))).status, 204);
    const wrong = await client.patch(location, 0, pdf.bytes);
    assert.equal(wrong.status, 409);
    assert.deepEqual(await wrong.json(), { error: "upload_refused", message: "Upload-Offset conflict" });
    assert.equal((await client.head(location)).headers.get("upload-offset"), "1000");
    await client.delete(location);
    assertNothingLeft();
  });

  const jpeg = await jpegBytes();
  const contents: [string, { name: string; bytes: Buffer }, string][] = [
    ["a program named .pdf", { name: "estimate.pdf", bytes: exeBytes }, `estimate.pdf: ${claimMessages.documentType}`],
    [
      "a Word document with macros",
      { name: "report.docx", bytes: zipBytes([...docxParts, { name: "word/vbaProject.bin", data: "macro" }]) },
      "report.docx: this Word document contains macros or a program, which we cannot accept. Send a plain copy instead: a scan, or a PDF printed from the document.",
    ],
    [
      "a photo named .pdf",
      { name: "scan.pdf", bytes: jpeg },
      "scan.pdf: this file is a JPEG image, not a PDF. Take or choose the photo again, or choose the PDF.",
    ],
  ];
  for (const [what, document, message] of contents) {
    it(`refuses ${what} on its last PATCH: 400 naming the file, the upload deleted`, async () => {
      const created = await client.create(document, newIdempotencyKey());
      assert.equal(created.status, 201);
      const location = created.headers.get("location")!;
      const last = await client.patch(location, 0, document.bytes);
      assert.equal(last.status, 400);
      assert.deepEqual(await last.json(), { error: "invalid", fields: { documents: message } });
      assert.equal((await client.head(location)).status, 404);
      assertNothingLeft();
    });
  }
});

describe("Uploads and the service's limits", () => {
  it("limits upload creations per address: 1,000 from one address meet 429 after UPLOAD_RATE_LIMIT_MAX", async () => {
    const { app, dataDir } = await startService({ UPLOAD_RATE_LIMIT_MAX: "40" });
    after(() => app.close());
    const statuses: number[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const answer = await app.inject({
        method: "POST",
        url: UPLOADS_PATH,
        headers: {
          ...TUS_RESUMABLE,
          "upload-length": "4000",
          "upload-metadata": uploadMetadata({ name: `d${index}.pdf` }),
          ...claimKeyHeader(newIdempotencyKey()),
        },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        assert.deepEqual(answer.json(), {
          error: "rate_limited",
          message: "Too many uploads. Please try again later.",
        });
      }
    }
    assert.deepEqual(statuses.slice(0, 40), Array(40).fill(201));
    assert.deepEqual(statuses.slice(40), Array(960).fill(429));
    assert.equal(filesUnder(uploadsDir(dataDir)).length, 80, "40 uploads, each a file and its info");
  });

  it("refuses a creation that would take DATA_DIR under MIN_FREE_DISK_MB: 507, nothing on disk", async () => {
    const { dataDir, client } = await service({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    const answer = await client.create({ name: "a.pdf", bytes: pdfOfSize(4000, 1) }, newIdempotencyKey());
    assert.equal(answer.status, 507);
    assert.deepEqual(await answer.json(), {
      error: "low_disk_space",
      message: "Documents cannot be received just now. Please try again later.",
    });
    assert.deepEqual(filesIn(dataDir), { uploads: [], incoming: [], documents: [] });
  });
});

describe("A claim naming uploads", async () => {
  const { dataDir, client } = await service();
  const pdf = (fill: number) => ({ name: "estimate.pdf", bytes: pdfOfSize(4000, fill) });
  const unknownUpload = { error: "invalid", fields: { documents: uploadMessages.unknownUpload } };

  const refusedClaim = async (body: unknown) => {
    const before = storedSubmissions(dataDir).length;
    const answer = await client.claim(body);
    assert.equal(answer.status, 400);
    assert.deepEqual(await answer.json(), unknownUpload);
    assert.equal(storedSubmissions(dataDir).length, before);
    assert.deepEqual(filesIn(dataDir).incoming, []);
  };

  it("refuses an upload made for another claim key, which stays for its own claim", async () => {
    const ownKey = newIdempotencyKey();
    const id = await client.upload(pdf(1), ownKey);
    await refusedClaim(buildClaimWithUploads(claimValues, newIdempotencyKey(), [id]));
    assert.equal((await client.claim(buildClaimWithUploads(claimValues, ownKey, [id]))).status, 201);
  });

  it("refuses an upload id that does not exist, or is not an id at all", async () => {
    const claimKey = newIdempotencyKey();
    const id = await client.upload(pdf(2), claimKey);
    await refusedClaim(buildClaimWithUploads(claimValues, claimKey, [id, "0".repeat(32)]));
    await refusedClaim(buildClaimWithUploads(claimValues, claimKey, ["../submissions.sqlite"]));
    await refusedClaim(buildClaimWithUploads(claimValues, claimKey, [id, id]));
  });

  it("refuses an upload not yet whole", async () => {
    const claimKey = newIdempotencyKey();
    const document = pdf(3);
    const created = await client.create(document, claimKey);
    const location = created.headers.get("location")!;
    assert.equal((await client.patch(location, 0, document.bytes.subarray(0, 100))).status, 204);
    await refusedClaim(buildClaimWithUploads(claimValues, claimKey, [uploadIdOf(location)]));
  });

  it("takes a whole upload whose verdict a stopped service never recorded: the claim judges its documents itself", async () => {
    const claimKey = newIdempotencyKey();
    const id = await client.upload(pdf(5), claimKey);
    // What a service killed between an upload's last byte and its verdict leaves: the upload whole, unjudged.
    const db = openDatabase(dataDir);
    db.prepare("UPDATE uploads SET judged_at = NULL WHERE id = ?").run(id);
    db.close();
    const taken = await client.claim(buildClaimWithUploads(claimValues, claimKey, [id]));
    assert.equal(taken.status, 201, await taken.text());
  });

  it("hands an upload to one claim only", async () => {
    const claimKey = newIdempotencyKey();
    const id = await client.upload(pdf(4), claimKey);
    const [first, second] = await Promise.all([
      client.claim(buildClaimWithUploads(claimValues, claimKey, [id])),
      client.claim(buildClaimWithUploads({ ...claimValues, policyNumber: "POL-2" }, claimKey, [id])),
    ]);
    assert.deepEqual([first.status, second.status].sort(), [201, 400]);
    await refusedClaim(buildClaimWithUploads(claimValues, claimKey, [id]));
  });

  it("keeps the uploads of a claim the schema refuses, for the corrected claim", async () => {
    const claimKey = newIdempotencyKey();
    const id = await client.upload(pdf(5), claimKey);
    const refused = await client.claim(
      buildClaimWithUploads({ ...claimValues, description: "Too short" }, claimKey, [id]),
    );
    assert.equal(refused.status, 400);
    assert.deepEqual(await refused.json(), {
      error: "invalid",
      fields: { description: claimMessages.description },
    });
    assert.equal((await client.claim(buildClaimWithUploads(claimValues, claimKey, [id]))).status, 201);
  });

  it("refuses a claim without uploads with the form's own message", async () => {
    const answer = await client.claim(buildClaimWithUploads(claimValues, newIdempotencyKey(), []));
    assert.equal(answer.status, 400);
    assert.deepEqual(await answer.json(), { error: "invalid", fields: { documents: claimMessages.documentsRequired } });
  });
});

describe("Unclaimed uploads", () => {
  it("are deleted UNCLAIMED_UPLOAD_HOURS after creation, by a sweep at start and then every interval", async () => {
    const { app, dataDir, client } = await service();
    const early = await client.upload({ name: "early.pdf", bytes: pdfOfSize(3000, 1) }, newIdempotencyKey());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await client.upload({ name: "late.pdf", bytes: pdfOfSize(3000, 2) }, newIdempotencyKey());
    const db = openDatabase(dataDir);
    after(() => db.close());
    const createdAt = (id: string) =>
      Date.parse(db.prepare<[string], { at: string }>("SELECT created_at AS at FROM uploads WHERE id = ?").get(id)!.at);
    const [earlyAt, lateAt] = [createdAt(early), createdAt(late)];
    assert.ok(lateAt > earlyAt);
    const day = 24 * 60 * 60_000;

    // A clock of the test's own: the sweep at start finds both within their 24 hours.
    let now = new Date(earlyAt + day - 1);
    const sweeps = scheduleUploadSweeps({
      uploads: createUploadStore(db, dataDir, uploadLimits),
      intervalMs: 20,
      log: app.log,
      now: () => now,
    });
    after(() => sweeps.stop());
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(filesUnder(uploadsDir(dataDir)).length, 4, "both kept before their 24 hours are up");

    now = new Date(Math.floor((earlyAt + lateAt) / 2) + day);
    // The file store deletes the upload, then its info file.
    await until(() => !fs.existsSync(path.join(uploadsDir(dataDir), `${early}.json`)), "the early upload's deletion");
    assert.deepEqual(filesUnder(uploadsDir(dataDir)).sort(), [late, `${late}.json`].sort());
    assert.equal((await client.head(`${UPLOADS_PATH}/${early}`)).status, 404);
  });
});
