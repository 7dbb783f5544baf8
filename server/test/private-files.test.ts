/**
 * Claims are readable by the service's user only, whatever umask the service or the submissions command was
 * started with: folders 0700, files 0600, in DATA_DIR, backups, restores and person exports. Everything here
 * runs with the umask a shell usually has, 022, which gave 644 files in 755 folders.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { run } from "../cli-commands";
import { submissionsCommand } from "./cli-process";
import {
  multipart,
  pdfBytes,
  pngBytes,
  startService,
  tempDir,
  validClaimFields,
  validQuote,
  type LogEntry,
} from "./helpers";
import { spawnService } from "./service-process";

// This process, what it runs in-process, and every process it starts.
process.umask(0o022);

/** Each folder (itself included) and file under `root` whose mode is not 0700 for a folder or 0600 for a file. */
function notPrivate(root: string): string[] {
  const entries = [
    { name: ".", stats: fs.statSync(root) },
    ...fs.readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => ({
      name,
      stats: fs.lstatSync(path.join(root, name)),
    })),
  ];
  return entries
    .filter(({ stats }) => (stats.mode & 0o777) !== (stats.isDirectory() ? 0o700 : 0o600))
    .map(({ name, stats }) => `${name} ${(stats.mode & 0o777).toString(8)}`);
}

async function claimBody() {
  return multipart(validClaimFields, [
    { name: "report.pdf", bytes: pdfBytes },
    { name: "photo.png", bytes: await pngBytes(), type: "image/png" },
  ]);
}

describe("with umask 022", () => {
  it("the service keeps DATA_DIR 0700 and the database, its log and every document 0600", async () => {
    const dataDir = path.join(tempDir("private-"), "data");
    const service = await spawnService({ DATA_DIR: dataDir });
    after(() => service.kill());
    const { payload, headers } = await claimBody();
    const claim = await fetch(`${service.url}/api/claims`, { method: "POST", headers, body: payload });
    assert.equal(claim.status, 201);
    const quote = await fetch(`${service.url}/api/quote-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuote),
    });
    assert.equal(quote.status, 201);
    const files = fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" });
    for (const file of ["submissions.sqlite", "submissions.sqlite-wal", "submissions.sqlite-shm", "service.lock"]) {
      assert.ok(files.includes(file), `${file} is there to check`);
    }
    assert.equal(files.filter((file) => file.startsWith("documents/CLM-")).length, 3, files.join(" "));
    assert.deepEqual(notPrivate(dataDir), []);
  });

  describe("the submissions command", async () => {
    const dataDir = path.join(tempDir("private-cli-"), "data");
    const { app } = await startService({ DATA_DIR: dataDir });
    const { payload, headers } = await claimBody();
    assert.equal((await app.inject({ method: "POST", url: "/api/claims", payload, headers })).statusCode, 201);
    await app.close();

    it("writes a backup, a restore and a person's export 0700 and 0600", async () => {
      const backupDir = path.join(tempDir("backups-"), "daily", "today");
      const backup = await submissionsCommand(["backup", backupDir], { DATA_DIR: dataDir });
      assert.equal(backup.status, 0, backup.stderr);
      assert.deepEqual(notPrivate(backupDir), []);
      assert.deepEqual(notPrivate(path.dirname(backupDir)).slice(0, 1), [], "the folder made above it too");

      const restoredDir = path.join(tempDir("restored-"), "data");
      const restored = await submissionsCommand(["restore", backupDir], { DATA_DIR: restoredDir });
      assert.equal(restored.status, 0, restored.stderr);
      assert.deepEqual(notPrivate(restoredDir), []);

      const exportDir = path.join(tempDir("exports-"), "chinedu");
      const exported = await submissionsCommand(["export-person", validClaimFields.email!, exportDir], {
        DATA_DIR: dataDir,
      });
      assert.equal(exported.status, 0, exported.stderr);
      assert.deepEqual(notPrivate(exportDir), []);
    });

    it("writes them so even when run in-process with the umask left at 022", async () => {
      const backupDir = path.join(tempDir("backups-"), "in-process");
      assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
      assert.deepEqual(notPrivate(backupDir), []);
      const exportDir = path.join(tempDir("exports-"), "in-process");
      assert.equal((await run(["export-person", validClaimFields.email!, exportDir], dataDir)).exitCode, 0);
      assert.deepEqual(notPrivate(exportDir), []);
    });

    it("refuses a backup or export folder that others can open, and writes nothing into it", async () => {
      for (const mode of [0o755, 0o750, 0o701, 0o710]) {
        const folder = path.join(tempDir("shared-"), "folder");
        fs.mkdirSync(folder);
        fs.chmodSync(folder, mode);
        const shown = mode.toString(8);
        assert.deepEqual(await run(["backup", folder], dataDir), {
          output:
            `The backup folder ${folder} is open to others (mode ${shown}): ` +
            "give a folder only its owner can open (chmod 700).\n",
          exitCode: 1,
        });
        assert.deepEqual(await run(["export-person", validClaimFields.email!, folder], dataDir), {
          output:
            `The export folder ${folder} is open to others (mode ${shown}): ` +
            "give a folder only its owner can open (chmod 700).\n",
          exitCode: 1,
        });
        assert.deepEqual(fs.readdirSync(folder), []);
        assert.equal(fs.statSync(folder).mode & 0o777, mode, "its mode is left as it was");
      }
    });
  });

  it("the service, in-process with the umask left at 022, still writes 0700 and 0600", async () => {
    const dataDir = path.join(tempDir("private-in-process-"), "data");
    const { app } = await startService({ DATA_DIR: dataDir });
    after(() => app.close());
    const { payload, headers } = await claimBody();
    assert.equal((await app.inject({ method: "POST", url: "/api/claims", payload, headers })).statusCode, 201);
    assert.deepEqual(notPrivate(dataDir), []);
  });

  it("makes a DATA_DIR that others can open private, and says so, in the service and the command", async () => {
    const dataDir = path.join(tempDir("opened-"), "data");
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
    const logs: LogEntry[] = [];
    const { app } = await startService({ DATA_DIR: dataDir }, { logs });
    await app.close();
    assert.equal(fs.statSync(dataDir).mode & 0o777, 0o700);
    assert.deepEqual(
      logs.filter((line) => line.level === 40).map(({ msg, mode }) => [msg, mode]),
      [["DATA_DIR was open to others; it is now 700", "755"]],
    );

    fs.chmodSync(dataDir, 0o750);
    const listed = await submissionsCommand(["list"], { DATA_DIR: dataDir });
    assert.equal(listed.status, 0, listed.stderr);
    assert.equal(listed.stderr, `Using DATA_DIR ${dataDir}\nDATA_DIR was open to others (mode 750); it is now 700.\n`);
    assert.equal(fs.statSync(dataDir).mode & 0o777, 0o700);
  });
});
