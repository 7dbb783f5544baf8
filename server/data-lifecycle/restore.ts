/**
 * `restore DIR`: a backup (backup.ts) copied into an empty DATA_DIR. Every file is checked against SHA256SUMS
 * before anything is copied and again once copied, so a damaged backup or a bad copy is refused, not served.
 */
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE } from "../storage/database";
import { contentsOf, type Contents } from "./backup";
import { copyChecked, filesIn, intoEmptyFolder, sha256Of } from "./files";
import { MANIFEST, readManifest, type ManifestEntry } from "./manifest";
import { Refused } from "./refused";

export function restore(folder: string, dataDir: string): Promise<Contents> {
  return intoEmptyFolder(dataDir, "DATA_DIR", () => {
    for (const { file, sha256 } of checkedManifest(folder)) {
      copyChecked(path.join(folder, file), path.join(dataDir, file), sha256, `${file}, copied into DATA_DIR,`);
    }
    return contentsOf(path.join(dataDir, DATABASE_FILE));
  });
}

/** The backup's manifest, once each file it lists is there with its SHA-256, the database among them, and no other. */
function checkedManifest(folder: string): ManifestEntry[] {
  const entries = readManifest(folder);
  if (!entries.some(({ file }) => file === DATABASE_FILE))
    throw new Refused(`${MANIFEST} does not list ${DATABASE_FILE}`);
  const listed = new Set(entries.map(({ file }) => file));
  const unlisted = filesIn(folder).find((file) => file !== MANIFEST && !listed.has(file));
  if (unlisted !== undefined) throw new Refused(`${unlisted} is in the backup but not in ${MANIFEST}`);
  for (const { file, sha256 } of entries) {
    const inBackup = path.join(folder, file);
    if (!fs.existsSync(inBackup)) throw new Refused(`${file} is in ${MANIFEST} but not in the backup`);
    if (sha256Of(inBackup) !== sha256) throw new Refused(`${file} does not match its SHA-256 in ${MANIFEST}`);
  }
  return entries;
}
