/**
 * Fails the build when a page, sent with brotli and its headers, no longer fits in a new connection's first
 * round trip: ten TCP segments of 1,460 bytes. One byte over costs a whole round trip before the first paint
 * (Lighthouse measured LCP +170 ms on the default profile, +280 ms on the low-end one, for 580 bytes too many).
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../hosting/files-under";
import { headersFor, pagePathOf, type HeaderRule } from "../hosting/headers";
import { HEADERS_FILE, parseHeadersFile } from "../hosting/host-files";

export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * What a server adds to a page's own headers: the status line, Date, Content-Type, Content-Length,
 * Content-Encoding, ETag, Last-Modified, Vary, Accept-Ranges and Keep-Alive, and the blank line. The service
 * sends 308 bytes of these and nginx 272 (e2e/first-round-trip.spec.ts holds both under this figure).
 */
export const SERVER_HEADER_BYTES = 320;

export interface PageSize {
  page: string;
  bytes: number;
}

function headerBytes(rules: readonly HeaderRule[], urlPath: string): number {
  const lines = Object.entries(headersFor(rules, urlPath)).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.byteLength(lines.join("")) + SERVER_HEADER_BYTES;
}

/** Each page's brotli copy plus the headers it is served with, largest first. */
export function pageSizes(publicDirectory: string): PageSize[] {
  const rules = parseHeadersFile(fs.readFileSync(path.join(publicDirectory, HEADERS_FILE), "utf8"));
  return filesUnder(publicDirectory)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const page = pagePathOf(path.relative(publicDirectory, file));
      const brotli = fs.statSync(`${file}.br`, { throwIfNoEntry: false })?.size ?? fs.statSync(file).size;
      return { page, bytes: brotli + headerBytes(rules, page) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Returns the largest page; throws naming every page over the first round trip. */
export function checkFirstRoundTrip(publicDirectory: string): PageSize {
  const sizes = pageSizes(publicDirectory);
  const over = sizes.filter(({ bytes }) => bytes > FIRST_ROUND_TRIP_BYTES);
  if (over.length > 0) {
    const list = over.map(({ page, bytes }) => `${page}: ${bytes.toLocaleString("en")} bytes`).join("; ");
    throw new Error(
      `Pages over the ${FIRST_ROUND_TRIP_BYTES.toLocaleString("en")} bytes a new connection delivers in its first ` +
        `round trip, with brotli and headers: ${list}. Make them smaller (docs/performance.md).`,
    );
  }
  return sizes[0]!;
}
