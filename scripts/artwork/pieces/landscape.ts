import { palette } from "../palette";
import { seededRandom } from "../random";
import { roundToTenth } from "../svg";

export function road(y: number, from: number, to: number): string {
  let dashes = "";
  for (let x = from + 30; x < to - 40; x += 90) {
    dashes += `<rect x="${x}" y="${y + 15}" width="44" height="6" rx="3" fill="${palette.cream}" opacity="0.55"/>`;
  }
  return `<rect x="${from}" y="${y}" width="${to - from}" height="36" rx="18" fill="${palette.deep}" opacity="0.6"/>${dashes}`;
}

export interface Sea {
  top: number;
  from: number;
  to: number;
  fill: string;
  opacity: number;
  amplitude: number;
  wavelength: number;
  depth: number;
}

/** A wavy top edge and a lens-shaped bottom, so that the water reads as a floating vignette. */
export function sea({ top, from, to, fill, opacity, amplitude, wavelength, depth }: Sea): string {
  const waves = Math.max(1, Math.round((to - from) / wavelength));
  const step = (to - from) / waves;
  let d = `M${from},${top}`;
  for (let i = 0; i < waves; i++) {
    d += ` q${roundToTenth(step / 4)},${-amplitude} ${roundToTenth(step / 2)},0 t${roundToTenth(step / 2)},0`;
  }
  d += ` A${roundToTenth((to - from) / 2)},${depth} 0 0 1 ${from},${top} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

export function tree(): string {
  return `<rect x="-10" y="-120" width="20" height="120" rx="6" fill="${palette.cream}"/>
    <circle cx="0" cy="-170" r="70" fill="${palette.teal}"/><circle cx="-40" cy="-140" r="44" fill="${palette.lightTeal}" opacity="0.9"/><circle cx="36" cy="-200" r="34" fill="${palette.lightTeal}" opacity="0.55"/>`;
}

export function palmTree(height: number, lean: -1 | 1): string {
  const top = [lean * 26, -height] as const;
  const frond = (angle: number, i: number): string => {
    const x = roundToTenth(top[0] + Math.cos((angle * Math.PI) / 180) * 48);
    const y = roundToTenth(top[1] + Math.sin((angle * Math.PI) / 180) * 30 + 10);
    return `<ellipse cx="${x}" cy="${y}" rx="58" ry="13" fill="${i % 2 ? palette.lightTeal : palette.teal}" transform="rotate(${angle < -90 ? angle + 180 : angle} ${x} ${y})"/>`;
  };
  const fronds = [-150, -115, -65, -30, 15, -180, 40].map(frond).join("");
  return `<path d="M0,0 Q${lean * 4},${-height * 0.6} ${top[0]},${top[1]}" fill="none" stroke="${palette.cream}" stroke-opacity="0.8" stroke-width="12" stroke-linecap="round"/>${fronds}`;
}

export interface SkylineLook {
  opacity: number;
  minHeight: number;
  maxHeight: number;
}

export function skyline(
  seed: string,
  from: number,
  to: number,
  base: number,
  { opacity, minHeight, maxHeight }: SkylineLook,
): string {
  const random = seededRandom(seed);
  let towers = "";
  for (let x = from; x < to;) {
    const width = 46 + random() * 64;
    const height = minHeight + random() * (maxHeight - minHeight);
    towers += `<rect x="${roundToTenth(x)}" y="${roundToTenth(base - height)}" width="${roundToTenth(width)}" height="${roundToTenth(height)}" rx="3"/>`;
    if (random() < 0.3) {
      towers += `<rect x="${roundToTenth(x + width / 2 - 2)}" y="${roundToTenth(base - height - 34)}" width="4" height="36"/>`;
    }
    x += width + 8 + random() * 16;
  }
  return `<g fill="${palette.sky}" opacity="${opacity}">${towers}</g>`;
}

/** The Lekki–Ikoyi Link Bridge, whose single pylon and fanned cables Lagos knows at a glance. */
export function linkBridge(x: number, deck: number, span: number, height: number): string {
  let cables = "";
  for (let i = 1; i <= 7; i++) {
    const top = deck - height + 16 + i * 9;
    cables += `M${x},${top} L${roundToTenth(x - (i * span) / 16)},${deck} M${x},${top} L${roundToTenth(x + (i * span) / 16)},${deck} `;
  }
  return `<g opacity="0.55">
    <path d="${cables}" stroke="${palette.cream}" stroke-width="2.5" fill="none"/>
    <path d="M${x - 9},${deck + 60} L${x - 4},${deck - height} H${x + 4} L${x + 9},${deck + 60} Z" fill="${palette.cream}"/>
    <rect x="${x - span / 2}" y="${deck}" width="${span}" height="9" rx="4" fill="${palette.cream}"/>
    <path d="M${x - span / 2 + 40},${deck + 9} V${deck + 60} M${x + span / 2 - 40},${deck + 9} V${deck + 60}" stroke="${palette.cream}" stroke-width="8"/>
  </g>`;
}

/** The granite outcrop over Abuja: it sets a scene in the capital. */
export function asoRock(x: number, base: number, width: number, height: number): string {
  const w = width;
  const h = height;
  const y = base;
  return `<path d="M${x - w / 2},${y} C${x - w * 0.44},${y - h * 0.55} ${x - w * 0.3},${y - h} ${x - w * 0.04},${y - h}
      C${x + w * 0.22},${y - h} ${x + w * 0.3},${y - h * 0.7} ${x + w * 0.36},${y - h * 0.5}
      C${x + w * 0.42},${y - h * 0.3} ${x + w * 0.47},${y - h * 0.2} ${x + w / 2},${y} Z" fill="${palette.lightTeal}" opacity="0.2"/>
    <path d="M${x - w * 0.1},${y - h * 0.92} C${x - w * 0.16},${y - h * 0.6} ${x - w * 0.12},${y - h * 0.3} ${x - w * 0.2},${y}
      M${x + w * 0.16},${y - h * 0.85} C${x + w * 0.1},${y - h * 0.5} ${x + w * 0.16},${y - h * 0.25} ${x + w * 0.1},${y}"
      fill="none" stroke="${palette.deep}" stroke-opacity="0.25" stroke-width="6"/>`;
}

export function groundLine(from: number, to: number): string {
  return `<rect x="${from}" y="150" width="${to - from}" height="10" rx="5" fill="${palette.lightTeal}" opacity="0.55"/>`;
}
