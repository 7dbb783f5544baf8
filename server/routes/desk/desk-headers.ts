/**
 * What every desk answer carries: a CSP allowing the desk's own script and its rules in the page by their hash, and
 * nothing else inline, no framing, no caching anywhere (its pages show personal data), and no search engine's index.
 */
import { DESK_STYLES } from "../../desk/pages/desk-styles";
import { inlineStyleSource } from "../../page-frame";

export const DESK_STYLE_SOURCE = inlineStyleSource(DESK_STYLES);

export const DESK_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  DESK_STYLE_SOURCE,
  // The favicon is in the page, as a data: URI (page-frame.ts).
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const deskHeaders = {
  "Content-Security-Policy": DESK_CSP,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
} as const;
