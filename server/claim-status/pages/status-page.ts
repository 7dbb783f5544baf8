/**
 * Every page of the customer's claim status (the service's, not the build's): the desk's approach, a page written
 * with safe-html.ts's escaped`` tag and one style sheet as a file (CUSTOMER_STYLES), in the site's colours, with a
 * bar naming the brokerage and linking to the site, and no script: it all works without one.
 */
import { DESK_STYLES } from "../../desk/pages/desk-styles";
import { escaped, type SafeHtml } from "../../safe-html";
import { CLAIM_STATUS_PATHS } from "../claim-status-paths";

/** The desk's style sheet, and the few rules the customer's pages add: a timeline and the contacts. */
export const CUSTOMER_STYLES = `${DESK_STYLES}
.bar a{color:#fff}
.facts{margin:0 0 16px;display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
.facts dt{font-weight:700}
.facts dd{margin:0}
.timeline{list-style:none;padding:0}
.timeline li{border-left:3px solid #0B3558;padding:0 0 12px 12px}
.current{font-size:1.25rem;font-weight:700;color:#0B3558}
`;

export function statusPage({ title, body }: { title: string; body: SafeHtml }): string {
  return escaped`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Cowry Shield</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${CLAIM_STATUS_PATHS.styles}">
</head>
<body>
<header class="bar"><a class="brand" href="/">Cowry Shield</a></header>
<main>
${body}
</main>
</body>
</html>
`.markup;
}
