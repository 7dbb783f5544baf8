/** A claim with more text fields than a form has is answered at once, and leaves no handle or file behind. */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, it } from "node:test";
import { filesUnder, multipart, pdfBytes, startService, until } from "./helpers";

const openHandles = () => fs.readdirSync("/proc/self/fd").length;

function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms to ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

it("answers 300 claims with 25 text fields before the file 413 at once, keeping handles and incoming/ as they were", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "1000" });
  after(() => app.close());
  const fields = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`field_${index}`, "x"]));
  const { payload, headers } = await multipart(fields, [{ name: "a.pdf", bytes: pdfBytes }]);
  // Warm up whatever the first request opens for good (none of it per request).
  await app.inject({ method: "GET", url: "/api/health" });
  const handlesBefore = openHandles();

  for (let round = 0; round < 30; round += 1) {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        within(5000, app.inject({ method: "POST", url: "/api/claims", headers, payload }), "a claim with 25 fields"),
      ),
    );
    for (const response of responses) {
      assert.equal(response.statusCode, 413);
      assert.deepEqual(response.json(), { error: "too_large", message: "The request has too many fields" });
    }
  }
  // At most as many as before: the test runner's own files (tsx's cache) may close meanwhile, never open.
  await until(() => openHandles() <= handlesBefore, `the handle count to fall back to ${handlesBefore}`, 5000);
  assert.deepEqual(filesUnder(path.join(dataDir, "incoming")), []);
});
