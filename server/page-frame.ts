/**
 * The frame of every page the service writes itself (the desk's, the customer's claim status): the language, the
 * viewport, the title, the favicon, their rules in the page (which the page's CSP names by their hash: a style sheet
 * would cost a phone on a slow link a round trip before the first paint), anything more the head needs, a bar across
 * the top and the page's main content.
 */
import { createHash } from "node:crypto";
import { FAVICON_DATA_URI } from "../hosting/favicon";
import { escaped, type Interpolated, type SafeHtml } from "./safe-html";

interface Frame {
  /** The whole title, the site's name included. */
  title: string;
  /** The service's own rules, never anything a visitor wrote: they go into the page as they are. */
  styles: string;
  head?: Interpolated;
  bar: SafeHtml;
  body: SafeHtml;
}

/** The CSP's `style-src` allowing these rules, in the page, by their hash alone. */
export const inlineStyleSource = (rules: string) =>
  `style-src 'sha256-${createHash("sha256").update(rules).digest("base64")}'`;

export const pageFrame = ({ title, styles, head, bar, body }: Frame): string =>
  escaped`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${FAVICON_DATA_URI}" type="image/svg+xml">
${{ markup: `<style>${styles}</style>` }}
${head}
</head>
<body>
<header class="bar">${bar}</header>
<main>
${body}
</main>
</body>
</html>
`.markup;
