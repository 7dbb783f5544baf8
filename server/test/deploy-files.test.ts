/** deploy/'s systemd unit and its settings file, as an operator installs them. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readConfig } from "../config";

const root = path.join(__dirname, "..", "..");
const unit = path.join(root, "deploy", "submissions-service.service");
const envExample = path.join(root, "deploy", "submissions-service.env.example");

/** KEY=value lines as systemd's EnvironmentFile reads them: one pair of surrounding quotes removed. */
function environmentFile(text: string): Record<string, string> {
  const entries = text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [key, ...value] = line.split("=");
      return [key!, value.join("=").replace(/^"(.*)"$/, "$1")] as const;
    });
  return Object.fromEntries(entries);
}

describe("the systemd unit", () => {
  it("passes systemd-analyze verify", () => {
    const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, "");
  });

  it("is sandboxed to what the service needs: systemd-analyze security rates it 3.0 or less", () => {
    const text = fs.readFileSync(unit, "utf8");
    for (const setting of [
      "CapabilityBoundingSet=",
      "SystemCallFilter=@system-service",
      "SystemCallArchitectures=native",
      "ProtectKernelLogs=yes",
      "ProtectClock=yes",
      "ProtectHostname=yes",
      "RestrictSUIDSGID=yes",
      "RestrictRealtime=yes",
      "ProtectProc=invisible",
      "ProcSubset=pid",
      "RemoveIPC=yes",
    ]) {
      assert.ok(text.split("\n").includes(setting), `the unit does not set ${setting}`);
    }
    const result = spawnSync("systemd-analyze", ["security", "--offline=yes", unit], { encoding: "utf8" });
    const exposure = /Overall exposure level for submissions-service\.service: (\d+\.\d)/.exec(result.stdout);
    assert.ok(exposure, result.stdout + result.stderr);
    assert.ok(Number(exposure[1]) <= 3.0, `exposure ${exposure[1]}`);
  });

  it("starts the compiled service and keeps DATA_DIR where the settings say", () => {
    const text = fs.readFileSync(unit, "utf8");
    assert.match(text, /^ExecStart=\/usr\/bin\/node --enable-source-maps server\/dist\/service\.mjs$/m);
    assert.match(text, /^StateDirectory=cowryshield$/m);
    assert.equal(environmentFile(fs.readFileSync(envExample, "utf8")).DATA_DIR, "/var/lib/cowryshield");
  });
});

describe("the example settings", () => {
  const settings = environmentFile(fs.readFileSync(envExample, "utf8"));

  it("are all settings docs/operations.md lists", () => {
    const operations = fs.readFileSync(path.join(root, "docs", "operations.md"), "utf8");
    for (const key of Object.keys(settings)) {
      assert.ok(operations.includes(`| \`${key}\``), `docs/operations.md does not list ${key}`);
    }
  });

  it("are read by the service as meant", () => {
    const config = readConfig(settings);
    assert.equal(config.host, "127.0.0.1");
    assert.equal(config.port, 9000);
    assert.equal(config.publicDir, "/srv/cowryshield/site/live");
    assert.equal(config.companyFile, "/srv/cowryshield/data/company.json");
    assert.equal(config.nextStepsFile, "/srv/cowryshield/data/next-steps.json");
    assert.equal(config.productsFile, "/srv/cowryshield/data/products.json");
    assert.equal(config.dkim, undefined);
    assert.deepEqual(config.allowedOrigins, []);
    assert.equal(config.publicOrigin, "https://www.cowryshield.com.ng");
    assert.equal(config.deskOrigin, "https://desk.cowryshield.com.ng");
    assert.equal(config.mailFrom, '"Cowry Shield website" <no-reply@cowryshield.com.ng>');
    assert.deepEqual(config.trustProxy, ["127.0.0.1"]);
  });
});
