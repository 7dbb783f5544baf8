/**
 * public/_headers and public/_redirects, in the format Netlify and Cloudflare Pages read; the service
 * reads _headers back, so all three send the same headers.
 */
import type { HeaderRule } from "./headers";

export const HEADERS_FILE = "_headers";
export const REDIRECTS_FILE = "_redirects";

/**
 * The 'Product Not Found' page (src/templates/not-found.tsx), a static page that every host answers an
 * unknown product with, status 404: the service, nginx, Netlify by _redirects, and Cloudflare Pages, which answers
 * a missing file with the nearest 404.html (it takes no 404 rule from _redirects).
 */
export const PRODUCT_NOT_FOUND_PAGE = "/services/404.html";

/** The addresses the 'Product Not Found' page stands for: every /services/ path that is not a product's page. */
export const UNKNOWN_PRODUCTS = "/services/*";

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join("")}`,
  );
  return `# Written by the build (gatsby/rewrites/write-host-files.ts) from the built pages; do not edit.\n${blocks.join("")}`;
}

/** Reads a _headers file: a path at the start of a line, then its headers, indented. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`${HEADERS_FILE}, line ${index + 1}: expected "Name: value" under a path`);
    rule.headers[header[1]!] = header[2]!;
  });
  return rules;
}

/**
 * Unknown products: the host answers with the 'Product Not Found' page and status 404, the address unchanged. A
 * real product's page is a file, which Netlify serves before it looks at a rule without "!".
 */
export const redirectsFile = `${UNKNOWN_PRODUCTS}  ${PRODUCT_NOT_FOUND_PAGE}  404\n`;
