/**
 * The built site's headers, from public/_headers: the file the build writes from each page (hosting/headers.ts)
 * and a static host reads, so the service sends what every host sends. Read again when a build is published
 * (site/live then leads to another release) or rewrites it.
 */
import fp from "fastify-plugin";
import fs from "node:fs";
import path from "node:path";
import { headersFor, type HeaderRule, type Headers } from "../../hosting/headers";
import { HEADERS_FILE, parseHeadersFile } from "../../hosting/host-files";
import { StartupError } from "../startup-error";

export type SiteHeaders = (urlPath: string) => Headers;

export function readSiteHeaders(publicDir: string): SiteHeaders {
  const file = path.join(publicDir, HEADERS_FILE);
  let cached: { version: string; rules: HeaderRule[] } | undefined;
  const rules = () => {
    const modifiedMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedMs === undefined) {
      throw new StartupError(`${file} is missing: build the site (npm run build) before starting the service`);
    }
    const version = `${fs.realpathSync(file)} ${modifiedMs}`;
    if (cached?.version !== version) cached = { version, rules: parseHeadersFile(fs.readFileSync(file, "utf8")) };
    return cached.rules;
  };
  rules();
  return (urlPath) => headersFor(rules(), urlPath);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The headers the built site's _headers gives a path. */
    siteHeaders: SiteHeaders;
  }
}

/** Decorates `siteHeaders`; stops the start when the build's _headers is missing. */
export const siteHeadersPlugin = fp<{ publicDir: string }>(
  async (app, { publicDir }) => {
    app.decorate("siteHeaders", readSiteHeaders(publicDir));
  },
  { name: "site-headers" },
);
