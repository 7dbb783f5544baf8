/**
 * Where a drawn icon's symbol comes from. The page's own sprite holds the icons its HTML draws; an icon a later
 * page or state draws that the page lacks is taken from the whole sprite's file, which the sprite names.
 */
import { iconSymbolId } from "./icon-names";

export const SPRITE_FILE_ATTRIBUTE = "data-sprite-file";

export function iconHref(name: string): string {
  const id = iconSymbolId(name);
  if (typeof document === "undefined" || document.getElementById(id)) return `#${id}`;
  const file = document.querySelector(`[${SPRITE_FILE_ATTRIBUTE}]`)?.getAttribute(SPRITE_FILE_ATTRIBUTE);
  return file ? `${file}#${id}` : `#${id}`;
}
