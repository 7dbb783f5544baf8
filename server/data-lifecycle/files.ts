/**
 * The file work backup, restore and export-person share: SHA-256 sums, copies checked against a sum and synced
 * to disk, and folders that must start empty and are emptied again when filling them fails. What they write is
 * private (private-files.ts): folders 0700, files 0600.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { syncToDisk } from "../storage/documents/documents";
import { makePrivateFolder, PRIVATE_FILE_MODE, sharedFolderProblem } from "../storage/database/private-files";
import { Refused } from "./refused";

export function sha256Of(file: string): string {
  const hash = createHash("sha256");
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, "r");
  try {
    for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
      hash.update(chunk.subarray(0, read));
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

/** Copies `from` to `to`, making its folder, and refuses a copy whose SHA-256 is not `sha256`, naming `name`. */
export function copyChecked(from: string, to: string, sha256: string, name: string): void {
  makePrivateFolder(path.dirname(to));
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
  // A copy takes its original's mode, which may be one from before files were made private.
  fs.chmodSync(to, PRIVATE_FILE_MODE);
  syncToDisk(to);
  if (sha256Of(to) !== sha256) throw new Refused(`${name} does not match its SHA-256`);
}

/** Every regular file under `folder`, as a path relative to it with "/" between its parts. */
export function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Writes `file` with mode 0600, whatever the umask. */
export function writePrivateFile(file: string, text: string): void {
  fs.writeFileSync(file, text, { mode: PRIVATE_FILE_MODE, flag: "wx" });
}

/**
 * Runs `fill` on `folder`, made 0700 if missing, refused if it is a file, holds anything, or is open to others
 * (`what` names it in the message). Should `fill` fail, what it wrote is removed, and the folders it made are
 * synced once it is done.
 */
export async function intoEmptyFolder<T>(folder: string, what: string, fill: () => T | Promise<T>): Promise<T> {
  if (fs.existsSync(folder)) {
    if (!fs.statSync(folder).isDirectory()) throw new Refused(`${what} ${folder} is a file, not a folder`);
    if (fs.readdirSync(folder).length > 0)
      throw new Refused(`${what} ${folder} is not empty; give an empty or new one`);
    const shared = sharedFolderProblem(folder, what);
    if (shared) throw new Refused(shared);
  }
  makePrivateFolder(folder);
  try {
    const result = await fill();
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) syncToDisk(path.join(entry.parentPath, entry.name));
    }
    syncToDisk(folder);
    return result;
  } catch (error) {
    for (const name of fs.readdirSync(folder)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
    throw error;
  }
}
