/**
 * Moves what the build writes for itself out of public/: the scripts' source maps (the site's whole source),
 * webpack.stats.json and chunk-map.json. A static host publishes all of public/, and the service serves it.
 * They go to .cache/unpublished/ for debugging; PUBLISH_SOURCE_MAPS=true keeps them in public/.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../hosting/files-under";

export const UNPUBLISHED_DIR = path.join(".cache", "unpublished");

const buildOnly = /(\.map|^webpack\.stats\.json|^chunk-map\.json)$/;

export function isBuildOnlyFile(relativeFile: string): boolean {
  return buildOnly.test(relativeFile) || buildOnly.test(path.basename(relativeFile));
}

/** Returns how many files it moved; none when `publish` asks to keep them. */
export function keepBuildFilesPrivate(
  publicDirectory: string,
  publish = process.env.PUBLISH_SOURCE_MAPS === "true",
): number {
  if (publish) return 0;
  const target = path.join(path.dirname(publicDirectory), UNPUBLISHED_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  const moved = filesUnder(publicDirectory).filter((file) => isBuildOnlyFile(path.relative(publicDirectory, file)));
  for (const file of moved) {
    const destination = path.join(target, path.relative(publicDirectory, file));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.renameSync(file, destination);
  }
  return moved.length;
}
