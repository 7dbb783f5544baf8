/**
 * After the build: the headers and redirects a static host reads (public/_headers, public/_redirects),
 * services/404.html, the page Cloudflare Pages answers an unknown product with, and an nginx server block
 * with the same headers (deploy/generated/nginx-site.conf).
 */
import fs from "node:fs";
import path from "node:path";
import { siteHeaderRules } from "../hosting/headers";
import { nginxServerBlock, type NginxSiteOptions } from "../hosting/nginx-site";
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

export const NGINX_SITE_FILE = path.join("deploy", "generated", "nginx-site.conf");

type Env = Record<string, string | undefined>;

/** Where nginx finds the site and the service, and what it listens on; README's "Deploying" lists these. */
export function nginxOptionsFrom(env: Env, publicDirectory: string): NginxSiteOptions {
  return {
    root: env.NGINX_ROOT || path.resolve(publicDirectory),
    listen: env.NGINX_LISTEN || "80",
    apiUpstream: env.API_UPSTREAM || "http://127.0.0.1:9000",
    serverName: env.NGINX_SERVER_NAME || "_",
  };
}

export function writeHostFiles(publicDirectory: string, env: Env = process.env): number {
  const productNotFound = path.join(publicDirectory, PRODUCT_NOT_FOUND_PAGE);
  fs.copyFileSync(productNotFound, path.join(publicDirectory, "services", "404.html"));
  const rules = siteHeaderRules(publicDirectory, { apiOrigin: apiOriginOf(env.GATSBY_API_URL) });
  fs.writeFileSync(path.join(publicDirectory, HEADERS_FILE), renderHeadersFile(rules));
  fs.writeFileSync(path.join(publicDirectory, REDIRECTS_FILE), redirectsFile);
  const nginxSite = path.join(path.dirname(publicDirectory), NGINX_SITE_FILE);
  fs.mkdirSync(path.dirname(nginxSite), { recursive: true });
  fs.writeFileSync(nginxSite, nginxServerBlock(rules, nginxOptionsFrom(env, publicDirectory)));
  return rules.length;
}
