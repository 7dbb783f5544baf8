/**
 * A hero's artwork as a small picture floated to the right on narrow screens: into a page's introduction, beside a
 * product page's back link. There the text, painted at once, stays the largest thing on the first screen (the
 * page's Largest Contentful Paint) however late the picture arrives: it is fetched only once the app has started,
 * and without scripts its box is not shown at all.
 */
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { theme } from "../../styles/theme";
import { Picture } from "./Picture";

interface Props {
  image: IGatsbyImageData;
  /** Below this width (px) the picture waits for the app. */
  deferBelow: number;
  /** How wide the picture is drawn, where that differs from its query's sizes. */
  sizes?: string;
  /** What goes with the picture, such as a wide screen's preload of it. */
  children?: ReactNode;
  /** Styles the box; pass them with Emotion's css prop. */
  className?: string;
}

/** Floated to the right of what follows it in the markup; a hero sets its width and margins where they differ. */
const thumbnailStyle = css`
  float: right;
  width: clamp(8rem, 36%, 12rem);
  margin: ${theme.space.sm} 0 ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: ${theme.shadows.raised};
  outline: 1px solid rgba(255, 255, 255, 0.2);
  outline-offset: -1px;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export function HeroThumbnail({ image, deferBelow, sizes, children, className }: Props) {
  return (
    <div css={thumbnailStyle} className={className} data-hero-artwork>
      {children}
      <Picture image={image} alt="" lowPriority deferBelow={deferBelow} sizes={sizes} />
      {/* Without scripts a phone's picture would stay blank: no box at all reads better. */}
      <noscript>
        <style>{`@media (max-width: ${deferBelow - 0.02}px) { [data-hero-artwork] { display: none; } }`}</style>
      </noscript>
    </div>
  );
}
