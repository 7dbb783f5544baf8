/** An upload that fails before its staging file is even open leaves no file behind. */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { after, it, mock } from "node:test";
import { incomingDir, stageDocument } from "../storage/documents/documents";
import { until } from "./helpers";

it("removes the staging file of a body that failed while the file was still being opened", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "staging-"));
  fs.mkdirSync(incomingDir(dataDir));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // A busy disk: opening takes a while, and the body fails first (a cut-short multipart part does).
  let pendingOpens = 0;
  const open = fs.open;
  mock.method(fs, "open", (...args: Parameters<typeof fs.open>) => {
    pendingOpens += 1;
    const callback = args.pop() as (error: NodeJS.ErrnoException | null, fd: number) => void;
    setTimeout(
      () =>
        (open as (...rest: unknown[]) => void)(...args, (error: NodeJS.ErrnoException | null, fd: number) => {
          pendingOpens -= 1;
          callback(error, fd);
        }),
      50,
    );
  });
  after(() => mock.restoreAll());

  const failing = new Readable({
    read() {
      this.destroy(new Error("Part terminated early due to unexpected end of multipart data"));
    },
  });
  await assert.rejects(() => stageDocument(failing, "scan.pdf", dataDir), /terminated early/);
  await until(() => pendingOpens === 0, "the slow open to finish");
  assert.deepEqual(fs.readdirSync(incomingDir(dataDir)), []);
});
