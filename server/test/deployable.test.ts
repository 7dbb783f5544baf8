/**
 * The service as it is deployed: `npm run build:server`'s JavaScript, run by plain node beside only the
 * submissions-service workspace's run-time dependencies (no Gatsby, TypeScript or test tools; sharp, which
 * re-encodes photos, with its prebuilt libvips).
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { jpegBytes, multipart, pdfBytes, storedSubmissions, validClaimFields, validQuote } from "./helpers";
import { spawnService, type ServiceProcess } from "./service-process";

const root = path.join(__dirname, "..", "..");
const year = new Date().getFullYear();

/** The packages `npm ci --omit=dev --workspace=server` installs, as npm resolves them from the lock file. */
function runtimePackages(): string[] {
  const parseable = execFileSync("npm", ["ls", "--omit=dev", "--workspace=server", "--all", "--parseable"], {
    cwd: root,
    encoding: "utf8",
  });
  return [
    ...new Set(
      parseable
        .split("\n")
        .map((line) => path.relative(root, line).split(path.sep))
        // Top-level packages carry their own nested node_modules along.
        .filter(([folder, name]) => folder === "node_modules" && name !== "submissions-service")
        .map(([, scope, name]) => (scope!.startsWith("@") ? `${scope}/${name}` : scope!)),
    ),
  ];
}

describe("the compiled service", () => {
  const deployment = fs.mkdtempSync(path.join(os.tmpdir(), "deployment-"));
  const dataDir = path.join(deployment, "var");
  const packages = runtimePackages();
  let service: ServiceProcess;

  before(async () => {
    execFileSync("npm", ["run", "-s", "build:server"], { cwd: root });
    fs.cpSync(path.join(root, "server", "dist"), path.join(deployment, "server", "dist"), { recursive: true });
    for (const name of packages) {
      fs.cpSync(path.join(root, "node_modules", name), path.join(deployment, "node_modules", name), {
        recursive: true,
      });
    }
    service = await spawnService({ DATA_DIR: dataDir, COMPANY_FILE: path.join(root, "data", "company.json") }, [], {
      entry: "server/dist/service.mjs",
      cwd: deployment,
    });
  });
  after(async () => {
    service?.kill();
    await service?.exit;
    fs.rmSync(deployment, { recursive: true, force: true });
  });

  it("needs none of the site's build or test tools", () => {
    for (const name of ["gatsby", "react", "typescript", "tsx", "esbuild", "jest", "@playwright/test"]) {
      assert.ok(!packages.includes(name), `${name} is a run-time dependency`);
    }
    assert.ok(packages.includes("fastify") && packages.includes("better-sqlite3"), packages.join(" "));
    const compiled = fs.readFileSync(path.join(deployment, "server", "dist", "service.mjs"), "utf8");
    assert.doesNotMatch(compiled, /from "(gatsby|react|formik|@emotion\/[a-z]+)"/);
  });

  it("takes a quote request and a claim with a document and a photo, run by plain node", async () => {
    const quote = await fetch(`${service.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(quote.status, 201);
    assert.deepEqual(await quote.json(), { reference: `QTE-${year}-000001` });
    const { payload, headers } = await multipart(validClaimFields, [
      { name: "police-report.pdf", bytes: pdfBytes },
      { name: "bumper.jpg", bytes: await jpegBytes(), type: "image/jpeg" },
    ]);
    const claim = await fetch(`${service.url}/api/claims`, { method: "POST", headers, body: payload });
    assert.equal(claim.status, 201);
    assert.deepEqual(await claim.json(), { reference: `CLM-${year}-000001` });
    const [, stored] = storedSubmissions(dataDir);
    assert.deepEqual(
      stored?.documents.map(({ originalName, mediaType }) => [originalName, mediaType]),
      [
        ["police-report.pdf", "application/pdf"],
        ["bumper.jpg", "image/jpeg"],
      ],
    );
  });

  it("lists them with the compiled submissions command", () => {
    const result = spawnSync(process.execPath, ["server/dist/cli.mjs", "list"], {
      cwd: deployment,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`^QTE-${year}-000001 .* Adaeze Obi <adaeze@example.com>  \n`));
    assert.match(
      result.stdout,
      new RegExp(`\nCLM-${year}-000001 .* Chinedu Eze <chinedu@example.com>  2 document\\(s\\)\n$`),
    );
  });
});
