/**
 * The claim status page's upload script and photo worker (routes/claim-status/assets.ts): served at addresses
 * naming their content, kept for good, as scripts; and a service whose built script is missing does not start.
 * Needs `npm run build:server`, as the service itself does.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { STATUS_HEADERS } from "../claim-status/pages/status-page";
import { UPLOAD_LOADER_SOURCE, uploadScriptTag } from "../claim-status/pages/upload-script";
import { buildApp } from "../app";
import { UPLOAD_SCRIPT_FILES } from "../config";
import { readUploadScript } from "../routes/claim-status/assets";
import { StartupError } from "../startup-error";
import { startService, tempDir, writeHeadersFile } from "./helpers";

const root = path.join(__dirname, "..", "..");

const built = {
  script: fs.readFileSync(path.join(root, UPLOAD_SCRIPT_FILES.script)),
  worker: fs.readFileSync(path.join(root, UPLOAD_SCRIPT_FILES.worker)),
};
const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 12);

const missingMessage = (file: string) =>
  `The claim status page's upload script is not built: ${file} is missing. Run npm run build:server first.`;

describe("the claim status page's upload script", () => {
  it("is served with its worker at addresses naming their content, kept for good, as scripts", async () => {
    const { app, config } = await startService();
    after(() => app.close());
    const { addresses } = await readUploadScript(config.uploadScriptFiles);
    assert.deepEqual(addresses, {
      script: `/claim-status/assets/document-upload-${hashOf(built.script)}.js`,
      worker: `/claim-status/assets/shrink-photo-${hashOf(built.worker)}.js`,
    });
    for (const part of ["script", "worker"] as const) {
      const response = await app.inject({ url: addresses[part] });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-type"], "text/javascript; charset=utf-8");
      assert.equal(response.headers["cache-control"], "public, max-age=31536000, immutable");
      assert.deepEqual(response.rawPayload, built[part]);
    }
    const stale = await app.inject({ url: "/claim-status/assets/document-upload-000000000000.js" });
    assert.equal(stale.statusCode, 404);
  });

  it("is put on a page by a loader that adds it once the page has loaded, allowed inline by its hash", () => {
    const { markup } = uploadScriptTag({
      script: "/claim-status/assets/document-upload-0123456789ab.js",
      worker: "/claim-status/assets/shrink-photo-ba9876543210.js",
    });
    const [, loader] =
      /^<script data-src="\/claim-status\/assets\/document-upload-0123456789ab\.js" data-worker="\/claim-status\/assets\/shrink-photo-ba9876543210\.js">(.+)<\/script>$/.exec(
        markup,
      )!;
    assert.equal(UPLOAD_LOADER_SOURCE, `'sha256-${createHash("sha256").update(loader!).digest("base64")}'`);
    assert.match(
      STATUS_HEADERS["Content-Security-Policy"],
      new RegExp(`script-src 'self' ${UPLOAD_LOADER_SOURCE.replace(/[+/]/g, "\\$&")} 'sha256-`),
    );
  });

  it("stops the start with a clear message when it has not been built", async () => {
    const { app, config } = await startService();
    await app.close();
    const missing = path.join(tempDir("unbuilt-"), "document-upload.js");
    await assert.rejects(
      buildApp({ ...config, uploadScriptFiles: { ...config.uploadScriptFiles, script: missing } }, { logger: false }),
      (error: Error) => error instanceof StartupError && error.message === missingMessage(missing),
    );
  });

  it("stops the service's process with that message alone", () => {
    const elsewhere = tempDir("service-cwd-");
    const publicDir = path.join(elsewhere, "site");
    fs.mkdirSync(publicDir);
    writeHeadersFile(publicDir);
    const started = spawnSync(process.execPath, [path.join(root, "server/dist/service.mjs")], {
      cwd: elsewhere,
      encoding: "utf8",
      timeout: 20_000,
      env: {
        ...process.env,
        PORT: "0",
        LOG_LEVEL: "silent",
        DATA_DIR: path.join(elsewhere, "data"),
        PUBLIC_DIR: publicDir,
        COMPANY_FILE: path.join(root, "data/company.json"),
        NEXT_STEPS_FILE: path.join(root, "data/next-steps.json"),
        PRODUCTS_FILE: path.join(root, "data/products.json"),
      },
    });
    assert.equal(started.stderr, `${missingMessage(path.join(elsewhere, UPLOAD_SCRIPT_FILES.script))}\n`);
    assert.equal(started.status, 1);
  });
});
