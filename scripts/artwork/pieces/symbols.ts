import { palette } from "../palette";
import { roundToTenth } from "../svg";

export interface ShieldColours {
  fill: string;
  mark: string;
  ring?: string;
}

export function shield({ fill, mark, ring }: ShieldColours): string {
  return (
    `<path d="M0,-62 L52,-44 V2 C52,38 28,60 0,72 C-28,60 -52,38 -52,2 V-44 Z" fill="${fill}"${
      ring ? ` stroke="${ring}" stroke-width="6" stroke-linejoin="round"` : ""
    }/>` +
    `<path d="M0,-62 L52,-44 V2 C52,38 28,60 0,72 Z" fill="${palette.white}" opacity="0.16"/>` +
    `<path d="M-22,4 L-6,20 L24,-14" fill="none" stroke="${mark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export const sparklePath = (size: number): string =>
  `M0,${-size} Q0,0 ${size},0 Q0,0 0,${size} Q0,0 ${-size},0 Q0,0 0,${-size} Z`;

export function sparkle(size: number): string {
  return `<path d="${sparklePath(size)}" fill="${palette.cream}"/>`;
}

export function plusSign(size: number, fill: string): string {
  const arm = size / 3;
  return `<path d="M${-arm},${-size} H${arm} V${-arm} H${size} V${arm} H${arm} V${size} H${-arm} V${arm} H${-size} V${-arm} H${-arm} Z" fill="${fill}"/>`;
}

export function heart(): string {
  return `<path d="M0,110 C-150,20 -180,-60 -140,-110 C-100,-160 -30,-150 0,-90 C30,-150 100,-160 140,-110 C180,-60 150,20 0,110 Z" fill="${palette.amber}"/>`;
}

/** The darker right lobe that makes `heart` look rounded. */
export function heartShade(): string {
  return `<path d="M0,110 C30,92 60,70 80,50 L0,-90 C30,-150 100,-160 140,-110 C180,-60 150,20 0,110 Z" fill="${palette.navy}" opacity="0.08"/>`;
}

export function gear(radius: number, teeth: number, fill: string): string {
  let d = "";
  const inner = radius * 0.82;
  for (let i = 0; i < teeth; i++) {
    const start = (i / teeth) * Math.PI * 2;
    const middle = start + (Math.PI * 2) / teeth / 2;
    const tooth: [distance: number, angle: number][] = [
      [inner, start],
      [radius, start + 0.08],
      [radius, middle - 0.08],
      [inner, middle],
    ];
    for (const [distance, angle] of tooth) {
      d += `${d ? "L" : "M"}${roundToTenth(Math.cos(angle) * distance)},${roundToTenth(Math.sin(angle) * distance)} `;
    }
    const end = start + (Math.PI * 2) / teeth;
    d += `A${inner},${inner} 0 0 1 ${roundToTenth(Math.cos(end) * inner)},${roundToTenth(Math.sin(end) * inner)} `;
  }
  return `<path d="${d}Z" fill="${fill}"/><circle r="${radius * 0.34}" fill="${palette.navy}"/>`;
}

export function coinStack(coins: number): string {
  const fill = palette.amber;
  let stack = "";
  for (let i = 0; i < coins; i++) {
    const y = -i * 16;
    stack += `<rect x="-42" y="${y - 14}" width="84" height="14" fill="${fill}"/><rect x="-42" y="${y - 14}" width="84" height="14" fill="${palette.navy}" opacity="0.22"/>`;
    stack += `<ellipse cx="0" cy="${y}" rx="42" ry="13" fill="${fill}"/><ellipse cx="0" cy="${y}" rx="42" ry="13" fill="${palette.navy}" opacity="0.22"/>`;
    stack += `<ellipse cx="0" cy="${y - 14}" rx="42" ry="13" fill="${fill}"/><ellipse cx="0" cy="${y - 14}" rx="28" ry="7" fill="none" stroke="${palette.cream}" stroke-opacity="0.6" stroke-width="3"/>`;
  }
  return stack;
}

export function padlock(): string {
  return `<path d="M-34,-20 V-52 A34,34 0 0 1 34,-52 V-20" fill="none" stroke="${palette.cream}" stroke-width="14"/>
    <rect x="-56" y="-24" width="112" height="92" rx="14" fill="${palette.amber}"/>
    <circle cy="14" r="13" fill="${palette.navy}"/><rect x="-5" y="18" width="10" height="28" rx="4" fill="${palette.navy}"/>`;
}

export function chatBubble(): string {
  return `<path d="M-70,-50 H70 Q90,-50 90,-30 V20 Q90,40 70,40 H-20 L-50,66 L-44,40 H-70 Q-90,40 -90,20 V-30 Q-90,-50 -70,-50 Z" fill="${palette.cream}"/>
    <circle cx="-36" cy="-5" r="9" fill="${palette.teal}"/><circle cy="-5" r="9" fill="${palette.teal}"/><circle cx="36" cy="-5" r="9" fill="${palette.teal}"/>`;
}

export function mapPin(fill: string): string {
  return `<path d="M0,0 C-10,-22 -36,-42 -36,-70 A36,36 0 0 1 36,-70 C36,-42 10,-22 0,0 Z" fill="${fill}"/><circle cy="-70" r="14" fill="${palette.cream}"/>`;
}
