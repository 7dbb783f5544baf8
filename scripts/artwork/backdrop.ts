import { palette } from "./palette";
import { seededRandom } from "./random";
import { place } from "./svg";

export type Point = readonly [x: number, y: number];

function cowry(x: number, y: number, rotation: number, scale = 1): string {
  return place(
    x,
    y,
    scale,
    `<ellipse rx="13" ry="18"/><path d="M0,-13 C-3,-6 3,0 0,6 C-2,9 0,12 0,13"/>` +
      `<path d="M-5,-8 H-1 M1,-4 H5 M-5,0 H-1 M1,4 H5 M-5,8 H-1"/>`,
    rotation,
  );
}

export interface Glow {
  x: number;
  y: number;
  centreOpacity: number;
  midStop: { offset: number; opacity: number };
}

export interface BackdropOptions {
  width: number;
  height: number;
  idPrefix?: string;
  navyStop: number;
  cowryOpacity: number;
  /** Fades the cowries towards the right, where a banner's pictogram stands. */
  fadeCowries?: boolean;
  under?: string;
  glow: Glow;
}

/** The layers under every banner and page hero, so that they all read as one set. */
export function backdrop({
  width,
  height,
  idPrefix = "",
  navyStop,
  cowryOpacity,
  fadeCowries = false,
  under = "",
  glow,
}: BackdropOptions): string {
  const fadeDefs = fadeCowries
    ? `
    <linearGradient id="${idPrefix}fadeR" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="1"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0.15"/>
    </linearGradient>
    <mask id="${idPrefix}patMask"><rect width="${width}" height="${height}" fill="url(#${idPrefix}fadeR)"/></mask>`
    : "";
  const mask = fadeCowries ? ` mask="url(#${idPrefix}patMask)"` : "";
  return `
  <defs>
    <linearGradient id="${idPrefix}bg" x1="0" y1="0" x2="${width}" y2="${height}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${palette.deep}"/>
      <stop offset="${navyStop}" stop-color="${palette.navy}"/>
      <stop offset="1" stop-color="${palette.teal}"/>
    </linearGradient>
    <radialGradient id="${idPrefix}glow" cx="${glow.x}" cy="${glow.y}" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${palette.lightTeal}" stop-opacity="${glow.centreOpacity}"/>
      <stop offset="${glow.midStop.offset}" stop-color="${palette.lightTeal}" stop-opacity="${glow.midStop.opacity}"/>
      <stop offset="1" stop-color="${palette.lightTeal}" stop-opacity="0"/>
    </radialGradient>${fadeDefs}
    <pattern id="${idPrefix}cowries" width="220" height="220" patternUnits="userSpaceOnUse">
      <g fill="none" stroke="${palette.lightTeal}" stroke-width="2" stroke-linecap="round">
        ${cowry(55, 55, -28)}${cowry(165, 165, 22)}${cowry(165, 55, 70, 0.6)}${cowry(55, 165, -60, 0.6)}
      </g>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#${idPrefix}bg)"/>
  <rect width="${width}" height="${height}" fill="url(#${idPrefix}cowries)" opacity="${cowryOpacity}"${mask}/>${under}
  <rect width="${width}" height="${height}" fill="url(#${idPrefix}glow)"/>`;
}

/** Moves each spot by up to half the spread and sizes it, from a seed so that each picture's sparkles differ. */
export function sparkleSpots(
  seed: string,
  spots: readonly Point[],
  spread: { x: number; y: number },
  size: { min: number; range: number },
): [x: number, y: number, size: number][] {
  const random = seededRandom(seed);
  return spots.map(([x, y]) => [
    x + (random() - 0.5) * spread.x,
    y + (random() - 0.5) * spread.y,
    size.min + random() * size.range,
  ]);
}
