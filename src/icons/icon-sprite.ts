/**
 * Draws the site's icons as SVG symbols. Each page carries, at the top of its body (gatsby-ssr.tsx), a sprite of
 * the icons its HTML draws plus those a click can show on any page; pages reference them with
 * <use href="#icon-…">, so the icon library stays out of the visitor's JavaScript and the drawings need no script
 * to show. The sprite is inline rather than a file: the header's menu icon made a phone fetch that file before its
 * first paint, one more round trip (300 ms on congested 3G) before the largest paint. Only the page's own icons go
 * in, since every one of the others (about 2 KB with brotli) could cost the page a round trip of its own. Icons
 * that a later page or state draws and the page lacks come from the whole sprite's file (iconSpriteFile), which
 * Icon.tsx names.
 */
import { createHash } from "node:crypto";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames, iconSymbolId, interfaceIconNames, socialIconNames } from "./icon-names";
import { socialGlyphs } from "./social-glyphs";

const lucideIcons = lucide as unknown as Record<string, ComponentType<object>>;

/** Lucide draws with strokes on a 24 px grid. */
function lucideSymbol(name: string): string {
  const icon = lucideIcons[name];
  if (!icon) throw new Error(`Icon sprite: lucide-react has no icon named ${name}`);
  const svg = renderToStaticMarkup(createElement(icon));
  const drawing = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return (
    `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round">${drawing}</symbol>`
  );
}

/** The brand marks are filled shapes on a 16 px grid. */
function socialSymbol(name: string): string {
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 16 16" fill="currentColor"><path d="${socialGlyphs[name]}"/></symbol>`;
}

const allIconNames: readonly string[] = [...iconNames, ...interfaceIconNames, ...socialIconNames];

function symbolOf(name: string): string {
  return (socialIconNames as readonly string[]).includes(name) ? socialSymbol(name) : lucideSymbol(name);
}

/**
 * The symbols only, for an <svg> element that holds them out of sight: every icon's, or those of `names` (in the
 * sprite's order, each once).
 */
export function buildIconSymbols(names: Iterable<string> = allIconNames): string {
  const wanted = new Set(names);
  const unknown = [...wanted].filter((name) => !allIconNames.includes(name));
  if (unknown.length) throw new Error(`Icon sprite: no icon named ${unknown.join(", ")}`);
  return allIconNames
    .filter((name) => wanted.has(name))
    .map(symbolOf)
    .join("");
}

/** The whole sprite as a file under /static/, named by its content so it may be cached for a year. */
export function iconSpriteFile(): { urlPath: string; svg: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${buildIconSymbols()}</svg>`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 20);
  return { urlPath: `/static/icons-${hash}.svg`, svg };
}
