import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkFirstRoundTrip,
  CONTENT_AT_LIMITS_BYTES,
  describePagesOver,
  FIRST_ROUND_TRIP_BYTES,
  SERVER_HEADER_BYTES,
} from "../../gatsby/first-round-trip";

const policy = "Content-Security-Policy: default-src 'self'";
const headersFile = `/*\n  X-Frame-Options: DENY\n/\n  ${policy}\n`;
/** "X-Frame-Options: DENY\r\n" and the default "Cache-Control: public, max-age=0, must-revalidate\r\n". */
const everyPageHeaders = 23 + 51;

function site(pages: Record<string, number>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "round-trip-"));
  fs.writeFileSync(path.join(directory, "_headers"), headersFile);
  for (const [folder, brotliBytes] of Object.entries(pages)) {
    fs.mkdirSync(path.join(directory, folder), { recursive: true });
    fs.writeFileSync(path.join(directory, folder, "index.html"), "<!doctype html>".repeat(2000));
    fs.writeFileSync(path.join(directory, folder, "index.html.br"), Buffer.alloc(brotliBytes));
  }
  return directory;
}

const fits = FIRST_ROUND_TRIP_BYTES - SERVER_HEADER_BYTES - everyPageHeaders;

test("counts a page's brotli copy, the headers _headers gives it and the server's own, and names the largest", () => {
  const { largest, over } = checkFirstRoundTrip(site({ about: fits - 1000, services: fits }));
  expect(largest).toEqual({ page: "/services/", bytes: FIRST_ROUND_TRIP_BYTES });
  expect(over).toEqual([]);
});

test("names each page over the first round trip and its size, largest first, and leaves the pages that fit unnamed", () => {
  const home = fits - (policy.length + 2);
  const { over } = checkFirstRoundTrip(site({ "": home + 1, about: fits, services: fits + 70 }));
  expect(describePagesOver(over)).toBe(
    "Pages over the 14,600 bytes a new connection delivers in its first round trip, with brotli and headers: " +
      "/services/: 14,670 bytes; /: 14,601 bytes.",
  );
});

test("holds the site built with every field at its limit to the first round trip less the content's margin", () => {
  expect(CONTENT_AT_LIMITS_BYTES).toBe(13_870);
  const atMargin = fits - (FIRST_ROUND_TRIP_BYTES - CONTENT_AT_LIMITS_BYTES);
  const { over } = checkFirstRoundTrip(site({ about: atMargin, services: atMargin + 1 }), CONTENT_AT_LIMITS_BYTES);
  expect(describePagesOver(over, CONTENT_AT_LIMITS_BYTES)).toBe(
    "Pages over 13,870 bytes, the 14,600 bytes of a new connection's first round trip less the content's margin " +
      "of 5 %, with brotli and headers: /services/: 13,871 bytes.",
  );
});
