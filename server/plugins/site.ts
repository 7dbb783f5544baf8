/**
 * The built site, served with its caching and security headers from the build's _headers, and its precompressed
 * copies as they are; the build's notes for static hosts are not pages.
 */
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import path from "node:path";
import { pagePathOf } from "../../hosting/headers";
import { originalOf, PRECOMPRESSED_TYPES } from "../../hosting/precompressed";

/** The build's notes for static hosts (public/_headers and _redirects): not pages, however their path is written. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/**
 * Whether the static files would answer `pathName` (Fastify's decoded path) with one of HOST_FILES: judged on
 * the path as the file is found, "." and ".." resolved and repeated slashes merged, so `/static/..%2f_headers`
 * or `//_headers` is refused as `/_headers` is.
 */
export function namesHostFile(pathName: string): boolean {
  const normalised = path.posix.normalize(`/${pathName}`).replace(/\/+$/, "");
  return HOST_FILES.has(normalised);
}

export const sitePlugin = fp<{ publicDir: string }>(
  async (app, { publicDir }) => {
    await app.register(fastifyStatic, {
      root: publicDir,
      cacheControl: false,
      // A page asked for without its slash is sent to its address, as static hosts do.
      redirect: true,
      allowedPath: (pathName) => !namesHostFile(pathName),
      // The build writes a .br and a .gz copy of each text file (gatsby/rewrites/precompress.ts); they are sent as they are.
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = originalOf(sentPath);
        for (const [name, value] of Object.entries(app.siteHeaders(pagePathOf(path.relative(publicDir, filePath))))) {
          res.setHeader(name, value);
        }
        if (PRECOMPRESSED_TYPES.includes(path.extname(filePath))) res.setHeader("Vary", "Accept-Encoding");
      },
    });
  },
  { name: "site", dependencies: ["site-headers"] },
);
