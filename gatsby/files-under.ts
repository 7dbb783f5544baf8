import fs from "node:fs";
import path from "node:path";

/** Every file under the folder, at any depth, by full path. */
export function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * The built site's pages: every .html file but Gatsby's slice sources under _gatsby/, which it stitches
 * into the pages at each build and so must stay as Gatsby wrote them.
 */
export function builtPages(publicDirectory: string): string[] {
  const sliceSources = path.join(publicDirectory, "_gatsby") + path.sep;
  return filesUnder(publicDirectory).filter((file) => file.endsWith(".html") && !file.startsWith(sliceSources));
}
