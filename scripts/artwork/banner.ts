import { backdrop, sparkleSpots, type Glow, type Point } from "./backdrop";
import { palette } from "./palette";
import { sparklePath } from "./pieces/symbols";
import { roundToTenth } from "./svg";

export const bannerSize = { width: 1600, height: 900 } as const;

/** Right of centre, to keep the left ~45% calm for the text laid over a banner. */
const pictogramCentre = { x: 1090, y: 450 } as const;

function wavePath(baseline: number, amplitude: number, wavelength: number, phase: number): string {
  let d = `M0,${baseline}`;
  for (let x = 0; x < bannerSize.width + wavelength; x += wavelength) {
    d += ` Q${x + wavelength / 4 + phase},${baseline - amplitude} ${x + wavelength / 2 + phase},${baseline} T${x + wavelength + phase},${baseline}`;
  }
  return d + ` V${bannerSize.height} H0 Z`;
}

function bannerBackdrop(seed: string): string {
  const { width: w, height: h } = bannerSize;
  const { x: cx, y: cy } = pictogramCentre;
  const spots: Point[] = [
    [1440, 150],
    [1530, 330],
    [1380, 760],
    [820, 170],
    [1500, 560],
  ];
  const sparkles = sparkleSpots(seed, spots, { x: 60, y: 60 }, { min: 6, range: 8 })
    .map(
      ([x, y, size]) =>
        `<path transform="translate(${roundToTenth(x)} ${roundToTenth(y)})" d="${sparklePath(size)}" fill="${palette.cream}" opacity="0.55"/>`,
    )
    .join("");
  const under = `
  <path d="M${w},0 L${w - 520},0 L${w},${h * 0.62} Z" fill="${palette.lightTeal}" opacity="0.06"/>
  <circle cx="${w + 40}" cy="-40" r="300" fill="${palette.lightTeal}" opacity="0.07"/>`;
  const glow: Glow = { x: cx, y: cy - 20, centreOpacity: 0.42, midStop: { offset: 0.55, opacity: 0.12 } };
  return `${backdrop({ width: w, height: h, navyStop: 0.48, cowryOpacity: 0.075, fadeCowries: true, under, glow })}
  <circle cx="${cx}" cy="${cy - 20}" r="300" fill="none" stroke="${palette.lightTeal}" stroke-opacity="0.16" stroke-width="2"/>
  <circle cx="${cx}" cy="${cy - 20}" r="350" fill="none" stroke="${palette.lightTeal}" stroke-opacity="0.10" stroke-width="2" stroke-dasharray="4 14"/>
  <path d="${wavePath(800, 22, 320, 0)}" fill="${palette.teal}" opacity="0.20"/>
  <path d="${wavePath(835, 16, 260, -90)}" fill="${palette.deep}" opacity="0.35"/>
  <circle cx="1450" cy="165" r="9" fill="${palette.amber}" opacity="0.9"/>
  <circle cx="1450" cy="165" r="22" fill="none" stroke="${palette.amber}" stroke-opacity="0.45" stroke-width="2"/>
  ${sparkles}
  <ellipse cx="${cx}" cy="${cy + 196}" rx="360" ry="28" fill="${palette.deep}" opacity="0.35"/>`;
}

/** `seed` varies the sparkles from banner to banner. */
export function bannerSvg(seed: string, pictogram: string): string {
  const { width, height } = bannerSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${bannerBackdrop(seed)}
  <g transform="translate(${pictogramCentre.x} ${pictogramCentre.y}) scale(1.1)">${pictogram}</g>
</svg>`;
}
