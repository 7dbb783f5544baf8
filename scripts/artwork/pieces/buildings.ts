import { palette } from "../palette";
import { roundToTenth } from "../svg";

export function house(): string {
  const roof = palette.teal;
  const windows = palette.sky;
  return `
    <rect x="60" y="-230" width="34" height="80" fill="${roof}"/>
    <rect x="-130" y="-150" width="260" height="150" fill="${palette.cream}"/>
    <path d="M-162,-140 L0,-270 L162,-140 Z" fill="${roof}" stroke="${roof}" stroke-width="16" stroke-linejoin="round"/>
    <path d="M0,-270 L162,-140 L130,-140 L0,-244 Z" fill="${palette.white}" opacity="0.12"/>
    <rect x="-28" y="-88" width="56" height="88" rx="6" fill="${palette.navy}"/>
    <circle cx="16" cy="-42" r="4" fill="${palette.amber}"/>
    <rect x="-108" y="-118" width="56" height="50" rx="4" fill="${windows}"/>
    <rect x="52" y="-118" width="56" height="50" rx="4" fill="${windows}"/>
    <path d="M-80,-118 V-68 M-108,-93 H-52 M80,-118 V-68 M52,-93 H108" stroke="${palette.navy}" stroke-opacity="0.35" stroke-width="4"/>`;
}

export interface TowerLook {
  fill: string;
  windows: string;
  columns: number;
}

export function tower(width: number, height: number, { fill, windows, columns }: TowerLook): string {
  const padding = 18;
  const gap = 12;
  const windowWidth = (width - padding * 2 - gap * (columns - 1)) / columns;
  const rows = Math.floor((height - 60) / 46);
  let panes = "";
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const opacity = (row * 7 + column * 3) % 5 === 0 ? 0.45 : 0.85;
      panes += `<rect x="${roundToTenth(-width / 2 + padding + column * (windowWidth + gap))}" y="${-height + 26 + row * 46}" width="${roundToTenth(windowWidth)}" height="30" rx="4" fill="${windows}" opacity="${opacity}"/>`;
    }
  }
  return `<rect x="${-width / 2}" y="${-height}" width="${width}" height="${height}" rx="6" fill="${fill}"/>
    <rect x="${-width / 2 - 8}" y="${-height - 12}" width="${width + 16}" height="18" rx="5" fill="${fill}"/>
    <rect x="0" y="${-height}" width="${width / 2}" height="${height}" fill="${palette.navy}" opacity="0.07"/>${panes}`;
}

export function officeBlock(width: number, height: number, fill: string): string {
  return `${tower(width, height, { fill, windows: palette.teal, columns: Math.max(2, Math.round(width / 70)) })}
    <rect x="${-width / 2 + 20}" y="${-height + 6}" width="${width - 40}" height="14" rx="4" fill="${palette.amber}"/>
    <rect x="-28" y="-62" width="56" height="62" rx="4" fill="${palette.navy}"/>`;
}
