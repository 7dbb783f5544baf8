/**
 * `restore` takes nothing on trust from a backup beyond what it can check: every document row against the
 * manifest, every stored path and reference as the service writes them, before any is used as a path. Each
 * backup here is changed and its SHA256SUMS brought up to date, as whoever changed it would.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { sha256Of } from "../data-lifecycle/files";
import { run } from "../cli-commands";
import { multipart, pdfBytes, startService, tempDir, validClaimFields } from "./helpers";

describe("restoring a backup that was changed and re-summed", async () => {
  const { app, dataDir } = await startService({ RATE_LIMIT_MAX: "100" });
  const claim = async (name: string) => {
    const body = await multipart(validClaimFields, [{ name, bytes: pdfBytes }]);
    return (await app.inject({ method: "POST", url: "/api/claims", ...body })).json<{ reference: string }>().reference;
  };
  const first = await claim("report.pdf");
  const second = await claim("scan.pdf");
  await app.close();
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const backupDir = path.join(tempDir("backup-"), "good");
  assert.equal((await run(["backup", backupDir], dataDir)).exitCode, 0);
  const firstDocument = `${first}/0-report.pdf`;

  /**
   * A copy of the backup, its database changed by `sql` and its files by `change` (which answers the files it
   * added), SHA256SUMS written anew for what is there.
   */
  function changedBackup({ sql, change }: { sql?: string; change?: (dir: string) => string[] | void }): string {
    const dir = path.join(tempDir("changed-"), "backup");
    fs.cpSync(backupDir, dir, { recursive: true });
    if (sql) {
      const db = new Database(path.join(dir, "submissions.sqlite"));
      db.exec(sql);
      db.close();
    }
    const listed = fs
      .readFileSync(path.join(dir, "SHA256SUMS"), "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => line.slice(66));
    const added = change?.(dir) ?? [];
    const files = [...listed.filter((file) => fs.existsSync(path.join(dir, file))), ...added];
    fs.writeFileSync(
      path.join(dir, "SHA256SUMS"),
      files.map((file) => `${sha256Of(path.join(dir, file))}  ${file}\n`).join(""),
    );
    return dir;
  }

  async function refused(dir: string, message: string) {
    const target = path.join(tempDir("target-"), "data");
    assert.deepEqual(await run(["restore", dir], target), { output: `${message}\n`, exitCode: 1 });
    assert.deepEqual(fs.readdirSync(target), [], "nothing is left in DATA_DIR");
  }

  it("restores the backup as made", async () => {
    const target = path.join(tempDir("target-"), "data");
    assert.equal((await run(["restore", backupDir], target)).exitCode, 0);
  });

  it("refuses a document row whose stored path is not one the service writes, before using it", async () => {
    for (const storedPath of [
      "/etc/passwd",
      "../../../../etc/passwd",
      `${first}/../../submissions.sqlite`,
      `${first}/0-report.pdf/../../x`,
      `${first}\\0-report.pdf`,
      `${first}/0-${"a".repeat(81)}`,
      `${first}/report.pdf`,
      "",
    ]) {
      await refused(
        changedBackup({
          sql: `UPDATE documents SET stored_path = '${storedPath}' WHERE stored_path = '${firstDocument}'`,
        }),
        `submissions.sqlite's document ${JSON.stringify(storedPath)} is not a path the service writes for its claim.`,
      );
    }
  });

  it("refuses a document row filed under another claim or another position than its own", async () => {
    const movedPath = `${second}/0-report.pdf`;
    await refused(
      changedBackup({
        sql: `UPDATE documents SET stored_path = '${movedPath}' WHERE stored_path = '${firstDocument}'`,
        change: (dir) => {
          fs.renameSync(path.join(dir, "documents", firstDocument), path.join(dir, "documents", movedPath));
          fs.rmdirSync(path.join(dir, "documents", first));
          return [`documents/${movedPath}`];
        },
      }),
      `submissions.sqlite's document "${movedPath}" is not a path the service writes for its claim.`,
    );
    await refused(
      changedBackup({ sql: `UPDATE documents SET position = 3 WHERE stored_path = '${firstDocument}'` }),
      `submissions.sqlite's document "${firstDocument}" is not a path the service writes for its claim.`,
    );
  });

  it("refuses a document row whose SHA-256 is not the one SHA256SUMS gives its file", async () => {
    await refused(
      changedBackup({
        sql: `UPDATE documents SET sha256 = '${"0".repeat(64)}' WHERE stored_path = '${firstDocument}'`,
      }),
      `submissions.sqlite's document "${firstDocument}" has another SHA-256 than SHA256SUMS gives its file.`,
    );
  });

  it("refuses a document row whose file SHA256SUMS does not list", async () => {
    const dir = changedBackup({});
    const manifest = path.join(dir, "SHA256SUMS");
    fs.writeFileSync(
      manifest,
      fs
        .readFileSync(manifest, "utf8")
        .split("\n")
        .filter((line) => !line.endsWith(firstDocument))
        .join("\n"),
    );
    fs.rmSync(path.join(dir, "documents", first), { recursive: true });
    await refused(dir, `submissions.sqlite's document "${firstDocument}" is not in SHA256SUMS.`);
  });

  it("refuses a listed document that no row names", async () => {
    await refused(
      changedBackup({
        change: (dir) => {
          fs.writeFileSync(path.join(dir, "documents", first, "1-extra.pdf"), pdfBytes);
          return [`documents/${first}/1-extra.pdf`];
        },
      }),
      `documents/${first}/1-extra.pdf is in SHA256SUMS but no document in submissions.sqlite names it.`,
    );
  });

  it("refuses a listed file that is neither the database nor a document", async () => {
    for (const file of ["submissions.sqlite-wal", "service.lock", "incoming/upload", "documents/notes.txt"]) {
      await refused(
        changedBackup({
          change: (dir) => {
            fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
            fs.writeFileSync(path.join(dir, file), "x");
            return [file];
          },
        }),
        `SHA256SUMS lists ${file}, which is neither the database nor a document.`,
      );
    }
  });

  it("refuses a reference that is not one the service writes", async () => {
    await refused(
      changedBackup({ sql: `UPDATE submissions SET reference = '../../home' WHERE reference = '${second}'` }),
      `submissions.sqlite holds a reference the service never writes: "../../home".`,
    );
  });

  it("refuses a database file that is no submissions database", async () => {
    await refused(
      changedBackup({ change: (dir) => void fs.writeFileSync(path.join(dir, "submissions.sqlite"), "not a database") }),
      "submissions.sqlite is not a submissions database: file is not a database.",
    );
  });
});
