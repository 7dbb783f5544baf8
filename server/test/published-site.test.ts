/** The service serves site/live, the build `npm run build` published, and follows it when the next one is. */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { FastifyInstance } from "fastify";
import { writeHostFiles } from "../../gatsby/rewrites/write-host-files";
import { BUILD_COMPLETE_FILE, LIVE_LINK, publishSite } from "../../hosting/publish-site";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { builtSite } from "../../__tests__/support/built-site";

const home = (build: number) =>
  `<html><body><h1>Build ${build}</h1><script>window.build=${build}</script></body></html>`;
const policyHash = (build: number) =>
  `'sha256-${createHash("sha256").update(`window.build=${build}`).digest("base64")}'`;

function build(project: string, number: number) {
  const publicDirectory = path.join(project, "public");
  fs.writeFileSync(path.join(publicDirectory, "index.html"), home(number));
  writeHostFiles(publicDirectory, {});
  fs.writeFileSync(path.join(project, BUILD_COMPLETE_FILE), "done\n");
}

describe("the published site", () => {
  const project = path.dirname(builtSite());
  let app: FastifyInstance;
  let origin: string;

  before(async () => {
    fs.mkdirSync(path.join(project, ".cache"));
    build(project, 1);
    publishSite(project, {});
    // The editors' company file is the repository's: the claim status page names the brokerage's lines.
    const companyFile = path.resolve("data/company.json");
    const config = readConfig({ DATA_DIR: path.join(project, "var"), COMPANY_FILE: companyFile }, project);
    assert.equal(config.publicDir, path.join(project, LIVE_LINK));
    // The upload script the service reads at start is the repository's build (npm run build:server).
    const { uploadScriptFiles } = readConfig({});
    app = await buildApp({ ...config, uploadScriptFiles, logLevel: "silent" }, { logger: false });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  after(() => app.close());

  it("is served whole while newer builds are published, each with its own policy once it is live", async () => {
    let publishing = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (publishing) {
        const response = await fetch(`${origin}/`);
        assert.equal(response.status, 200);
        seen.add(await response.text());
      }
    })();
    for (const number of [2, 3, 4, 5]) {
      build(project, number);
      // A build that failed part-way wrote its page but never finished: nothing of it is served.
      fs.rmSync(path.join(project, BUILD_COMPLETE_FILE));
      fs.writeFileSync(path.join(project, "public", "index.html"), "<h1>Half-written</h1>");
      assert.throws(() => publishSite(project, {}));
      build(project, number);
      publishSite(project, {});
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    publishing = false;
    await reader;
    assert.deepEqual(
      [...seen].filter((body) => ![1, 2, 3, 4, 5].map(home).includes(body)),
      [],
      "every answer is a whole published page",
    );
    const live = await fetch(`${origin}/`);
    assert.equal(await live.text(), home(5));
    assert.ok(String(live.headers.get("content-security-policy")).includes(policyHash(5)));
  });
});
