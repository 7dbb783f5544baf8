/**
 * Uploads and claims on a real small tmpfs: what unfinished uploads declared counts as used, so the disk reserve
 * (MIN_FREE_DISK_MB) holds whatever the order of creations and PATCHes, the service stays healthy, a refused
 * upload leaves no file, and the caps on what one address and the whole service hold unclaimed apply.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { newIdempotencyKey } from "../../form-contract/shared/idempotency";
import { filesUnder, multipart, pdfOfSize, startService, validClaimFields } from "./helpers";
import { listening, tusClient } from "./tus-requests";
import { uploadsDir } from "../storage/uploads/uploads";
import { incomingDir } from "../storage/documents/documents";
import { BROWSER_ACCEPT, writeResultPages } from "./result-page-fixtures";

const MB = 1024 * 1024;
const DOCUMENT = 5 * MB - 4096;
const RESERVE_MB = 10;
const lowDisk = { error: "low_disk_space", message: "Documents cannot be received just now. Please try again later." };

/** A service whose DATA_DIR is a tmpfs of `sizeMb`, removed after the test. */
async function serviceOnSmallDisk(sizeMb: number, env: Record<string, string> = {}) {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-tmpfs-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0700`, "tmpfs", mountPoint]);
  const started = await startService({
    DATA_DIR: mountPoint,
    MIN_FREE_DISK_MB: String(RESERVE_MB),
    RATE_LIMIT_MAX: "1000",
    UPLOAD_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  after(async () => {
    await started.app.close();
    // tus's file store makes its folder in the thread pool without telling when: a call queued behind it (FIFO)
    // lets it finish before the disk goes, or its error would be thrown from nowhere.
    await fs.promises.mkdir(uploadsDir(mountPoint), { recursive: true });
    execFileSync("umount", [mountPoint]);
    fs.rmdirSync(mountPoint);
  });
  const client = tusClient(await listening(started.app));
  const freeBytes = () => {
    const { bavail, bsize } = fs.statfsSync(mountPoint);
    return bavail * bsize;
  };
  const healthy = async () => (await started.app.inject({ method: "GET", url: "/api/health" })).statusCode === 200;
  return { ...started, client, freeBytes, healthy, mountPoint };
}

/** The same documents each time, so that runs in different orders compare. */
const documentBytes = (index: number) => pdfOfSize(DOCUMENT, index + 1);

/** The steps of a run: create the index-th upload, send its bytes (or one half of them). */
interface Steps {
  create: (index: number) => Promise<void>;
  send: (index: number, half?: 0 | 1) => Promise<void>;
}

describe("The disk reserve", () => {
  // Three orders of the same work: each creation followed by its bytes, every creation first, and creations and
  // half-uploads interleaved, the rest sent last in reverse.
  const orders: [string, (steps: Steps) => Promise<void>][] = [
    [
      "each upload created and sent in turn",
      async ({ create, send }) => {
        for (let index = 0; index < 8; index += 1) {
          await create(index);
          await send(index);
        }
      },
    ],
    [
      "every upload created first, then every one sent",
      async ({ create, send }) => {
        for (let index = 0; index < 8; index += 1) await create(index);
        for (let index = 0; index < 8; index += 1) await send(index);
      },
    ],
    [
      "creations and half-uploads interleaved, the second halves sent last in reverse",
      async ({ create, send }) => {
        for (let index = 0; index < 8; index += 1) {
          await create(index);
          await send(index, 0);
        }
        for (let index = 7; index >= 0; index -= 1) await send(index, 1);
      },
    ],
  ];

  for (const [order, run] of orders) {
    it(`holds with ${order}: creations past it get 507 and leave no file, the rest arrive whole`, async () => {
      const { client, freeBytes, healthy, mountPoint } = await serviceOnSmallDisk(40);
      const locations = new Map<number, string>();
      const statuses: number[] = [];
      const checkReserve = async () => {
        assert.ok(freeBytes() >= RESERVE_MB * MB, `${freeBytes()} bytes free`);
        assert.ok(await healthy(), "the health check answers 200");
      };
      await run({
        async create(index) {
          const answer = await client.create(
            { name: `d${index}.pdf`, bytes: documentBytes(index) },
            newIdempotencyKey(),
          );
          statuses.push(answer.status);
          if (answer.status === 201) locations.set(index, answer.headers.get("location")!);
          else assert.deepEqual(await answer.json(), lowDisk);
          await checkReserve();
        },
        async send(index, half) {
          const location = locations.get(index);
          if (!location) return;
          const bytes = documentBytes(index);
          const middle = Math.floor(bytes.length / 2);
          const [start, end] =
            half === undefined ? [0, bytes.length] : half === 0 ? [0, middle] : [middle, bytes.length];
          const answer = await client.patch(location, start, bytes.subarray(start, end));
          assert.equal(answer.status, 204, await answer.text());
          await checkReserve();
        },
      });
      // 40 MB less the reserve leaves room for five 5 MB documents and part of a sixth: five, whatever the order.
      assert.deepEqual(statuses, [201, 201, 201, 201, 201, 507, 507, 507]);
      assert.equal(filesUnder(uploadsDir(mountPoint)).length, 10, "five uploads, each a file and its info");
      for (const location of locations.values()) {
        assert.equal((await client.head(location)).headers.get("upload-offset"), String(DOCUMENT));
      }
    });
  }

  it("refuses a PATCH with 507, writing nothing, once something else took the room the uploads were promised", async () => {
    const { client, freeBytes, healthy, mountPoint } = await serviceOnSmallDisk(40);
    const created = await client.create({ name: "a.pdf", bytes: documentBytes(0) }, newIdempotencyKey());
    const location = created.headers.get("location")!;
    // The database's write-ahead log, a backup, another program: 20 MB taken after the upload was promised 5 MB.
    fs.writeFileSync(path.join(mountPoint, "filler"), Buffer.alloc(freeBytes() - RESERVE_MB * MB - 2 * MB));
    const answer = await client.patch(location, 0, documentBytes(0));
    assert.equal(answer.status, 507);
    assert.deepEqual(await answer.json(), lowDisk);
    assert.equal((await client.head(location)).headers.get("upload-offset"), "0");
    assert.ok(await healthy());
    fs.rmSync(path.join(mountPoint, "filler"));
    assert.equal((await client.patch(location, 0, documentBytes(0))).status, 204, "sent once there is room again");
  });

  it("refuses a claim sent as multipart that could take the disk under it, with 507 and, posted by a form, its page", async () => {
    const { app, freeBytes, mountPoint, publicDir } = await serviceOnSmallDisk(40);
    writeResultPages(publicDir);
    fs.writeFileSync(path.join(mountPoint, "filler"), Buffer.alloc(freeBytes() - RESERVE_MB * MB - 4 * MB));
    const { payload, headers } = await multipart({ ...validClaimFields, notARobot: "true" }, [
      { name: "a.pdf", bytes: documentBytes(1) },
      { name: "b.pdf", bytes: documentBytes(2) },
    ]);
    const json = await app.inject({ method: "POST", url: "/api/claims", headers, payload });
    assert.equal(json.statusCode, 507);
    assert.deepEqual(json.json(), lowDisk);
    const page = await app.inject({
      method: "POST",
      url: "/api/claims",
      headers: { ...headers, accept: BROWSER_ACCEPT },
      payload,
    });
    assert.equal(page.statusCode, 507);
    assert.match(page.body, /<main data-result="failed">/);
    assert.deepEqual(filesUnder(incomingDir(mountPoint)), []);
  });
});

describe("The caps on what waits for its claim", () => {
  const capped: [string, Record<string, string>, number, unknown][] = [
    [
      "one address more than MAX_UNCLAIMED_UPLOAD_MB_PER_ADDRESS",
      { MAX_UNCLAIMED_UPLOAD_MB_PER_ADDRESS: "12" },
      429,
      {
        error: "too_many_waiting_uploads",
        message: "Too many documents sent from this connection are waiting for their claim. Please try again later.",
      },
    ],
    ["all addresses together more than MAX_UNCLAIMED_UPLOAD_MB", { MAX_UNCLAIMED_UPLOAD_MB: "12" }, 507, lowDisk],
  ];
  for (const [what, env, status, body] of capped) {
    it(`refuses ${what} with ${status}, leaving no file`, async () => {
      const { client, mountPoint } = await serviceOnSmallDisk(64, env);
      const statuses: number[] = [];
      for (const index of [0, 1, 2]) {
        const answer = await client.create({ name: `d${index}.pdf`, bytes: documentBytes(index) }, newIdempotencyKey());
        statuses.push(answer.status);
        if (answer.status !== 201) assert.deepEqual(await answer.json(), body);
      }
      assert.deepEqual(statuses, [201, 201, status]);
      assert.equal(filesUnder(uploadsDir(mountPoint)).length, 4, "two uploads, each a file and its info");
    });
  }
});
