import { backdrop, sparkleSpots, type Point } from "./backdrop";
import { palette } from "./palette";
import { sparkle } from "./pieces/symbols";
import { place } from "./svg";

/** 4:3, for the right half of a page's top band. */
export const heroSize = { width: 1200, height: 900 } as const;

export function heroBackdrop(seed: string, { sun, glow }: { sun: Point; glow: Point }): string {
  const spots: Point[] = [
    [150, 120],
    [330, 70],
    [1080, 330],
    [760, 90],
  ];
  const sparkles = sparkleSpots(seed, spots, { x: 50, y: 40 }, { min: 5, range: 6 })
    .map(([x, y, size]) => place(x, y, 1, sparkle(size)))
    .join("");
  return `${backdrop({
    width: heroSize.width,
    height: heroSize.height,
    idPrefix: "h",
    navyStop: 0.5,
    cowryOpacity: 0.05,
    glow: { x: glow[0], y: glow[1], centreOpacity: 0.34, midStop: { offset: 0.6, opacity: 0.1 } },
  })}
  <circle cx="${sun[0]}" cy="${sun[1]}" r="92" fill="${palette.amber}" opacity="0.14"/>
  <circle cx="${sun[0]}" cy="${sun[1]}" r="50" fill="${palette.amber}"/>
  <g fill="${palette.cream}" opacity="0.5">${sparkles}</g>`;
}

export function heroGround(top: number): string {
  return `<rect x="0" y="${top}" width="${heroSize.width}" height="${heroSize.height - top}" fill="${palette.deep}" opacity="0.5"/>
    <rect x="0" y="${top}" width="${heroSize.width}" height="8" fill="${palette.lightTeal}" opacity="0.5"/>`;
}

export function heroSvg(scene: string): string {
  const { width, height } = heroSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}</svg>`;
}
