import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../hosting/files-under";

/**
 * The built site's pages: every .html file but Gatsby's slice sources under _gatsby/, which it stitches
 * into the pages at each build and so must stay as Gatsby wrote them; the web editor's page under admin/,
 * which is not Gatsby's (gatsby/hooks/write-admin.ts).
 */
export function builtPages(publicDirectory: string): string[] {
  const notPages = ["_gatsby", "admin"].map((folder) => path.join(publicDirectory, folder) + path.sep);
  return filesUnder(publicDirectory).filter(
    (file) => file.endsWith(".html") && !notPages.some((folder) => file.startsWith(folder)),
  );
}

/**
 * Checks every built page with `problemOf`, which says what is wrong with a page's HTML or returns undefined; throws
 * `failure` followed by each page at fault and its problem, or returns how many pages passed.
 */
export function checkBuiltPages(
  publicDirectory: string,
  problemOf: (html: string) => string | undefined,
  failure: string,
): number {
  const pages = builtPages(publicDirectory);
  const problems = pages.flatMap((file) => {
    const problem = problemOf(fs.readFileSync(file, "utf8"));
    return problem ? [`${path.relative(path.dirname(publicDirectory), file)} ${problem}`] : [];
  });
  if (problems.length > 0) {
    throw new Error(`${failure}\n  - ${problems.join("\n  - ")}\nSee docs/upgrading.md.`);
  }
  return pages.length;
}
