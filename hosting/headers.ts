/**
 * Every header the built site is served with, computed once from the build: the submissions service,
 * a static host (public/_headers) and nginx (deploy/generated/nginx-site.conf) all send these.
 */
import fs from "node:fs";
import path from "node:path";
import { adminPolicy, filePolicy, pagePolicy } from "./content-security-policy";
import { filesUnder } from "./files-under";
import { isCompressedCopy } from "./precompressed";

export type Headers = Record<string, string>;

export interface HeaderRule {
  /** A URL path, exactly as a visitor asks for it. */
  path: string;
  headers: Headers;
}

export interface HostOptions {
  /** The submissions service's origin when it is not the site's own (GATSBY_API_URL at build). */
  apiOrigin?: string;
  /** The origins the web editor at /admin/ talks to (its Git host's API, decap-server). */
  adminBackendOrigins?: readonly string[];
}

/** The web editor's page: its own policy, and never in a search engine's index. */
export const ADMIN_PAGE = "/admin/";

/** Sent with every answer, pages and files alike. */
export const securityHeaders: Headers = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  // The same as the pages' frame-ancestors 'none', for browsers that only know this header.
  "X-Frame-Options": "DENY",
  // Not "same-origin": the web editor signs in to its Git host in a popup that answers through window.opener,
  // which "same-origin" would cut. A page opened from another site is still kept apart from it either way.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Hex digits of the content hash in a script's or style's name (the build sets webpack's to it): few, since every
 * page names its scripts and brotli cannot shrink a hash, and still 48 bits, so two versions of a file under one
 * name, which a browser would keep for a year, are practically impossible.
 */
export const ASSET_HASH_DIGITS = 12;

/** Files whose name carries a hash of their content (webpack's chunks) or that live under /static/. */
const hashedAsset = new RegExp(`(^/static/)|(-[0-9a-f]{${ASSET_HASH_DIGITS},}\\.(js|css)$)`);

export function cacheControl(urlPath: string): string {
  return hashedAsset.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/** A page's URL path by its file: a folder's index.html at the folder, with the slash (trailingSlash "always"). */
export function pagePathOf(relativeFile: string): string {
  const file = `/${relativeFile.split(path.sep).join("/")}`;
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

export const ALL_PATHS = "/*";
export const STATIC_FILES = "/static/*";

/**
 * The site's header rules, no two of which set the same header for one path: the security headers for
 * every path; a year's caching and the files' policy for /static/, a year's caching for each hashed script;
 * each page's own policy. What no rule
 * caches is revalidated: Netlify and Cloudflare Pages do so by default, and the service and nginx likewise.
 */
export function siteHeaderRules(publicDirectory: string, options: HostOptions = {}): HeaderRule[] {
  const fileRules: HeaderRule[] = [];
  for (const file of filesUnder(publicDirectory).map((full) => path.relative(publicDirectory, full))) {
    const urlPath = `/${file.split(path.sep).join("/")}`;
    if (isCompressedCopy(file) || urlPath.startsWith("/static/")) continue;
    if (cacheControl(urlPath) === IMMUTABLE) fileRules.push({ path: urlPath, headers: { "Cache-Control": IMMUTABLE } });
    if (!file.endsWith(".html")) continue;
    const pagePath = pagePathOf(file);
    if (pagePath === ADMIN_PAGE) {
      fileRules.push({
        path: pagePath,
        headers: {
          "Content-Security-Policy": adminPolicy(options.adminBackendOrigins ?? []),
          "Cache-Control": REVALIDATE,
          "X-Robots-Tag": "noindex, nofollow",
        },
      });
      continue;
    }
    const policy = pagePolicy(fs.readFileSync(path.join(publicDirectory, file), "utf8"), options.apiOrigin);
    fileRules.push({
      path: pagePath,
      headers: { "Content-Security-Policy": policy, "Cache-Control": REVALIDATE },
    });
  }
  return [
    { path: ALL_PATHS, headers: securityHeaders },
    { path: STATIC_FILES, headers: { "Cache-Control": IMMUTABLE, "Content-Security-Policy": filePolicy } },
    ...fileRules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  ];
}

/** The headers of an answer at `urlPath` under the rules: every matching rule's, and revalidation by default. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Headers {
  const matching = rules.filter(
    (rule) => rule.path === urlPath || (rule.path.endsWith("/*") && urlPath.startsWith(rule.path.slice(0, -1))),
  );
  return matching.reduce<Headers>((headers, rule) => ({ ...headers, ...rule.headers }), {
    "Cache-Control": REVALIDATE,
  });
}
