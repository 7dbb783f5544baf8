/** Small HTTP details: 405 with Allow, the Lagos reference year, framing, JSON charsets, durable folders. */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it, mock } from "node:test";
import { openDatabase } from "../storage/database/database";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { multipart, pdfBytes, startService, validClaimFields, validQuote } from "./helpers";

describe("Other methods on API routes", async () => {
  const { app } = await startService();
  after(() => app.close());

  for (const [method, url, allow] of [
    ["GET", "/api/claims", "POST"],
    ["PUT", "/api/quote-requests", "POST"],
    ["DELETE", "/api/health", "GET, HEAD"],
  ] as const) {
    it(`answers ${method} ${url} with 405 and Allow: ${allow}`, async () => {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 405);
      assert.equal(response.headers.allow, allow);
      assert.deepEqual(response.json(), { error: "method_not_allowed", message: `Use ${allow}` });
    });
  }

  it("still answers an unknown API path 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing" });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers.allow, undefined);
  });
});

describe("Reference numbers", () => {
  it("take the year in Lagos, so a claim filed at 00:30 on 1 January in Lagos gets the new year's number", async () => {
    const { app, dataDir } = await startService();
    await app.close();
    const db = openDatabase(dataDir);
    after(() => db.close());
    const store = createSubmissionStore(db, dataDir);
    // 23:30 UTC on 31 December is 00:30 on 1 January in Lagos (UTC+1).
    assert.equal(store.save("quote", {}, [], new Date("2026-12-31T23:30:00Z")), "QTE-2027-000001");
    assert.equal(store.save("quote", {}, [], new Date("2026-12-31T22:59:59Z")), "QTE-2026-000001");
  });
});

describe("Framing", async () => {
  const { app } = await startService();
  after(() => app.close());

  it("forbids framing everywhere, as the pages' frame-ancestors 'none' does", async () => {
    for (const url of ["/", "/api/health", "/no-such-page"]) {
      const response = await app.inject({ method: "GET", url });
      assert.equal(response.headers["x-frame-options"], "DENY", url);
    }
  });
});

describe("JSON charsets", async () => {
  const { app } = await startService({ RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const post = (contentType: string, payload: string | Buffer) =>
    app.inject({ method: "POST", url: "/api/quote-requests", headers: { "content-type": contentType }, payload });

  it("refuses JSON declared in another charset than UTF-8 with 415", async () => {
    for (const charset of ["utf-16", "UTF-16LE", "iso-8859-1"]) {
      const response = await post(`application/json; charset=${charset}`, JSON.stringify(validQuote));
      assert.equal(response.statusCode, 415, charset);
      assert.deepEqual(response.json(), { error: "unsupported_media_type", message: "Send JSON in UTF-8" });
    }
  });

  it("accepts JSON declared as UTF-8, or with no charset", async () => {
    for (const contentType of [
      "application/json",
      "application/json; charset=utf-8",
      "application/json;charset=UTF-8",
    ]) {
      assert.equal((await post(contentType, JSON.stringify(validQuote))).statusCode, 201, contentType);
    }
  });
});

describe("A stored claim's folders", () => {
  it("syncs documents/ after creating the claim's folder in it, so a power cut cannot lose the folder", async () => {
    const { app, dataDir } = await startService();
    after(() => app.close());
    const synced: string[] = [];
    const fsyncSync = fs.fsyncSync;
    mock.method(fs, "fsyncSync", (fd: number) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      fsyncSync(fd);
    });
    after(() => mock.restoreAll());
    const response = await app.inject({
      method: "POST",
      url: "/api/claims",
      ...(await multipart(validClaimFields, [{ name: "a.pdf", bytes: pdfBytes }])),
    });
    assert.equal(response.statusCode, 201);
    const folder = path.join(dataDir, "documents", response.json<{ reference: string }>().reference);
    assert.ok(synced.includes(folder), synced.join("\n"));
    assert.ok(synced.indexOf(path.join(dataDir, "documents")) > synced.indexOf(folder), synced.join("\n"));
  });
});
