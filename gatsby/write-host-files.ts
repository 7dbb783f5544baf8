/**
 * After the build: the headers and redirects a static host reads (public/_headers, public/_redirects),
 * and services/404.html, the page Cloudflare Pages answers an unknown product with. Publishing the build writes
 * the nginx server block from the same _headers (hosting/publish-site.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { siteHeaderRules } from "../hosting/headers";
import {
  HEADERS_FILE,
  PRODUCT_NOT_FOUND_PAGE,
  REDIRECTS_FILE,
  redirectsFile,
  renderHeadersFile,
} from "../hosting/host-files";

/** The service's origin when the forms post to a separately hosted one. */
export function apiOriginOf(apiUrl: string | undefined): string | undefined {
  return apiUrl ? new URL(apiUrl).origin : undefined;
}

export function writeHostFiles(publicDirectory: string, env: Record<string, string | undefined> = process.env): number {
  const productNotFound = path.join(publicDirectory, PRODUCT_NOT_FOUND_PAGE);
  fs.copyFileSync(productNotFound, path.join(publicDirectory, "services", "404.html"));
  const rules = siteHeaderRules(publicDirectory, { apiOrigin: apiOriginOf(env.GATSBY_API_URL) });
  fs.writeFileSync(path.join(publicDirectory, HEADERS_FILE), renderHeadersFile(rules));
  fs.writeFileSync(path.join(publicDirectory, REDIRECTS_FILE), redirectsFile);
  return rules.length;
}
