/** Writes robots.txt after the build, pointing crawlers at the sitemap on the configured siteUrl. */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const publicDirectory = path.join(store.getState().program.directory, "public");
  fs.writeFileSync(path.join(publicDirectory, "robots.txt"), robotsTxt(result.data!.site.siteMetadata.siteUrl));
};
