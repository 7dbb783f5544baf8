/**
 * The frame of every page the service writes itself (the desk's, the customer's claim status): the language, the
 * viewport, the title, the favicon, their styles (a style sheet's address, or the rules themselves, which the page's
 * CSP then names by their hash), anything more the head needs, a bar across the top and the page's main content.
 */
import { FAVICON_DATA_URI } from "../hosting/favicon";
import { escaped, type Interpolated, type SafeHtml } from "./safe-html";

interface Frame {
  /** The whole title, the site's name included. */
  title: string;
  /** The service's own rules, never anything a visitor wrote: they go into the page as they are. */
  styles: { file: string } | { inline: string };
  head?: Interpolated;
  bar: SafeHtml;
  body: SafeHtml;
}

const styleTag = (styles: Frame["styles"]): SafeHtml =>
  "file" in styles
    ? escaped`<link rel="stylesheet" href="${styles.file}">`
    : { markup: `<style>${styles.inline}</style>` };

export const pageFrame = ({ title, styles, head, bar, body }: Frame): string =>
  escaped`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${FAVICON_DATA_URI}" type="image/svg+xml">
${styleTag(styles)}
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
