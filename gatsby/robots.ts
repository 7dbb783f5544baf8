/** robots.txt: everything may be crawled; the sitemap is on the configured siteUrl. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}
