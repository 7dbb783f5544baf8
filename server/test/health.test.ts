/** GET /api/health on a real small tmpfs: 503 with a reason when the data folder cannot take a claim. */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, it } from "node:test";
import { startService, type LogEntry } from "./helpers";

const MB = 1024 * 1024;

it("answers 503 with a reason while free space is under MIN_FREE_DISK_MB or no file can be created, 200 once freed", async () => {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "health-tmpfs-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m,nr_inodes=64,mode=0700", "tmpfs", mountPoint]);
  const logs: LogEntry[] = [];
  let close: () => Promise<void> = () => Promise.resolve();
  after(async () => {
    await close();
    execFileSync("umount", [mountPoint]);
    fs.rmdirSync(mountPoint);
  });
  const { app } = await startService({ DATA_DIR: mountPoint, MIN_FREE_DISK_MB: "4" }, { logs });
  close = () => app.close();
  const health = async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const warnings = () => logs.filter((entry) => entry.level === 40).map((entry) => entry.msg);

  assert.deepEqual(await health(), { status: 200, body: { status: "ok" } });

  const filler = path.join(mountPoint, "filler");
  fs.writeFileSync(filler, Buffer.alloc(5 * MB));
  const lowSpace = {
    status: 503,
    body: {
      status: "unavailable",
      error: "low_disk_space",
      message: "Free space in the data folder is under MIN_FREE_DISK_MB",
    },
  };
  assert.deepEqual(await health(), lowSpace);
  assert.deepEqual(await health(), lowSpace);
  assert.deepEqual(warnings(), ["data folder unavailable: low_disk_space"], "one warning per outage, not per check");
  fs.rmSync(filler);
  assert.deepEqual(await health(), { status: 200, body: { status: "ok" } });

  // Space left, but no file can be created (every inode used): a claim could not be stored either.
  const spares: string[] = [];
  for (;;) {
    const spare = path.join(mountPoint, `spare-${spares.length}`);
    try {
      fs.writeFileSync(spare, "");
    } catch {
      break;
    }
    spares.push(spare);
  }
  assert.deepEqual(await health(), {
    status: 503,
    body: { status: "unavailable", error: "not_writable", message: "The data folder cannot be written to" },
  });
  for (const spare of spares) fs.rmSync(spare);
  assert.deepEqual(await health(), { status: 200, body: { status: "ok" } });
  assert.deepEqual(warnings(), ["data folder unavailable: low_disk_space", "data folder unavailable: not_writable"]);
});
