/** A page's icon sprite (icon-sprite.ts), put at the top of its body by gatsby-ssr.tsx. */
import { buildIconSymbols, iconSpriteFile } from "./icon-sprite";
import { iconsOnEveryPage } from "./icon-names";
import { SPRITE_FILE_ATTRIBUTE } from "./sprite-file";

const spriteFile = iconSpriteFile().urlPath;

interface Props {
  /** The icons the page draws; without them (a page the server did not render), every icon. */
  drawn?: ReadonlySet<string>;
}

/**
 * Never shown itself: <use> draws its symbols where the icons are. Beside the page's own icons it always holds those a
 * click can show on any page (iconsOnEveryPage).
 */
export function IconSprite({ drawn }: Props) {
  const symbols = drawn ? buildIconSymbols([...drawn, ...iconsOnEveryPage]) : buildIconSymbols();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{ display: "none" }}
      {...{ [SPRITE_FILE_ATTRIBUTE]: spriteFile }}
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
