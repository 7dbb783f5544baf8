/**
 * A backup's list of its files and their SHA-256, in sha256sum's own format ("<sum>  <path>" a line), so
 * `cd DIR && sha256sum -c SHA256SUMS` checks a backup too. Written last: a folder without it is no finished backup.
 */
import fs from "node:fs";
import path from "node:path";
import { syncToDisk } from "../storage/documents/documents";
import { writePrivateFile } from "./files";
import { Refused } from "./refused";

export const MANIFEST = "SHA256SUMS";

export interface ManifestEntry {
  /** Relative to the backup, "/" between its parts. */
  file: string;
  sha256: string;
}

export function writeManifest(folder: string, entries: readonly ManifestEntry[]): void {
  const manifest = path.join(folder, MANIFEST);
  writePrivateFile(manifest, entries.map(({ file, sha256 }) => `${sha256}  ${file}\n`).join(""));
  syncToDisk(manifest);
}

/** A path that stays inside the folder it is read against: no absolute path, no "..", no empty part. */
const staysInside = (file: string) => file.split("/").every((part) => part !== "" && part !== "." && part !== "..");

export function readManifest(folder: string): ManifestEntry[] {
  const manifest = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifest)) throw new Refused(`${folder} has no ${MANIFEST}: it is no finished backup`);
  return fs
    .readFileSync(manifest, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line, index) => {
      const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
      if (!match) throw new Refused(`${MANIFEST} line ${index + 1} is not "<SHA-256>  <file>"`);
      const [, sha256 = "", file = ""] = match;
      if (!staysInside(file)) throw new Refused(`${MANIFEST} line ${index + 1} names a file outside the backup`);
      return { file, sha256 };
    });
}
