/** The icon sprite (gatsby/icon-sprite.ts), put at the top of every page's body by gatsby-ssr.tsx. */
import { buildIconSymbols } from "../../gatsby/icon-sprite";

const symbols = buildIconSymbols();

/** Never shown itself: <use> draws its symbols where the icons are. */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{ display: "none" }}
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
