/** The `submissions` command, on a data folder the service filled. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, it } from "node:test";
import { run } from "../../server/submissions-cli";
import { multipart, pdfBytes, startService, validClaimFields, validQuote } from "./helpers";

const year = new Date().getUTCFullYear();
const root = path.join(__dirname, "..", "..");

describe("npm run submissions", async () => {
  const { app, dataDir } = await startService();
  await app.inject({ method: "POST", url: "/api/quote-requests", payload: validQuote });
  await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }])),
  });
  await app.close();

  it("lists each submission on a line: reference, time, name and e-mail, documents", () => {
    const { output, exitCode } = run(["list"], dataDir);
    assert.equal(exitCode, 0);
    const lines = output.trimEnd().split("\n");
    assert.equal(lines.length, 2);
    assert.match(
      lines[0]!,
      new RegExp(`^QTE-${year}-000001  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  Adaeze Obi <adaeze@example.com>  $`),
    );
    assert.match(
      lines[1]!,
      new RegExp(`^CLM-${year}-000001  .*  Chinedu Eze <chinedu@example.com>  1 document\\(s\\)$`),
    );
  });

  it("exports every submission as JSON with the documents' full paths", () => {
    const exported = JSON.parse(run(["export"], dataDir).output);
    assert.deepEqual(
      exported.map((submission: { reference: string; kind: string }) => [submission.reference, submission.kind]),
      [
        [`QTE-${year}-000001`, "quote"],
        [`CLM-${year}-000001`, "claim"],
      ],
    );
    assert.deepEqual(exported[0].fields, validQuote);
    assert.equal(
      exported[1].documents[0].storedPath,
      path.join(dataDir, "documents", `CLM-${year}-000001`, "0-report.pdf"),
    );
  });

  it("explains its usage when the command is unknown", () => {
    assert.deepEqual(run(["delete"], dataDir), {
      output: "Usage: npm run -s submissions -- list|export|outbox [retry REFERENCE]\n",
      exitCode: 2,
    });
  });

  it("runs as a command reading DATA_DIR", () => {
    const result = spawnSync("npx", ["tsx", "server/submissions-cli.ts", "list"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`^QTE-${year}-000001 `));
  });
});
