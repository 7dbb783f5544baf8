/**
 * Each page's Content-Security-Policy. Gatsby inlines a few scripts in every page (one of them names
 * the page), so instead of 'unsafe-inline' each page's policy lists the SHA-256 of its own inline scripts.
 */
import { createHash } from "node:crypto";

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** Hashes of the inline scripts a browser would run; JSON-LD and other data blocks are not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    const type = /\btype="([^"]*)"/.exec(attributes ?? "")?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The policy of a page; `apiOrigin` is the submissions service's origin when it is hosted apart from the site. */
export function pagePolicy(html: string, apiOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    // Emotion inserts <style> elements as components render.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The forms post to the service that served the page, or to the one the build was told of.
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
    // The contact page's click-to-load office map.
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // Without scripts the forms are posted by the browser itself, to the same service.
    `form-action 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
    "object-src 'none'",
  ].join("; ");
}

/**
 * The web editor's policy (/admin/): Decap CMS compiles its configuration's schema at run time ('unsafe-eval'),
 * previews chosen pictures as blob: URLs, and talks to the Git host's API or to decap-server for local editing.
 * `backendOrigins` are those services' origins.
 */
export function adminPolicy(backendOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backendOrigins.join(" ")}`.trim(),
    "font-src 'self' data:",
    // Decap reads the pictures an editor picks back from their blob: URLs.
    `connect-src 'self' blob: ${backendOrigins.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Files that are not pages (pictures, client logos an editor supplied): opened on their own, an SVG is a document,
 * and this keeps any script in it from running, and from running as the site's origin.
 */
export const filePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** API answers are data, never documents to render. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
