import path from "node:path";
import { filesUnder } from "../hosting/files-under";

/**
 * The built site's pages: every .html file but Gatsby's slice sources under _gatsby/, which it stitches
 * into the pages at each build and so must stay as Gatsby wrote them.
 */
export function builtPages(publicDirectory: string): string[] {
  const sliceSources = path.join(publicDirectory, "_gatsby") + path.sep;
  return filesUnder(publicDirectory).filter((file) => file.endsWith(".html") && !file.startsWith(sliceSources));
}
