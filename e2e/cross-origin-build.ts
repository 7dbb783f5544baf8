/**
 * The build for the two-origin tests: `npm run build:e2e-cross-origin` builds the site with GATSBY_API_URL set
 * to the service's origin below (it is compiled into the scripts and the CSP, so the port is fixed) and keeps
 * it in site/e2e-cross-origin/, apart from the live build. It is built from the content with every field at its
 * limit, for the size check (docs/performance-budgets.md#content-limits); the forms and headers these tests use
 * do not depend on the content.
 */
import path from "node:path";

export const CROSS_ORIGIN_API = "http://127.0.0.1:9402";
export const CROSS_ORIGIN_SITE = path.join(__dirname, "..", "site", "e2e-cross-origin");
