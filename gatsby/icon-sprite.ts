/**
 * Draws every icon the site uses into one SVG sprite of symbols, which gatsby-ssr.tsx puts at the top of
 * every page's body. Pages reference icons with <use href="#icon-…">, so the icon library stays out of the
 * visitor's JavaScript and the drawings need no script to show. The sprite is inline (3.6 KB with brotli)
 * rather than a file: the header's menu icon made a phone fetch that file before its first paint, one more
 * round trip (300 ms on congested 3G) before the largest paint. Symbols outside the app's root stay put
 * when the app renders a page on a client-side navigation.
 */
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames, iconSymbolId, interfaceIconNames, socialIconNames } from "../src/icons/icon-names";
import { socialGlyphs } from "../src/icons/social-glyphs";

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

/** The symbols only, for an <svg> element that holds them out of sight. */
export function buildIconSymbols(): string {
  return [...[...iconNames, ...interfaceIconNames].map(lucideSymbol), ...socialIconNames.map(socialSymbol)].join("");
}
