/**
 * After the build, draws a 1200x630 sharing picture for every page from its H1, so links shared on
 * WhatsApp, Facebook or LinkedIn show the page's own title (a product page shows the product's name).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { theme } from "../../src/styles/theme";
import { shareImageName } from "../../src/lib/share-image";

const WIDTH = 1200;
const HEIGHT = 630;
const LINE_LENGTH = 24;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Breaks a heading into lines of about LINE_LENGTH characters, at spaces. */
export function wrapWords(text: string, lineLength = LINE_LENGTH): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= lineLength) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function shareImageSvg(heading: string, kicker: string, brand: string): string {
  const lines = wrapWords(heading).slice(0, 3);
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  const headingLines = lines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.primaryDark}"/>
      <stop offset="0.6" stop-color="${theme.colors.primary}"/>
      <stop offset="1" stop-color="${theme.colors.teal}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#band)"/>
  <rect x="80" y="96" width="96" height="8" rx="4" fill="${theme.colors.accent}"/>
  <text x="80" y="160" font-family="${font}" font-size="30" fill="${theme.colors.textOnDarkMuted}">${escapeXml(kicker)}</text>
  <text x="80" y="260" font-family="${font}" font-size="72" font-weight="bold" fill="${theme.colors.white}">${headingLines}</text>
  <text x="80" y="560" font-family="${font}" font-size="34" font-weight="bold" fill="${theme.colors.accent}">${escapeXml(brand)}</text>
</svg>`;
}

/** Every built page: its URL path and the file holding its HTML. */
function builtPages(publicDirectory: string): { pathname: string; file: string }[] {
  const pages: { pathname: string; file: string }[] = [];
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory() && !["static", "page-data", "~partytown", "icons", "admin"].includes(entry.name))
        visit(full);
      else if (entry.name === "index.html") {
        const relative = path.relative(publicDirectory, directory).split(path.sep).join("/");
        pages.push({ pathname: `/${relative}`, file: full });
      }
    }
  };
  visit(publicDirectory);
  return pages;
}

const headingOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .trim();

export async function writeShareImages(publicDirectory: string, brand: string, tagline: string): Promise<number> {
  const outDirectory = path.join(publicDirectory, "share");
  fs.rmSync(outDirectory, { recursive: true, force: true });
  fs.mkdirSync(outDirectory, { recursive: true });
  let written = 0;
  for (const { pathname, file } of builtPages(publicDirectory)) {
    const html = fs.readFileSync(file, "utf8");
    const heading = headingOf(html);
    // Pages kept out of search ("not found") are not shared either.
    if (!heading || html.includes('name="robots" content="noindex"')) continue;
    const kicker = pathname.startsWith("/services/") ? "Insurance product" : tagline;
    await sharp(Buffer.from(shareImageSvg(heading, kicker, brand)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(outDirectory, `${shareImageName(pathname)}.png`));
    written += 1;
  }
  return written;
}
