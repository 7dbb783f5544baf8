/**
 * The submissions command never works on an empty folder: with DATA_DIR unset or wrong (the service's settings
 * forgotten), every command but `restore` refuses, and each says which DATA_DIR it used.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { run } from "../cli-commands";
import { submissionsCommand } from "./cli-process";
import { startService, tempDir } from "./helpers";

const root = path.join(__dirname, "..", "..");
const year = new Date().getUTCFullYear();

const commands = [
  ["list"],
  ["export"],
  ["outbox"],
  ["outbox", "retry", `CLM-${year}-000001`],
  ["purge"],
  ["find", "adaeze@example.com"],
  ["find", "0803 555 0100"],
  ["erase", `CLM-${year}-000001`],
  ["erase", "--email", "adaeze@example.com"],
];

const refusal = (dataDir: string) =>
  `DATA_DIR ${dataDir} holds no submissions.sqlite; give the service's DATA_DIR ` +
  '(docs/operations.md, "Operating on stored personal data").\n';

describe("a DATA_DIR without a database", () => {
  it("is refused by every command but restore, and left as it was, missing or empty", async () => {
    const parent = tempDir("wrong-");
    const missing = path.join(parent, "missing");
    const empty = path.join(parent, "empty");
    fs.mkdirSync(empty);
    for (const dataDir of [missing, empty]) {
      const folders = () => ({ backup: path.join(parent, "backup"), export: path.join(parent, "export") });
      for (const args of [
        ...commands,
        ["backup", folders().backup],
        ["export-person", "a@example.com", folders().export],
      ]) {
        assert.deepEqual(await run(args, dataDir), { output: refusal(dataDir), exitCode: 1 }, args.join(" "));
      }
      assert.deepEqual(fs.readdirSync(parent).sort(), ["empty"], "no folder was made");
      assert.deepEqual(fs.readdirSync(empty), []);
    }
  });

  it("is named on stderr, first, with DATA_DIR unset: the folder the command would have used", async () => {
    const cwd = tempDir("unset-");
    const result = await submissionsCommand(["list"], { DATA_DIR: undefined }, { cwd });
    const dataDir = path.join(cwd, "var");
    assert.deepEqual(result, {
      status: 1,
      stdout: "",
      stderr: `Using DATA_DIR ${dataDir}\n${refusal(dataDir)}`,
    });
    assert.equal(fs.existsSync(dataDir), false);
  });
});

describe("the DATA_DIR used", async () => {
  const { app, dataDir } = await startService();
  await app.close();

  it("is named on stderr by every command, leaving stdout to what the command prints", async () => {
    const listed = await submissionsCommand(["list"], { DATA_DIR: dataDir });
    assert.deepEqual(listed, { status: 0, stdout: "No submissions stored.\n", stderr: `Using DATA_DIR ${dataDir}\n` });
    const exported = await submissionsCommand(["export"], { DATA_DIR: dataDir });
    assert.deepEqual(JSON.parse(exported.stdout), []);
    assert.equal(exported.stderr, `Using DATA_DIR ${dataDir}\n`);
    const restored = await submissionsCommand(["restore", tempDir("no-backup-")], { DATA_DIR: tempDir("target-") });
    assert.equal(restored.status, 1);
    assert.match(
      restored.stderr,
      /^Using DATA_DIR \/tmp\/target-\w+\n.* has no SHA256SUMS: it is no finished backup\.\n$/,
    );
  });
});

/** `Key=value` lines of the systemd unit. */
function unitSettings(): Record<string, string> {
  const text = fs.readFileSync(path.join(root, "deploy", "submissions-service.service"), "utf8");
  return Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Za-z]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

describe("docs/operations.md's way to run the command on the server", () => {
  const operations = fs.readFileSync(path.join(root, "docs", "operations.md"), "utf8");
  const section = operations.slice(operations.indexOf("## Operating on stored personal data"));
  const block = /```sh\n(submissions\(\) \{[\s\S]*?\n\})\n/.exec(section)?.[1] ?? "";

  it("runs it as the unit runs the service: its user and group, settings file and folder", () => {
    const unit = unitSettings();
    const command = block.replace(/\\\n\s*/g, "");
    for (const part of [
      `--uid=${unit.User}`,
      `--gid=${unit.Group}`,
      `--working-directory=${unit.WorkingDirectory}`,
      `-p EnvironmentFile=${unit.EnvironmentFile}`,
      `${unit.ExecStart!.split(" ")[0]} --enable-source-maps server/dist/cli.mjs "$@"`,
    ]) {
      assert.ok(command.includes(part), `docs/operations.md's command has ${part}:\n${block}`);
    }
  });

  it("uses only options this systemd-run knows", (context) => {
    const help = spawnSync("systemd-run", ["--help"], { encoding: "utf8" });
    if (help.error) return context.skip("systemd-run is not installed");
    // Its own options, before the command it runs.
    const options = block.slice(0, block.indexOf("/usr/bin/node")).match(/--[a-z-]+/g) ?? [];
    assert.ok(options.length >= 6, block);
    for (const option of options) assert.ok(help.stdout.includes(option), `systemd-run has no ${option}`);
  });
});
