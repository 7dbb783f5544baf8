/**
 * The HTML part of the service's e-mails, put together from escaped text only: one column no wider than 600 px,
 * styles inline (mail apps drop or rewrite style sheets), nothing loaded from elsewhere, the language and headings
 * set, so it reads in Gmail, in a phone's mail app and to a screen reader alike.
 */
import { escaped, markupOf, type Interpolated, type SafeHtml } from "../safe-html";

/** The site's colours (src/styles/theme.ts); each text pair meets WCAG 2.2 AA. */
const colours = {
  primary: "#0B3558",
  text: "#1F2933",
  muted: "#4A5866",
  border: "#D9E2EC",
  surface: "#F5F7FA",
  sky: "#E8F1F8",
  white: "#FFFFFF",
} as const;

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** Blocks one after another, a line each; those left out (false, undefined) leave no gap. */
export const blocks = (...parts: Interpolated[]): SafeHtml => ({
  markup: parts
    .map(markupOf)
    .filter((markup) => markup !== "")
    .join("\n"),
});

export const heading1 = (text: Interpolated) =>
  escaped`<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:${colours.primary}">${text}</h1>`;

/** Words kept on one line (a reference at its hyphens): `white-space` is the style mail clients keep. */
export const unbroken = (text: string) => escaped`<span style="white-space:nowrap">${text}</span>`;

export const heading2 = (text: string) =>
  escaped`<h2 style="margin:28px 0 8px;font-size:18px;line-height:1.3;color:${colours.primary}">${text}</h2>`;

export const paragraph = (...content: Interpolated[]) =>
  escaped`<p style="margin:0 0 12px">${content.map((part) => ({ markup: markupOf(part) }))}</p>`;

const linkStyle = `color:${colours.primary};text-decoration:underline`;

export const link = (href: string, text: string) => escaped`<a href="${href}" style="${linkStyle}">${text}</a>`;

/** A web address shown as itself, free to break anywhere so that it fits a phone's screen. */
export const addressLink = (href: string) =>
  escaped`<a href="${href}" style="${linkStyle};overflow-wrap:anywhere">${href}</a>`;

/** A value as the visitor or staff reads it, linked where it can be called or written to. */
export const linked = (text: string, href?: string) => (href ? link(href, text) : escaped`${text}`);

/** `spaced`: a gap under it, as under a paragraph; none inside a table's cell. */
export const bulletList = (items: readonly Interpolated[], { spaced = true } = {}) =>
  escaped`<ul style="margin:0 0 ${spaced ? "12px" : "0"};padding-left:20px">${items.map(
    (item) => escaped`<li style="margin:0 0 6px">${item}</li>`,
  )}</ul>`;

/**
 * A box that stands out, for what must be found at a glance: a reference, which may break anywhere to fit a phone's
 * screen, or words (`words`), which break between them only.
 */
export const highlight = (label: string, value: string, { words = false } = {}) =>
  escaped`<div style="margin:0 0 16px;padding:12px 16px;background:${colours.sky};border-left:4px solid ${colours.primary};border-radius:4px">
<p style="margin:0;font-size:14px;color:${colours.muted}">${label}</p>
<p style="margin:4px 0 0;font-size:26px;line-height:1.2;font-weight:700;letter-spacing:0.5px;color:${colours.primary}${words ? "" : ";word-break:break-all"}">${value}</p>
</div>`;

export interface TableRow {
  label: string;
  value: SafeHtml;
}

const cellBorder = `border-top:1px solid ${colours.border}`;

/** Label and value side by side, each value free to wrap on a narrow screen. */
export const detailsTable = (rows: readonly TableRow[]) =>
  escaped`<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px">${rows.map(
    ({ label, value }) =>
      escaped`
<tr><th scope="row" style="width:38%;padding:8px 12px 8px 0;${cellBorder};text-align:left;vertical-align:top">${label}</th><td style="padding:8px 0;${cellBorder};vertical-align:top;overflow-wrap:anywhere">${value}</td></tr>`,
  )}
</table>`;

/** Paragraphs a visitor wrote, their line breaks kept. */
export const preformatted = (text: string) => escaped`<span style="white-space:pre-wrap">${text}</span>`;

/** The whole HTML part: `title` names it (and the tab of a mail app that opens it on its own), `footer` under the card. */
export function emailDocument(title: string, body: SafeHtml, footer: SafeHtml): string {
  const page = escaped`<!DOCTYPE html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:${colours.surface}">
<div style="max-width:600px;margin:0 auto;padding:24px 12px;font-family:${FONT};font-size:16px;line-height:1.5;color:${colours.text}">
<div style="padding:24px 20px;background:${colours.white};border:1px solid ${colours.border};border-radius:8px">
${body}
</div>
<div style="padding:16px 8px 0;font-size:14px;color:${colours.muted}">${footer}</div>
</div>
</body>
</html>
`;
  return page.markup;
}
