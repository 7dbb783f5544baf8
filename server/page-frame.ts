/**
 * The frame of every page the service writes itself (the desk's, the customer's claim status): the language, the
 * viewport, the title, the favicon, one style sheet as a file (their CSP allows nothing inline), anything more the
 * head needs, a bar across the top and the page's main content.
 */
import { escaped, type Interpolated, type SafeHtml } from "./safe-html";

interface Frame {
  /** The whole title, the site's name included. */
  title: string;
  stylesheet: string;
  head?: Interpolated;
  bar: SafeHtml;
  body: SafeHtml;
}

export const pageFrame = ({ title, stylesheet, head, bar, body }: Frame): string =>
  escaped`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${stylesheet}">
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
