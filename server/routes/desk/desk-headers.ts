/**
 * What every desk answer carries: a CSP allowing the desk's own script and style sheet and nothing inline, no
 * framing, no caching anywhere (its pages show personal data), and no search engine's index.
 */
export const DESK_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
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
