/** Files with secrets stay out of the repository: .env files and copies of the service's settings. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { it } from "node:test";

const root = path.join(__dirname, "..", "..");

const ignored = (file: string) =>
  spawnSync("git", ["check-ignore", "--quiet", "--no-index", file], { cwd: root }).status === 0;

it("ignores .env files and settings copied into the checkout, not their examples", () => {
  for (const file of [".env", ".env.local", ".env.production", "server/.env", "deploy/submissions-service.env"]) {
    assert.ok(ignored(file), `${file} is ignored`);
  }
  for (const file of ["deploy/submissions-service.env.example", ".env.example", "server/config.ts"]) {
    assert.ok(!ignored(file), `${file} is not ignored`);
  }
});
