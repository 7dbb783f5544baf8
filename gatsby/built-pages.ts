import path from "node:path";
import { filesUnder } from "../hosting/files-under";

/**
 * The built site's pages: every .html file but Gatsby's slice sources under _gatsby/, which it stitches
 * into the pages at each build and so must stay as Gatsby wrote them, and the web editor's page under admin/,
 * which is not Gatsby's (gatsby/write-admin.ts).
 */
export function builtPages(publicDirectory: string): string[] {
  const notPages = ["_gatsby", "admin"].map((folder) => path.join(publicDirectory, folder) + path.sep);
  return filesUnder(publicDirectory).filter(
    (file) => file.endsWith(".html") && !notPages.some((folder) => file.startsWith(folder)),
  );
}
