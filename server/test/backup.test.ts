/** `backup DIR` beside a running service taking claims, and `restore DIR`, on real SQLite files and documents. */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { documentsDir } from "../storage/documents/documents";
import { createSubmissionStore } from "../storage/submissions/submission-store";
import { run } from "../cli-commands";
import { filesUnder, multipart, pdfBytes, pdfOfSize, startService, tempDir, validClaimFields } from "./helpers";
import { spawnService } from "./service-process";

const root = path.join(__dirname, "..", "..");

/** `npm run submissions -- ...args` as a process of its own, not blocking this one's event loop. */
function submissionsCommand(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

/** Every claim in a data folder, each with its documents' bytes as stored. */
function claimsIn(dataDir: string): Map<string, Buffer[]> {
  const db = openDatabase(dataDir);
  try {
    return new Map(
      createSubmissionStore(db, dataDir)
        .all()
        .map((claim) => [
          claim.reference,
          claim.documents.map((document) => fs.readFileSync(path.join(documentsDir(dataDir), document.storedPath))),
        ]),
    );
  } finally {
    db.close();
  }
}

describe("backup and restore", () => {
  it("backs up while claims are being submitted, and restores every committed claim with its documents", async () => {
    const dataDir = tempDir("live-");
    const service = await spawnService({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000" });
    after(() => service.kill());
    const posted = new Map<string, Buffer[]>();
    let claimNumber = 0;
    async function submitClaim() {
      claimNumber += 1;
      // Documents of a few hundred KB, different in every claim: a copy from the wrong claim would show.
      const documents = [0, 1].map((index) => pdfOfSize(300_000 + index * 1000 + claimNumber, claimNumber % 256));
      const { payload, headers } = await multipart(
        validClaimFields,
        documents.map((bytes, index) => ({ name: `scan-${index}.pdf`, bytes })),
      );
      const response = await fetch(`${service.url}/api/claims`, { method: "POST", body: payload, headers });
      assert.equal(response.status, 201);
      posted.set(((await response.json()) as { reference: string }).reference, documents);
    }
    // Claims committed before the backup starts, so that it has documents to copy while more are taken.
    for (let count = 0; count < 30; count += 1) await submitClaim();
    const committedBefore = [...posted.keys()];

    let backingUp = true;
    let takenDuring = 0;
    const submitting = (async () => {
      while (backingUp) {
        await submitClaim();
        takenDuring += 1;
      }
    })();
    const backupDir = path.join(tempDir("backups-"), "today");
    const backup = await submissionsCommand(["backup", backupDir], dataDir);
    backingUp = false;
    await submitting;
    assert.equal(backup.status, 0, backup.stderr);
    assert.ok(takenDuring > 0, "claims were taken while the backup ran");
    assert.match(
      backup.stdout,
      /^Backed up \d+ submission\(s\) and \d+ document\(s\); .*SHA256SUMS lists their files\.\n$/,
    );
    // The manifest is sha256sum's own format.
    const check = spawnSync("sha256sum", ["--check", "--quiet", "SHA256SUMS"], { cwd: backupDir, encoding: "utf8" });
    assert.equal(check.status, 0, check.stdout + check.stderr);

    const restoredDir = path.join(tempDir("restored-"), "data");
    const restored = await run(["restore", backupDir], restoredDir);
    assert.equal(restored.exitCode, 0, restored.output);
    const claims = claimsIn(restoredDir);
    assert.equal(
      restored.output,
      `Restored ${claims.size} submission(s) and ${claims.size * 2} document(s) into ${restoredDir}, ` +
        "every file checked against SHA256SUMS.\n",
    );
    for (const reference of committedBefore) assert.ok(claims.has(reference), `${reference} was restored`);
    for (const [reference, documents] of claims) {
      assert.ok(posted.has(reference), `${reference} was acknowledged`);
      assert.equal(documents.length, 2);
      documents.forEach((bytes, index) => assert.ok(bytes.equals(posted.get(reference)![index]!), reference));
    }
  });

  describe("refusals", async () => {
    const { app, dataDir } = await startService();
    const { payload, headers } = await multipart(validClaimFields, [{ name: "report.pdf", bytes: pdfBytes }]);
    const response = await app.inject({ method: "POST", url: "/api/claims", payload, headers });
    const reference = response.json<{ reference: string }>().reference;
    await app.close();
    after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const backupDir = tempDir("backup-");
    assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
    const document = `documents/${reference}/0-report.pdf`;

    /** A copy of the backup, changed by `change`. */
    function alteredBackup(change: (dir: string) => void): string {
      const dir = tempDir("altered-");
      fs.cpSync(backupDir, dir, { recursive: true });
      change(dir);
      return dir;
    }

    async function refusedRestore(dir: string, message: string) {
      const target = tempDir("target-");
      assert.deepEqual(await run(["restore", dir], target), { output: `${message}\n`, exitCode: 1 });
      assert.deepEqual(fs.readdirSync(target), [], "nothing is left in DATA_DIR");
    }

    it("backs up only into a new or empty folder", async () => {
      assert.deepEqual(await run(["backup", backupDir], dataDir), {
        output: `The backup folder ${backupDir} is not empty; give an empty or new one.\n`,
        exitCode: 1,
      });
      const file = path.join(backupDir, "SHA256SUMS");
      assert.deepEqual(await run(["backup", file], dataDir), {
        output: `The backup folder ${file} is a file, not a folder.\n`,
        exitCode: 1,
      });
    });

    it("restores only into an empty DATA_DIR", async () => {
      assert.deepEqual(await run(["restore", backupDir], dataDir), {
        output: `DATA_DIR ${dataDir} is not empty; give an empty or new one.\n`,
        exitCode: 1,
      });
    });

    it("refuses a backup whose files do not match SHA256SUMS, naming the file", async () => {
      await refusedRestore(
        alteredBackup((dir) => fs.appendFileSync(path.join(dir, document), "x")),
        `${document} does not match its SHA-256 in SHA256SUMS.`,
      );
      await refusedRestore(
        alteredBackup((dir) => fs.rmSync(path.join(dir, document))),
        `${document} is in SHA256SUMS but not in the backup.`,
      );
      await refusedRestore(
        alteredBackup((dir) => fs.writeFileSync(path.join(dir, "documents", "extra.pdf"), pdfBytes)),
        "documents/extra.pdf is in the backup but not in SHA256SUMS.",
      );
      const unfinished = alteredBackup((dir) => fs.rmSync(path.join(dir, "SHA256SUMS")));
      await refusedRestore(unfinished, `${unfinished} has no SHA256SUMS: it is no finished backup.`);
    });

    it("refuses a manifest that names a file outside the backup, and copies nothing", async () => {
      const outside = alteredBackup((dir) =>
        fs.appendFileSync(path.join(dir, "SHA256SUMS"), `${"0".repeat(64)}  ../../etc/passwd\n`),
      );
      await refusedRestore(outside, "SHA256SUMS line 3 names a file outside the backup.");
      assert.deepEqual(filesUnder(backupDir).sort(), ["0-report.pdf", "SHA256SUMS", "submissions.sqlite"]);
    });
  });
});
