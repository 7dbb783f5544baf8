/**
 * Addresses that name their content (12 hex digits of its SHA-256), for the files of the pages the service writes
 * itself (the claim page's upload script and its worker): a browser keeps what is at one
 * for good, since a change is a new address, so a page on a slow link costs no request for them once fetched.
 */
import { createHash } from "node:crypto";

export const contentAddress = (base: string, content: string, extension: string) =>
  `${base}-${createHash("sha256").update(content).digest("hex").slice(0, 12)}${extension}`;

/** What is at a content address: kept for a year by anyone, never asked for again. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
