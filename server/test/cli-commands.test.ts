/** The `submissions` command, on a data folder the service filled. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, it } from "node:test";
import { run } from "../cli-commands";
import { openDatabase } from "../storage/database/database";
import { createSubmissionStore } from "../storage/submissions/submission-store";
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

  it("lists each submission on a line: reference, time, name and e-mail, documents", async () => {
    const { output, exitCode } = await run(["list"], dataDir);
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

  it("exports every submission as JSON with the documents' full paths", async () => {
    const exported = JSON.parse((await run(["export"], dataDir)).output) as {
      reference: string;
      kind: string;
      fields: unknown;
      documents: { storedPath: string }[];
      desk: unknown;
    }[];
    assert.deepEqual(
      exported.map((submission) => [submission.reference, submission.kind]),
      [
        [`QTE-${year}-000001`, "quote"],
        [`CLM-${year}-000001`, "claim"],
      ],
    );
    assert.deepEqual(exported[0]?.fields, validQuote);
    // Untouched on the desk: at the first step, nobody's; person.test.ts exports a timeline and a record.
    assert.deepEqual(exported[1]?.desk, {
      step: "Received",
      customerSees: "We have your claim",
      closedAt: null,
      owner: null,
      timeline: [],
      claimPacks: [],
      insurerAnswers: [],
      insurerChases: [],
      followUpWithInsurer: null,
      record: [],
    });
    assert.equal(
      exported[1]?.documents[0]?.storedPath,
      path.join(dataDir, "documents", `CLM-${year}-000001`, "0-report.pdf"),
    );
  });

  it("explains its usage when the command is unknown", async () => {
    assert.deepEqual(await run(["delete"], dataDir), {
      output:
        "Usage: npm run -s submissions -- COMMAND, one of\n" +
        "  list | export | outbox [retry REFERENCE|EMAIL]\n" +
        "  backup DIR | restore DIR | purge\n" +
        "  find EMAIL|PHONE | export-person EMAIL DIR | erase REFERENCE|--email EMAIL [--reason TEXT] [--by EMAIL]\n" +
        "  staff add EMAIL --name NAME [--by EMAIL] | staff link EMAIL [--by EMAIL] | staff list | staff remove EMAIL [--by EMAIL]\n" +
        "  audit [--since DATE] [--reference REFERENCE]\n",
      exitCode: 2,
    });
  });

  it("runs as a command reading DATA_DIR", () => {
    const result = spawnSync("npx", ["tsx", "server/cli.ts", "list"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`^QTE-${year}-000001 `));
  });
});

describe("npm run submissions, on rows stored before control characters were refused", async () => {
  const { app, dataDir } = await startService();
  await app.close();
  const forgedName = `Eve\nQTE-${year}-999999  2026-01-01 00:00  Forged Row <forged@example.com>  `;
  const escapeEmail = "eve\u001b]0;pwned\u0007\u001b[2J@example.com";
  const hiddenName = "Eve \u202eevE\u009b31m\u007f\r";
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db, dataDir);
  store.save("quote", { ...validQuote, name: forgedName, email: escapeEmail });
  store.save("quote", { ...validQuote, name: hiddenName });
  db.close();

  it("lists each stored row on one line, with every control written out, never raw", async () => {
    const { output } = await run(["list"], dataDir);
    const lines = output.trimEnd().split("\n");
    assert.equal(lines.length, 2);
    assert.equal(
      lines[0]!.slice(lines[0]!.indexOf("Eve")),
      `Eve\\u000aQTE-${year}-999999  2026-01-01 00:00  Forged Row <forged@example.com>   ` +
        "<eve\\u001b]0;pwned\\u0007\\u001b[2J@example.com>  ",
    );
    assert.equal(
      lines[1]!.slice(lines[1]!.indexOf("Eve")),
      "Eve \\u202eevE\\u009b31m\\u007f\\u000d <adaeze@example.com>",
    );
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    assert.doesNotMatch(output, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it("exports them as JSON that reads back to the stored text, with no raw control in it", async () => {
    const { output } = await run(["export"], dataDir);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    assert.doesNotMatch(output, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    const exported = JSON.parse(output) as { fields: { name: string; email: string } }[];
    assert.deepEqual(
      exported.map((submission) => [submission.fields.name, submission.fields.email]),
      [
        [forgedName, escapeEmail],
        [hiddenName, validQuote.email],
      ],
    );
  });
});
