import { palette } from "../palette";
import { cyclic, place } from "../svg";
import { shield } from "./symbols";

function wheel(x: number, y: number, radius: number): string {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${palette.deep}"/><circle cx="${x}" cy="${y}" r="${radius * 0.48}" fill="${palette.sky}"/><circle cx="${x}" cy="${y}" r="${radius * 0.17}" fill="${palette.navy}"/>`;
}

export function car(): string {
  const body = palette.amber;
  return `
    <path d="M-120,-20 L-72,-98 Q-64,-110 -48,-110 L66,-110 Q82,-110 92,-98 L150,-20 Z" fill="${body}"/>
    <rect x="-220" y="-30" width="440" height="100" rx="34" fill="${body}"/>
    <path d="M-102,-28 L-64,-92 Q-60,-98 -52,-98 L-8,-98 L-8,-28 Z" fill="${palette.sky}"/>
    <path d="M8,-28 L8,-98 L62,-98 Q72,-98 78,-90 L124,-28 Z" fill="${palette.sky}"/>
    <path d="M-90,-40 L-70,-74 L-56,-74 L-76,-40 Z" fill="${palette.white}" opacity="0.6"/>
    <rect x="-200" y="12" width="400" height="8" rx="4" fill="${palette.cream}" opacity="0.55"/>
    <line x1="0" y1="-28" x2="0" y2="60" stroke="${palette.navy}" stroke-opacity="0.25" stroke-width="4"/>
    <rect x="-44" y="-14" width="26" height="7" rx="3.5" fill="${palette.navy}" opacity="0.45"/>
    <rect x="32" y="-14" width="26" height="7" rx="3.5" fill="${palette.navy}" opacity="0.45"/>
    <ellipse cx="208" cy="-4" rx="10" ry="13" fill="${palette.cream}"/>
    <rect x="-223" y="-16" width="12" height="24" rx="4" fill="${palette.teal}"/>
    <rect x="-220" y="44" width="440" height="26" rx="13" fill="${palette.navy}" opacity="0.18"/>
    ${wheel(-128, 66, 46)}${wheel(128, 66, 46)}`;
}

export function lorry(): string {
  return `
    <rect x="-260" y="-110" width="320" height="186" rx="10" fill="${palette.cream}"/>
    <rect x="-260" y="40" width="320" height="14" fill="${palette.teal}" opacity="0.8"/>
    <path d="M-240,-90 V20 M-150,-90 V20 M-60,-90 V20 M30,-90 V20" stroke="${palette.navy}" stroke-opacity="0.08" stroke-width="6"/>
    ${place(-100, -30, 0.75, shield({ fill: palette.teal, mark: palette.cream }))}
    <path d="M72,84 V-52 Q72,-64 84,-64 H148 Q162,-64 170,-52 L206,-2 Q212,6 212,18 V84 Z" fill="${palette.amber}"/>
    <path d="M92,-48 H144 L176,-6 H92 Z" fill="${palette.sky}"/>
    <rect x="196" y="30" width="18" height="16" rx="4" fill="${palette.cream}"/>
    <rect x="92" y="14" width="24" height="6" rx="3" fill="${palette.navy}" opacity="0.4"/>
    <rect x="-262" y="76" width="476" height="16" rx="6" fill="${palette.navy}"/>
    ${wheel(-200, 96, 30)}${wheel(-130, 96, 30)}${wheel(152, 96, 30)}`;
}

export function danfo(): string {
  return `<path d="M-170,-30 V-130 Q-170,-150 -150,-150 H110 Q140,-150 156,-120 L176,-70 Q180,-60 180,-48 V-30 Z" fill="${palette.amber}"/>
    <rect x="-174" y="-44" width="358" height="30" rx="10" fill="${palette.amber}"/>
    <rect x="-170" y="-96" width="350" height="10" fill="${palette.deep}" opacity="0.85"/>
    <rect x="-170" y="-60" width="352" height="8" fill="${palette.deep}" opacity="0.85"/>
    ${[-150, -88, -26, 36]
      .map((x) => `<rect x="${x}" y="-138" width="52" height="36" rx="5" fill="${palette.sky}"/>`)
      .join("")}
    <path d="M98,-138 H124 Q136,-138 144,-124 L160,-102 H98 Z" fill="${palette.sky}"/>
    ${wheel(-110, -14, 30)}${wheel(118, -14, 30)}`;
}

export function containerShip(): string {
  const containerColours = [
    palette.amber,
    palette.teal,
    palette.lightTeal,
    palette.cream,
    palette.teal,
    palette.amber,
    palette.lightTeal,
  ];
  const stackHeights = [3, 2, 3, 3, 2, 3];
  let containers = "";
  stackHeights.forEach((height, column) => {
    for (let row = 0; row < height; row++) {
      const fill = cyclic(containerColours, column * 2 + row);
      const x = -250 + column * 64;
      const y = 2 - (row + 1) * 38;
      containers += `<rect x="${x}" y="${y}" width="60" height="34" rx="3" fill="${fill}"/>`;
      containers += `<path d="M${x + 15},${y + 6} V${y + 28} M${x + 30},${y + 6} V${y + 28} M${x + 45},${y + 6} V${y + 28}" stroke="${palette.navy}" stroke-opacity="0.22" stroke-width="3"/>`;
    }
  });
  return `
    ${containers}
    <rect x="150" y="-150" width="74" height="158" rx="6" fill="${palette.cream}"/>
    <rect x="150" y="-124" width="74" height="14" fill="${palette.navy}" opacity="0.8"/>
    <rect x="150" y="-90" width="74" height="12" fill="${palette.navy}" opacity="0.5"/>
    <rect x="172" y="-186" width="26" height="40" rx="4" fill="${palette.amber}"/>
    <rect x="134" y="-136" width="106" height="8" rx="4" fill="${palette.cream}"/>
    <path d="M-290,4 H300 L252,112 H-246 Z" fill="${palette.sky}"/>
    <path d="M-274,40 H284 L252,112 H-246 Z" fill="${palette.navy}" opacity="0.85"/>
    <path d="M-290,4 H300 L292,22 H-282 Z" fill="${palette.amber}"/>`;
}

export function aeroplane(fill: string): string {
  return `
    <path d="M-8,-6 L-36,-74 L-16,-74 L34,-6 Z M-8,6 L-36,74 L-16,74 L34,6 Z" fill="${fill}"/>
    <path d="M-52,-6 L-70,-34 L-58,-34 L-36,-6 Z M-52,6 L-70,34 L-58,34 L-36,6 Z" fill="${fill}"/>
    <path d="M-66,-7 H44 Q70,-7 78,0 Q70,7 44,7 H-66 Q-72,0 -66,-7 Z" fill="${palette.cream}"/>`;
}
