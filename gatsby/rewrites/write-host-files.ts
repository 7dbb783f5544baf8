/**
 * After the build: the headers and redirects a static host reads (public/_headers, public/_redirects). Publishing
 * the build writes the nginx server block from the same _headers (hosting/publish-site.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { siteHeaderRules } from "../../hosting/headers";
import { localBackendOf, type BackendOptions } from "../content-model/to-decap-config";
import { backendFromEnv } from "../hooks/write-admin";
import { HEADERS_FILE, REDIRECTS_FILE, redirectsFile, renderHeadersFile } from "../../hosting/host-files";

/** The service's origin when the forms post to a separately hosted one. */
export function apiOriginOf(apiUrl: string | undefined): string | undefined {
  return apiUrl ? new URL(apiUrl).origin : undefined;
}

/** What the web editor may connect to: the Git host's API (and its sign-in client) and decap-server if it may use it. */
export function adminBackendOrigins(backend: BackendOptions): string[] {
  const urls = ["https://api.github.com", backend.authUrl, localBackendOf(backend)];
  return urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
}

export function writeHostFiles(publicDirectory: string, env: Record<string, string | undefined> = process.env): number {
  const rules = siteHeaderRules(publicDirectory, {
    apiOrigin: apiOriginOf(env.GATSBY_API_URL),
    adminBackendOrigins: adminBackendOrigins(backendFromEnv(env)),
  });
  fs.writeFileSync(path.join(publicDirectory, HEADERS_FILE), renderHeadersFile(rules));
  fs.writeFileSync(path.join(publicDirectory, REDIRECTS_FILE), redirectsFile);
  return rules.length;
}
