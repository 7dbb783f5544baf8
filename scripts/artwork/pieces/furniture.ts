import { palette } from "../palette";

export function documentSheet(fill: string = palette.cream): string {
  return `<rect x="-60" y="-80" width="120" height="160" rx="8" fill="${fill}"/>
    <path d="M-38,-48 H38 M-38,-24 H38 M-38,0 H20 M-38,24 H38" stroke="${palette.navy}" stroke-opacity="0.35" stroke-width="7" stroke-linecap="round"/>
    <path d="M-38,50 L-24,62 L-2,38" fill="none" stroke="${palette.teal}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function table(width: number, height: number): string {
  const top = palette.cream;
  const apron = palette.sky;
  return `<rect x="${-width / 2 + 30}" y="20" width="18" height="${height - 20}" rx="6" fill="${top}"/>
    <rect x="${width / 2 - 48}" y="20" width="18" height="${height - 20}" rx="6" fill="${top}"/>
    <rect x="${-width / 2 + 20}" y="14" width="${width - 40}" height="46" rx="6" fill="${apron}"/>
    <rect x="${-width / 2 + 20}" y="14" width="${width - 40}" height="12" fill="${palette.navy}" opacity="0.12"/>
    <rect x="${-width / 2}" y="0" width="${width}" height="22" rx="8" fill="${top}"/>`;
}

export function laptop(): string {
  return `<path d="M-64,0 L-54,-84 H54 L64,0 Z" fill="${palette.sky}"/><path d="M-46,-74 H46 L40,-10 H-40 Z" fill="${palette.teal}" opacity="0.55"/>
    <rect x="-80" y="-4" width="160" height="10" rx="5" fill="${palette.cream}"/>`;
}

export function whiteboard(): string {
  return `<path d="M-110,0 L-80,-150 M110,0 L80,-150" stroke="${palette.cream}" stroke-width="8" stroke-linecap="round"/>
    <rect x="-150" y="-330" width="300" height="200" rx="10" fill="${palette.cream}"/>
    <rect x="-120" y="-230" width="40" height="70" rx="4" fill="${palette.lightTeal}"/>
    <rect x="-64" y="-260" width="40" height="100" rx="4" fill="${palette.teal}"/>
    <rect x="-8" y="-290" width="40" height="130" rx="4" fill="${palette.amber}"/>
    <path d="M60,-300 H124 M60,-276 H124 M60,-252 H104" stroke="${palette.navy}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
}

export function signpost(): string {
  return `<rect x="-8" y="-330" width="16" height="330" rx="6" fill="${palette.cream}"/>
    <path d="M10,-320 H150 L176,-296 L150,-272 H10 Z" fill="${palette.amber}"/>
    <path d="M-10,-262 H-150 L-176,-238 L-150,-214 H-10 Z" fill="${palette.teal}"/>
    <path d="M10,-204 H130 L156,-180 L130,-156 H10 Z" fill="${palette.lightTeal}"/>
    <path d="M34,-296 H116 M-36,-238 H-124 M34,-180 H100" stroke="${palette.navy}" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`;
}

function produce(x: number, fill: string): string {
  return Array.from({ length: 5 }, (_, i) => {
    const row = i < 3 ? 0 : 1;
    const cx = x - 26 + (row ? 13 + (i - 3) * 26 : i * 26);
    return `<circle cx="${cx}" cy="${-138 - row * 20}" r="13" fill="${fill}"/>`;
  }).join("");
}

/** In two parts, so that the trader can stand between her umbrella and her counter. */
export const marketStall = {
  umbrella(): string {
    const stripes = [-180, -108, -36, 36, 108]
      .map((x, i) => `<path d="M0,-440 L${x},-360 L${x + 72},-360 Z" fill="${i % 2 ? palette.cream : palette.teal}"/>`)
      .join("");
    return `<rect x="-6" y="-440" width="12" height="440" fill="${palette.cream}" opacity="0.8"/>
    ${stripes}
    <path d="M-180,-360 Q-144,-342 -108,-360 Q-72,-342 -36,-360 Q0,-342 36,-360 Q72,-342 108,-360 Q144,-342 180,-360" fill="${palette.amber}"/>`;
  },
  counter(): string {
    return `<rect x="-170" y="-124" width="340" height="124" rx="8" fill="${palette.sky}" opacity="0.9"/>
    <rect x="-170" y="-124" width="340" height="18" rx="8" fill="${palette.cream}"/>
    <path d="M-150,-90 H150 M-150,-56 H150 M-150,-22 H150" stroke="${palette.navy}" stroke-opacity="0.12" stroke-width="8"/>
    ${produce(-100, palette.amber)}${produce(0, palette.lightTeal)}${produce(100, palette.amber)}
    <ellipse cx="-100" cy="-126" rx="48" ry="10" fill="${palette.cream}" opacity="0.7"/>
    <ellipse cx="0" cy="-126" rx="48" ry="10" fill="${palette.cream}" opacity="0.7"/>
    <ellipse cx="100" cy="-126" rx="48" ry="10" fill="${palette.cream}" opacity="0.7"/>`;
  },
};

/** The view is clipped to the window by a nested <svg>, so a scene can draw it as if the window were the page. */
export function cityWindow(width: number, height: number, view: string): string {
  return `<rect width="${width}" height="${height}" rx="14" fill="${palette.deep}" opacity="0.55"/>
    <svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${view}</svg>
    <rect width="${width}" height="${height}" rx="14" fill="none" stroke="${palette.cream}" stroke-opacity="0.7" stroke-width="10"/>
    <path d="M${width / 3},0 V${height} M${(2 * width) / 3},0 V${height}" stroke="${palette.cream}" stroke-opacity="0.7" stroke-width="8"/>`;
}
