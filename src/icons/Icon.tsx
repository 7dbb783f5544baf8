/** Draws an icon from the site's sprite (see icon-sprite.ts): the drawings never enter the JavaScript. */
import type { SpriteIconName } from "./icon-names";
import { useRecordIcon } from "./icon-collection";
import { iconHref } from "./sprite-file";

interface Props {
  /** A sprite icon; data files' names are checked against the sprite's list when the site is built. */
  name: SpriteIconName | (string & {});
  size?: number;
}

/** Decorative: the text beside an icon, or its control's label, always says what it means. */
export function Icon({ name, size = 24 }: Props) {
  useRecordIcon(name);
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
