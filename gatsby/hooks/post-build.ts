/**
 * After the build: robots.txt, the sharing pictures, the whole icon sprite's file, the deferred app scripts and
 * the hosts' header files, all derived from the built site; then the compressed copies of every text file, so they
 * hold the final text, and the warning of a page that no longer fits a first round trip; last, the mark that public/
 * holds a whole build, which publishing it asks for (hosting/publish-site.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { markBuildComplete } from "./build-mark";
import { checkCriticalStyles } from "../checks/check-critical-styles";
import { checkIconSprites, writeIconSpriteFile } from "../checks/check-icon-sprites";
import { deferAppScriptsInSite } from "../rewrites/defer-app-scripts";
import { checkFirstRoundTrip, describePagesOver } from "../checks/first-round-trip";
import { leftOut } from "../../src/lib/bench-without";
import { keepBuildFilesPrivate, UNPUBLISHED_DIR } from "../rewrites/keep-build-files-private";
import { precompressSite } from "../rewrites/precompress";
import { projectDirectoryOf } from "./project-directory";
import { writeShareImages } from "../rewrites/share-images";
import { writeHostFiles } from "../rewrites/write-host-files";
import { buildQuery } from "./build-query";

interface PostBuildQuery {
  site: { siteMetadata: { siteUrl: string } };
  companyJson: { shortName: string; tagline: string };
}

/** robots.txt: everything may be crawled; the sitemap is on the configured siteUrl. */
function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

const postBuildQuery = `
  query PostBuild {
    site {
      siteMetadata {
        siteUrl
      }
    }
    companyJson {
      shortName
      tagline
    }
  }
`;

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql() is a plain function, not a method
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const { site, companyJson } = await buildQuery<PostBuildQuery>(
    graphql,
    reporter,
    "the site's address and name for robots.txt and the share images",
    postBuildQuery,
  );
  const projectDirectory = projectDirectoryOf(store);
  const publicDirectory = path.join(projectDirectory, "public");
  fs.writeFileSync(path.join(publicDirectory, "robots.txt"), robotsTxt(site.siteMetadata.siteUrl));
  const count = await writeShareImages(publicDirectory, companyJson.shortName, companyJson.tagline);
  reporter.info(`Drew ${count} sharing pictures in public/share/`);
  reporter.info(`Wrote the whole icon sprite to ${writeIconSpriteFile(publicDirectory)}`);
  try {
    reporter.info(`Checked the critical styles of ${checkCriticalStyles(publicDirectory)} pages`);
    if (!leftOut("per-page-icon-sprite"))
      reporter.info(`Checked the icon sprites of ${checkIconSprites(publicDirectory)} pages`);
    if (!leftOut("defer-app-scripts"))
      reporter.info(`Deferred the app scripts of ${deferAppScriptsInSite(publicDirectory)} pages until after load`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(`Moved ${keepBuildFilesPrivate(publicDirectory)} source maps and build records to ${UNPUBLISHED_DIR}`);
  const rules = writeHostFiles(publicDirectory);
  reporter.info(`Wrote ${rules} header rules to public/_headers, and public/_redirects`);
  reporter.info(`Wrote brotli and gzip copies of ${await precompressSite(publicDirectory)} text files`);
  // Content within its limits cannot put a page over (gatsby/content-model/limits.ts), so a page over comes from
  // code, which `npm test` refuses: the editors' change is published all the same.
  const { largest, over } = checkFirstRoundTrip(publicDirectory);
  if (over.length > 0) {
    reporter.warn(`${describePagesOver(over)} They take a round trip more to appear (docs/performance-budgets.md).`);
  } else {
    reporter.info(
      `Every page fits a first round trip; the largest is ${largest.page}, ${largest.bytes} bytes with brotli and headers`,
    );
  }
  markBuildComplete(projectDirectory);
};
