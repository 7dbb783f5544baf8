/**
 * Draws every icon the site uses into one SVG sprite, served at ICON_SPRITE_PATH. Pages then
 * reference icons with <use>, so the icon library stays out of the visitor's JavaScript: the
 * drawings are fetched once, cached, and need no script to show.
 */
import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_SPRITE_PATH, iconNames, interfaceIconNames, socialIconNames } from "../src/icons/icon-names";
import { socialGlyphs } from "../src/icons/social-glyphs";

const lucideIcons = lucide as unknown as Record<string, ComponentType<object>>;

/** Lucide draws with strokes on a 24 px grid. */
function lucideSymbol(name: string): string {
  const icon = lucideIcons[name];
  if (!icon) throw new Error(`Icon sprite: lucide-react has no icon named ${name}`);
  const svg = renderToStaticMarkup(createElement(icon));
  const drawing = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return (
    `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round">${drawing}</symbol>`
  );
}

/** The brand marks are filled shapes on a 16 px grid. */
function socialSymbol(name: string): string {
  return `<symbol id="${name}" viewBox="0 0 16 16" fill="currentColor"><path d="${socialGlyphs[name]}"/></symbol>`;
}

export function buildIconSprite(): string {
  const symbols = [...[...iconNames, ...interfaceIconNames].map(lucideSymbol), ...socialIconNames.map(socialSymbol)];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Writes the sprite into public/ before pages render, for `gatsby build` and `gatsby develop` alike. */
export function writeIconSprite(projectDirectory: string): void {
  const publicDirectory = path.join(projectDirectory, "public");
  fs.mkdirSync(publicDirectory, { recursive: true });
  fs.writeFileSync(path.join(publicDirectory, ICON_SPRITE_PATH), buildIconSprite());
}
