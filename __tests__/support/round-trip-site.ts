/** A built site of empty pages whose brotli copies have the sizes asked for, for the first-round-trip checks. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_ROUND_TRIP_BYTES, SERVER_HEADER_BYTES } from "../../gatsby/checks/first-round-trip";

const policy = "Content-Security-Policy: default-src 'self'";
const headersFile = `/*\n  X-Frame-Options: DENY\n/\n  ${policy}\n`;
/** "X-Frame-Options: DENY\r\n" and the default "Cache-Control: public, max-age=0, must-revalidate\r\n". */
const everyPageHeaders = 23 + 51;

/** The brotli bytes that make a page other than / exactly fill the first round trip with its headers. */
export const fits = FIRST_ROUND_TRIP_BYTES - SERVER_HEADER_BYTES - everyPageHeaders;
/** The same for /, which has the policy too. */
export const homeFits = fits - (policy.length + 2);

/** Writes the site: folder ("" for /, "about" for /about/) to its brotli copy's bytes. */
export function roundTripSite(pages: Record<string, number>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "round-trip-"));
  fs.writeFileSync(path.join(directory, "_headers"), headersFile);
  for (const [folder, brotliBytes] of Object.entries(pages)) {
    fs.mkdirSync(path.join(directory, folder), { recursive: true });
    fs.writeFileSync(path.join(directory, folder, "index.html"), "<!doctype html>".repeat(2000));
    fs.writeFileSync(path.join(directory, folder, "index.html.br"), Buffer.alloc(brotliBytes));
  }
  return directory;
}
