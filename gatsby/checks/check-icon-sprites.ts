/**
 * Checks that each built page's icon sprite (gatsby-ssr.tsx) holds exactly the icons the page draws, plus those a
 * click can show on any page, and names the whole sprite's file. Fewer would leave icons blank without a fetch of
 * that file; more means the server render no longer recorded the page's icons (src/icons/icon-collection.tsx),
 * which would follow silently from a change in how Gatsby renders a page.
 */
import fs from "node:fs";
import path from "node:path";
import { iconsOnEveryPage, iconSymbolId } from "../../src/icons/icon-names";
import { SPRITE_FILE_ATTRIBUTE } from "../../src/icons/sprite-file";
import { checkBuiltPages } from "../rewrites/built-pages";
import { iconSpriteFile } from "../../src/icons/icon-sprite";

const NAME = "icon sprite check (gatsby/checks/check-icon-sprites.ts)";
const sprite = new RegExp(`<svg[^>]*\\b${SPRITE_FILE_ATTRIBUTE}="([^"]*)"[^>]*>([\\s\\S]*?)</svg>`);
const alwaysHeld = new Set<string>(iconsOnEveryPage.map(iconSymbolId));

/** What is wrong with one page's sprite, or undefined when it holds what the page draws and nothing else. */
export function iconSpriteProblem(html: string): string | undefined {
  const found = sprite.exec(html);
  if (!found) return `has no icon sprite (<svg ${SPRITE_FILE_ATTRIBUTE}>)`;
  const [whole, file, symbols] = found;
  const expectedFile = iconSpriteFile().urlPath;
  if (file !== expectedFile) return `names the sprite file ${file}, expected ${expectedFile}`;
  const held = new Set(Array.from(symbols!.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]!));
  const drawn = new Set(Array.from(html.replace(whole, "").matchAll(/<use href="#([^"]+)"/g), (match) => match[1]!));
  const missing = [...drawn].filter((id) => !held.has(id));
  if (missing.length > 0) return `draws icons its sprite lacks: ${missing.join(", ")}`;
  const extra = [...held].filter((id) => !drawn.has(id) && !alwaysHeld.has(id));
  if (extra.length > 0) return `has icons in its sprite that it does not draw: ${extra.join(", ")}`;
  return undefined;
}

/** Checks every page of the built site; throws naming each page at fault, or returns how many passed. */
export function checkIconSprites(publicDirectory: string): number {
  return checkBuiltPages(
    publicDirectory,
    iconSpriteProblem,
    `${NAME}: a page's sprite no longer holds exactly the icons it draws.`,
  );
}

/** Writes the whole sprite's file, which a page's icons fall back on when its own sprite lacks them. */
export function writeIconSpriteFile(publicDirectory: string): string {
  const { urlPath, svg } = iconSpriteFile();
  const file = path.join(publicDirectory, urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  return urlPath;
}
