/**
 * Whether each page, sent with brotli and its headers, fits in a new connection's first round trip: ten TCP
 * segments of 1,460 bytes. One byte over costs a whole round trip before the first paint (Lighthouse measured LCP
 * +170 ms on the default profile, +280 ms on the low-end one, for 580 bytes too many). The production build warns
 * of a page over it and still publishes; `npm test` fails on one (scripts/check-first-round-trip.ts), and on a page
 * of the site built with every field at its limit that leaves less than the content's margin free.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../hosting/files-under";
import { headersFor, pagePathOf, type HeaderRule } from "../../hosting/headers";
import { HEADERS_FILE, parseHeadersFile } from "../../hosting/host-files";

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

/**
 * The share of the first round trip every page keeps free with every field at its limit, so that an editor's
 * texts which compress worse than the test's still fit (docs/performance-budgets.md, "Content limits").
 */
export const CONTENT_MARGIN = 0.05;
export const CONTENT_AT_LIMITS_BYTES = Math.floor(FIRST_ROUND_TRIP_BYTES * (1 - CONTENT_MARGIN));

export interface RoundTripCheck {
  largest: PageSize;
  /** The pages over the limit, largest first. */
  over: PageSize[];
}

export function checkFirstRoundTrip(publicDirectory: string, limit = FIRST_ROUND_TRIP_BYTES): RoundTripCheck {
  const sizes = pageSizes(publicDirectory);
  return { largest: sizes[0]!, over: sizes.filter(({ bytes }) => bytes > limit) };
}

const bytes = (count: number) => `${count.toLocaleString("en")} bytes`;

/** "Pages over …: /services/: 14,670 bytes; /: 14,601 bytes." */
export function describePagesOver(over: readonly PageSize[], limit = FIRST_ROUND_TRIP_BYTES): string {
  const what =
    limit === FIRST_ROUND_TRIP_BYTES
      ? `the ${bytes(limit)} a new connection delivers in its first round trip`
      : `${bytes(limit)}, the ${bytes(FIRST_ROUND_TRIP_BYTES)} of a new connection's first round trip less the ` +
        `content's margin of ${CONTENT_MARGIN * 100} %`;
  const list = over.map(({ page, bytes: size }) => `${page}: ${bytes(size)}`).join("; ");
  return `Pages over ${what}, with brotli and headers: ${list}.`;
}
