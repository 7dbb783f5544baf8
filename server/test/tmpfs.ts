/** A small RAM disk to fill up, as a full DATA_DIR (tests run as root: CI mounts it for real). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function mountTmpfs(sizeMb: number): { dir: string; unmount: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tmpfs-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0700`, "tmpfs", dir]);
  return {
    dir,
    unmount() {
      execFileSync("umount", ["--lazy", dir]);
      fs.rmdirSync(dir);
    },
  };
}

/** Writes to `file` until the disk refuses another byte. */
export function fillDisk(file: string): void {
  const fd = fs.openSync(file, "w");
  try {
    for (const chunkSize of [1 << 20, 4096, 1]) {
      try {
        for (;;) fs.writeSync(fd, Buffer.alloc(chunkSize));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}
