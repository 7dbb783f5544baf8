/** Draws an icon from the site's sprite (see gatsby/icon-sprite.ts); costs no JavaScript per icon. */
import { iconSymbolId, type SpriteIconName } from "./icon-names";

interface Props {
  /** A sprite icon; data files' names are checked against the sprite's list when the site is built. */
  name: SpriteIconName | (string & {});
  size?: number;
}

/** Decorative: the text beside an icon, or its control's label, always says what it means. */
export function Icon({ name, size = 24 }: Props) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
