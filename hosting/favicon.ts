/**
 * The favicon as every page carries it, the site's (gatsby-config's siteMetadata.favicon) and the service's
 * (server/page-frame.ts): a data: URI in the page itself, since a browser fetches a linked one as soon as the page
 * has loaded, on a slow link alongside its first paint (docs/performance.md, `favicon-data-uri`). It is
 * static/favicon.svg, which the web manifest's icons are made from, written by mini-svg-data-uri; the service has
 * no static/ folder where it is deployed, so it is kept here, and __tests__/lib/favicon.test.ts holds the two equal.
 */
export const FAVICON_DATA_URI =
  "data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' width='32' height='36' viewBox='0 0 32 36'%3e%3cpath d='M16 1 30 6v11c0 9-6 15-14 18C8 32 2 26 2 17V6z' fill='%230B3558' stroke='%23F2A541' stroke-width='2'/%3e%3cellipse cx='16' cy='18' rx='6.5' ry='9' fill='%23F2A541'/%3e%3cpath d='M16 10.5v15M13.5 13h-1.5M13.5 17h-2M13.5 21h-1.5M18.5 13h1.5M18.5 17h2M18.5 21h1.5' stroke='%230B3558' stroke-width='1.4' stroke-linecap='round'/%3e%3c/svg%3e";
