// Generates the site's original flat artwork (category and product banners, page heroes, client logos) from code-built SVG via sharp.
// Leaders have no drawn portraits: the site shows their initials until editors add photographs.
import sharp from "sharp";
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "data", "images");

// ---------------------------------------------------------------------------
// Palette (the only colours used in banners)
// ---------------------------------------------------------------------------
const P = {
  navy: "#0B3558",
  deep: "#082640",
  teal: "#0E7C7B",
  lteal: "#7CC6C4",
  amber: "#F2A541",
  cream: "#FFF7EA",
  sky: "#E8F1F8",
  white: "#FFFFFF",
};
const W = 1600;
const H = 900;
const CX = 1090; // pictogram centre (keeps the left ~45% calm for overlaid text)
const CY = 450;

// Deterministic PRNG (mulberry32) seeded from a string.
function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const g = (x, y, s, body, rot = 0) =>
  `<g transform="translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${rot})` : ""}${s !== 1 ? ` scale(${s})` : ""}">${body}</g>`;

// ---------------------------------------------------------------------------
// Shared backdrop of banners and page heroes: navy→teal gradient, faint cowry pattern, soft glow, sparkles
// ---------------------------------------------------------------------------
function cowry(x, y, rot, s = 1) {
  return g(
    x,
    y,
    s,
    `<ellipse rx="13" ry="18"/><path d="M0,-13 C-3,-6 3,0 0,6 C-2,9 0,12 0,13"/>` +
      `<path d="M-5,-8 H-1 M1,-4 H5 M-5,0 H-1 M1,4 H5 M-5,8 H-1"/>`,
    rot,
  );
}

/**
 * The layers under every banner and page hero, w × h: a navy→teal gradient with its navy stop at `navyAt`, the cowry
 * pattern at `cowries` opacity (faded out towards the right when `fade`), the shapes in `under`, then a soft glow
 * centred on (glow.x, glow.y), of opacity glow.inner at its centre and glow.mid = [offset, opacity] half way out.
 * The ids of its gradients and pattern start with `prefix`.
 */
function backdrop({ w, h, prefix = "", navyAt, cowries, fade = false, under = "", glow }) {
  const fadeDefs = fade
    ? `
    <linearGradient id="${prefix}fadeR" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="1"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0.15"/>
    </linearGradient>
    <mask id="${prefix}patMask"><rect width="${w}" height="${h}" fill="url(#${prefix}fadeR)"/></mask>`
    : "";
  const mask = fade ? ` mask="url(#${prefix}patMask)"` : "";
  return `
  <defs>
    <linearGradient id="${prefix}bg" x1="0" y1="0" x2="${w}" y2="${h}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${P.deep}"/>
      <stop offset="${navyAt}" stop-color="${P.navy}"/>
      <stop offset="1" stop-color="${P.teal}"/>
    </linearGradient>
    <radialGradient id="${prefix}glow" cx="${glow.x}" cy="${glow.y}" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${P.lteal}" stop-opacity="${glow.inner}"/>
      <stop offset="${glow.mid[0]}" stop-color="${P.lteal}" stop-opacity="${glow.mid[1]}"/>
      <stop offset="1" stop-color="${P.lteal}" stop-opacity="0"/>
    </radialGradient>${fadeDefs}
    <pattern id="${prefix}cowries" width="220" height="220" patternUnits="userSpaceOnUse">
      <g fill="none" stroke="${P.lteal}" stroke-width="2" stroke-linecap="round">
        ${cowry(55, 55, -28)}${cowry(165, 165, 22)}${cowry(165, 55, 70, 0.6)}${cowry(55, 165, -60, 0.6)}
      </g>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#${prefix}bg)"/>
  <rect width="${w}" height="${h}" fill="url(#${prefix}cowries)" opacity="${cowries}"${mask}/>${under}
  <rect width="${w}" height="${h}" fill="url(#${prefix}glow)"/>`;
}

/** Sparkles near `spots`, seeded by id: [x, y, size], each moved by up to ±spread/2 and sized from min to min + range. */
function scatter(id, spots, [spreadX, spreadY], [min, range]) {
  const rand = rng(id);
  return spots.map(([x, y]) => [x + (rand() - 0.5) * spreadX, y + (rand() - 0.5) * spreadY, min + rand() * range]);
}

/** A banner's backdrop: the shared layers, then rings round the pictogram, waves, a small sun and sparkles. */
function bannerBackdrop(id) {
  const spots = [
    [1440, 150],
    [1530, 330],
    [1380, 760],
    [820, 170],
    [1500, 560],
  ];
  const sparkles = scatter(id, spots, [60, 60], [6, 8])
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${r1(x)} ${r1(y)})" d="${sparklePath(s)}" fill="${P.cream}" opacity="0.55"/>`,
    )
    .join("");
  const wave = (y0, amp, len, phase) => {
    let d = `M0,${y0}`;
    for (let x = 0; x < W + len; x += len) {
      d += ` Q${x + len / 4 + phase},${y0 - amp} ${x + len / 2 + phase},${y0} T${x + len + phase},${y0}`;
    }
    return d + ` V${H} H0 Z`;
  };
  const under = `
  <path d="M${W},0 L${W - 520},0 L${W},${H * 0.62} Z" fill="${P.lteal}" opacity="0.06"/>
  <circle cx="${W + 40}" cy="-40" r="300" fill="${P.lteal}" opacity="0.07"/>`;
  const glow = { x: CX, y: CY - 20, inner: 0.42, mid: [0.55, 0.12] };
  return `${backdrop({ w: W, h: H, navyAt: 0.48, cowries: 0.075, fade: true, under, glow })}
  <circle cx="${CX}" cy="${CY - 20}" r="300" fill="none" stroke="${P.lteal}" stroke-opacity="0.16" stroke-width="2"/>
  <circle cx="${CX}" cy="${CY - 20}" r="350" fill="none" stroke="${P.lteal}" stroke-opacity="0.10" stroke-width="2" stroke-dasharray="4 14"/>
  <path d="${wave(800, 22, 320, 0)}" fill="${P.teal}" opacity="0.20"/>
  <path d="${wave(835, 16, 260, -90)}" fill="${P.deep}" opacity="0.35"/>
  <circle cx="1450" cy="165" r="9" fill="${P.amber}" opacity="0.9"/>
  <circle cx="1450" cy="165" r="22" fill="none" stroke="${P.amber}" stroke-opacity="0.45" stroke-width="2"/>
  ${sparkles}
  <ellipse cx="${CX}" cy="${CY + 196}" rx="360" ry="28" fill="${P.deep}" opacity="0.35"/>`;
}

// ---------------------------------------------------------------------------
// Reusable components (local coordinates, origin at centre / ground)
// ---------------------------------------------------------------------------
const HL = "#FFFFFF";

function shield({ fill = P.amber, mark = P.navy, ring = null } = {}) {
  return (
    `<path d="M0,-62 L52,-44 V2 C52,38 28,60 0,72 C-28,60 -52,38 -52,2 V-44 Z" fill="${fill}"${
      ring ? ` stroke="${ring}" stroke-width="6" stroke-linejoin="round"` : ""
    }/>` +
    `<path d="M0,-62 L52,-44 V2 C52,38 28,60 0,72 Z" fill="${HL}" opacity="0.16"/>` +
    `<path d="M-22,4 L-6,20 L24,-14" fill="none" stroke="${mark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

// Simple person pictogram, feet/base at y=0, ~136 tall.
function figure(body = P.teal, head = P.cream) {
  return `<path d="M-42,0 V-38 A42,42 0 0 1 42,-38 V0 Z" fill="${body}"/><circle cx="0" cy="-110" r="26" fill="${head}"/>`;
}

const sparklePath = (s) => `M0,${-s} Q0,0 ${s},0 Q0,0 0,${s} Q0,0 ${-s},0 Q0,0 0,${-s} Z`;

function sparkle(s, fill = P.cream) {
  return `<path d="${sparklePath(s)}" fill="${fill}"/>`;
}

function plus(s, fill = P.cream) {
  const t = s / 3;
  return `<path d="M${-t},${-s} H${t} V${-t} H${s} V${t} H${t} V${s} H${-t} V${t} H${-s} V${-t} H${-t} Z" fill="${fill}"/>`;
}

function wheel(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${P.deep}"/><circle cx="${x}" cy="${y}" r="${r * 0.48}" fill="${P.sky}"/><circle cx="${x}" cy="${y}" r="${r * 0.17}" fill="${P.navy}"/>`;
}

// Car side view, wheels touch y=112.
function car(body = P.amber) {
  return `
    <path d="M-120,-20 L-72,-98 Q-64,-110 -48,-110 L66,-110 Q82,-110 92,-98 L150,-20 Z" fill="${body}"/>
    <rect x="-220" y="-30" width="440" height="100" rx="34" fill="${body}"/>
    <path d="M-102,-28 L-64,-92 Q-60,-98 -52,-98 L-8,-98 L-8,-28 Z" fill="${P.sky}"/>
    <path d="M8,-28 L8,-98 L62,-98 Q72,-98 78,-90 L124,-28 Z" fill="${P.sky}"/>
    <path d="M-90,-40 L-70,-74 L-56,-74 L-76,-40 Z" fill="${HL}" opacity="0.6"/>
    <rect x="-200" y="12" width="400" height="8" rx="4" fill="${P.cream}" opacity="0.55"/>
    <line x1="0" y1="-28" x2="0" y2="60" stroke="${P.navy}" stroke-opacity="0.25" stroke-width="4"/>
    <rect x="-44" y="-14" width="26" height="7" rx="3.5" fill="${P.navy}" opacity="0.45"/>
    <rect x="32" y="-14" width="26" height="7" rx="3.5" fill="${P.navy}" opacity="0.45"/>
    <ellipse cx="208" cy="-4" rx="10" ry="13" fill="${P.cream}"/>
    <rect x="-223" y="-16" width="12" height="24" rx="4" fill="${P.teal}"/>
    <rect x="-220" y="44" width="440" height="26" rx="13" fill="${P.navy}" opacity="0.18"/>
    ${wheel(-128, 66, 46)}${wheel(128, 66, 46)}`;
}

// House with pitched roof, ground at y=0, width ~300.
function house({ wall = P.cream, roof = P.teal, door = P.navy, win = P.sky } = {}) {
  return `
    <rect x="60" y="-230" width="34" height="80" fill="${roof}"/>
    <rect x="-130" y="-150" width="260" height="150" fill="${wall}"/>
    <path d="M-162,-140 L0,-270 L162,-140 Z" fill="${roof}" stroke="${roof}" stroke-width="16" stroke-linejoin="round"/>
    <path d="M0,-270 L162,-140 L130,-140 L0,-244 Z" fill="${HL}" opacity="0.12"/>
    <rect x="-28" y="-88" width="56" height="88" rx="6" fill="${door}"/>
    <circle cx="16" cy="-42" r="4" fill="${P.amber}"/>
    <rect x="-108" y="-118" width="56" height="50" rx="4" fill="${win}"/>
    <rect x="52" y="-118" width="56" height="50" rx="4" fill="${win}"/>
    <path d="M-80,-118 V-68 M-108,-93 H-52 M80,-118 V-68 M52,-93 H108" stroke="${P.navy}" stroke-opacity="0.35" stroke-width="4"/>`;
}

// Office tower, ground at y=0.
function tower(w, h, { fill = P.sky, win = P.teal, cols = 3 } = {}) {
  const pad = 18;
  const gap = 12;
  const cw = (w - pad * 2 - gap * (cols - 1)) / cols;
  const rows = Math.floor((h - 60) / 46);
  let wins = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const op = (r * 7 + c * 3) % 5 === 0 ? 0.45 : 0.85;
      wins += `<rect x="${r1(-w / 2 + pad + c * (cw + gap))}" y="${-h + 26 + r * 46}" width="${r1(cw)}" height="30" rx="4" fill="${win}" opacity="${op}"/>`;
    }
  }
  return `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="6" fill="${fill}"/>
    <rect x="${-w / 2 - 8}" y="${-h - 12}" width="${w + 16}" height="18" rx="5" fill="${fill}"/>
    <rect x="0" y="${-h}" width="${w / 2}" height="${h}" fill="${P.navy}" opacity="0.07"/>${wins}`;
}

// Lorry, wheels touch y=126, spans about -260..210.
function lorry({ box = P.cream, cab = P.amber } = {}) {
  return `
    <rect x="-260" y="-110" width="320" height="186" rx="10" fill="${box}"/>
    <rect x="-260" y="40" width="320" height="14" fill="${P.teal}" opacity="0.8"/>
    <path d="M-240,-90 V20 M-150,-90 V20 M-60,-90 V20 M30,-90 V20" stroke="${P.navy}" stroke-opacity="0.08" stroke-width="6"/>
    ${g(-100, -30, 0.75, shield({ fill: P.teal, mark: P.cream }))}
    <path d="M72,84 V-52 Q72,-64 84,-64 H148 Q162,-64 170,-52 L206,-2 Q212,6 212,18 V84 Z" fill="${cab}"/>
    <path d="M92,-48 H144 L176,-6 H92 Z" fill="${P.sky}"/>
    <rect x="196" y="30" width="18" height="16" rx="4" fill="${P.cream}"/>
    <rect x="92" y="14" width="24" height="6" rx="3" fill="${P.navy}" opacity="0.4"/>
    <rect x="-262" y="76" width="476" height="16" rx="6" fill="${P.navy}"/>
    ${wheel(-200, 96, 30)}${wheel(-130, 96, 30)}${wheel(152, 96, 30)}`;
}

function road(y, x0, x1) {
  let dashes = "";
  for (let x = x0 + 30; x < x1 - 40; x += 90)
    dashes += `<rect x="${x}" y="${y + 15}" width="44" height="6" rx="3" fill="${P.cream}" opacity="0.55"/>`;
  return `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="36" rx="18" fill="${P.deep}" opacity="0.6"/>${dashes}`;
}

// Container ship, waterline near y=100.
function ship() {
  const colors = [P.amber, P.teal, P.lteal, P.cream, P.teal, P.amber, P.lteal];
  const heights = [3, 2, 3, 3, 2, 3];
  let boxes = "";
  for (let c = 0; c < 6; c++) {
    for (let r = 0; r < heights[c]; r++) {
      const fill = colors[(c * 2 + r) % colors.length];
      const x = -250 + c * 64;
      const y = 2 - (r + 1) * 38;
      boxes += `<rect x="${x}" y="${y}" width="60" height="34" rx="3" fill="${fill}"/>`;
      boxes += `<path d="M${x + 15},${y + 6} V${y + 28} M${x + 30},${y + 6} V${y + 28} M${x + 45},${y + 6} V${y + 28}" stroke="${P.navy}" stroke-opacity="0.22" stroke-width="3"/>`;
    }
  }
  return `
    ${boxes}
    <rect x="150" y="-150" width="74" height="158" rx="6" fill="${P.cream}"/>
    <rect x="150" y="-124" width="74" height="14" fill="${P.navy}" opacity="0.8"/>
    <rect x="150" y="-90" width="74" height="12" fill="${P.navy}" opacity="0.5"/>
    <rect x="172" y="-186" width="26" height="40" rx="4" fill="${P.amber}"/>
    <rect x="134" y="-136" width="106" height="8" rx="4" fill="${P.cream}"/>
    <path d="M-290,4 H300 L252,112 H-246 Z" fill="${P.sky}"/>
    <path d="M-274,40 H284 L252,112 H-246 Z" fill="${P.navy}" opacity="0.85"/>
    <path d="M-290,4 H300 L292,22 H-282 Z" fill="${P.amber}"/>`;
}

function seaWaves(y, x0, x1, color, op, amp = 12, len = 80, depth = 64) {
  // Wavy top edge, lens-shaped bottom so the water reads as a floating vignette.
  const n = Math.max(1, Math.round((x1 - x0) / len));
  const step = (x1 - x0) / n;
  let d = `M${x0},${y}`;
  for (let i = 0; i < n; i++) d += ` q${r1(step / 4)},${-amp} ${r1(step / 2)},0 t${r1(step / 2)},0`;
  d += ` A${r1((x1 - x0) / 2)},${depth} 0 0 1 ${x0},${y} Z`;
  return `<path d="${d}" fill="${color}" opacity="${op}"/>`;
}

// Top-view aeroplane pointing right, ~140 long.
function plane(fill = P.amber) {
  return `
    <path d="M-8,-6 L-36,-74 L-16,-74 L34,-6 Z M-8,6 L-36,74 L-16,74 L34,6 Z" fill="${fill}"/>
    <path d="M-52,-6 L-70,-34 L-58,-34 L-36,-6 Z M-52,6 L-70,34 L-58,34 L-36,6 Z" fill="${fill}"/>
    <path d="M-66,-7 H44 Q70,-7 78,0 Q70,7 44,7 H-66 Q-72,0 -66,-7 Z" fill="${P.cream}"/>`;
}

function heart(fill) {
  return `<path d="M0,110 C-150,20 -180,-60 -140,-110 C-100,-160 -30,-150 0,-90 C30,-150 100,-160 140,-110 C180,-60 150,20 0,110 Z" fill="${fill}"/>`;
}

function gear(r, teeth, fill, hole = P.navy) {
  let d = "";
  const inner = r * 0.82;
  for (let i = 0; i < teeth; i++) {
    const a0 = (i / teeth) * Math.PI * 2;
    const a1 = a0 + (Math.PI * 2) / teeth / 2;
    const pts = [
      [inner, a0],
      [r, a0 + 0.08],
      [r, a1 - 0.08],
      [inner, a1],
    ];
    for (const [rr, a] of pts) d += `${d ? "L" : "M"}${r1(Math.cos(a) * rr)},${r1(Math.sin(a) * rr)} `;
    const a2 = a0 + (Math.PI * 2) / teeth;
    d += `A${inner},${inner} 0 0 1 ${r1(Math.cos(a2) * inner)},${r1(Math.sin(a2) * inner)} `;
  }
  return `<path d="${d}Z" fill="${fill}"/><circle r="${r * 0.34}" fill="${hole}"/>`;
}

function coinStack(n, fill = P.amber) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const y = -i * 16;
    s += `<rect x="-42" y="${y - 14}" width="84" height="14" fill="${fill}"/><rect x="-42" y="${y - 14}" width="84" height="14" fill="${P.navy}" opacity="0.22"/>`;
    s += `<ellipse cx="0" cy="${y}" rx="42" ry="13" fill="${fill}"/><ellipse cx="0" cy="${y}" rx="42" ry="13" fill="${P.navy}" opacity="0.22"/>`;
    s += `<ellipse cx="0" cy="${y - 14}" rx="42" ry="13" fill="${fill}"/><ellipse cx="0" cy="${y - 14}" rx="28" ry="7" fill="none" stroke="${P.cream}" stroke-opacity="0.6" stroke-width="3"/>`;
  }
  return s;
}

function tree(canopy = P.teal, canopy2 = P.lteal) {
  return `<rect x="-10" y="-120" width="20" height="120" rx="6" fill="${P.cream}"/>
    <circle cx="0" cy="-170" r="70" fill="${canopy}"/><circle cx="-40" cy="-140" r="44" fill="${canopy2}" opacity="0.9"/><circle cx="36" cy="-200" r="34" fill="${canopy2}" opacity="0.55"/>`;
}

function ground(x0, x1, y = 150) {
  return `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="10" rx="5" fill="${P.lteal}" opacity="0.55"/>`;
}

// ---------------------------------------------------------------------------
// Product pictograms (local coords centred on 0,0, roughly ±280 × ±230)
// ---------------------------------------------------------------------------
const products = {
  "motor-insurance": () => `
    ${road(112, -320, 320)}
    <g stroke="${P.lteal}" stroke-width="8" stroke-linecap="round" opacity="0.75">
      <line x1="-310" y1="-50" x2="-250" y2="-50"/><line x1="-330" y1="-6" x2="-250" y2="-6"/><line x1="-300" y1="38" x2="-250" y2="38"/>
    </g>
    ${car(P.amber)}
    ${g(222, -178, 0.95, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}`,

  "fire-insurance": () => `
    ${ground(-270, 270)}
    ${g(-75, 150, 1, tower(220, 300, { fill: P.cream, win: P.teal, cols: 3 }))}
    ${g(115, 150, 1, tower(150, 180, { fill: P.sky, win: P.lteal, cols: 2 }))}
    ${g(
      115,
      -30,
      1,
      `
      <path d="M0,0 C-56,0 -74,-44 -62,-84 C-52,-114 -28,-124 -24,-156 C-4,-136 6,-112 2,-92 C16,-102 24,-120 22,-140 C54,-108 66,-72 60,-44 C54,-14 32,0 0,0 Z" fill="${P.amber}"/>
      <path d="M0,0 C-28,0 -38,-22 -32,-42 C-26,-58 -12,-64 -10,-82 C4,-70 8,-56 6,-44 C14,-50 18,-58 18,-68 C34,-52 36,-32 32,-20 C28,-6 16,0 0,0 Z" fill="${P.cream}"/>`,
    )}
    ${g(-210, 80, 0.85, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}
    <g fill="${P.lteal}">
      <path d="M230,-40 q10,16 0,22 q-10,-6 0,-22 Z"/><path d="M250,0 q10,16 0,22 q-10,-6 0,-22 Z"/><path d="M215,20 q10,16 0,22 q-10,-6 0,-22 Z"/>
    </g>`,

  "burglary-insurance": () => `
    ${ground(-270, 270)}
    <path d="M-230,-170 a34,34 0 1 0 38,42 a26,26 0 1 1 -38,-42 Z" fill="${P.cream}" opacity="0.9"/>
    ${g(-160, -190, 1, sparkle(8))}${g(-120, -150, 1, sparkle(5))}
    ${g(-60, 150, 1, house({ wall: P.cream, roof: P.teal }))}
    ${g(
      155,
      45,
      1,
      `
      <path d="M-44,-10 V-56 A44,44 0 0 1 44,-56 V-10" fill="none" stroke="${P.sky}" stroke-width="20"/>
      <rect x="-72" y="-20" width="144" height="124" rx="18" fill="${P.amber}"/>
      <rect x="-58" y="-8" width="16" height="98" rx="8" fill="${P.cream}" opacity="0.35"/>
      <circle cx="0" cy="28" r="15" fill="${P.navy}"/><path d="M-8,34 H8 L5,66 H-5 Z" fill="${P.navy}"/>`,
    )}`,

  "householder-insurance": () => `
    <path d="M-262,150 V-50 L0,-218 L262,-50 V150" fill="${P.deep}" fill-opacity="0.35" stroke="${P.lteal}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
    ${ground(-290, 290)}
    <rect x="-60" y="-120" width="120" height="80" rx="6" fill="${P.sky}"/>
    <path d="M-50,-50 L-18,-92 L6,-66 L22,-82 L50,-50 Z" fill="${P.teal}"/><circle cx="30" cy="-100" r="8" fill="${P.amber}"/>
    <rect x="-150" y="-10" width="300" height="90" rx="26" fill="${P.amber}"/>
    <rect x="-130" y="4" width="122" height="60" rx="16" fill="${P.cream}"/>
    <rect x="8" y="4" width="122" height="60" rx="16" fill="${P.cream}"/>
    <rect x="-160" y="62" width="320" height="48" rx="14" fill="${P.amber}"/>
    <rect x="-160" y="92" width="320" height="18" rx="9" fill="${P.navy}" opacity="0.15"/>
    <rect x="-196" y="26" width="54" height="88" rx="22" fill="${P.amber}"/>
    <rect x="142" y="26" width="54" height="88" rx="22" fill="${P.amber}"/>
    <rect x="-196" y="26" width="54" height="24" rx="12" fill="${HL}" opacity="0.2"/>
    <rect x="142" y="26" width="54" height="24" rx="12" fill="${HL}" opacity="0.2"/>
    <rect x="-170" y="112" width="14" height="30" rx="4" fill="${P.cream}"/><rect x="156" y="112" width="14" height="30" rx="4" fill="${P.cream}"/>
    <rect x="212" y="-60" width="6" height="210" fill="${P.cream}"/>
    <path d="M186,-104 H244 L256,-56 H174 Z" fill="${P.cream}"/>
    <path d="M176,-56 H254 L290,60 H140 Z" fill="${P.amber}" opacity="0.18"/>
    <rect x="196" y="140" width="38" height="10" rx="5" fill="${P.cream}"/>
    <path d="M-246,150 L-238,92 H-206 L-198,150 Z" fill="${P.cream}"/>
    <ellipse cx="-236" cy="50" rx="14" ry="40" fill="${P.teal}" transform="rotate(-20 -236 50)"/>
    <ellipse cx="-208" cy="46" rx="14" ry="44" fill="${P.lteal}" transform="rotate(18 -208 46)"/>
    <ellipse cx="-222" cy="34" rx="12" ry="50" fill="${P.teal}"/>`,

  "consequential-loss": () => `
    ${ground(-280, 280)}
    <rect x="-226" y="-190" width="34" height="120" rx="4" fill="${P.sky}"/>
    <circle cx="-196" cy="-222" r="20" fill="${P.lteal}" opacity="0.35"/><circle cx="-170" cy="-250" r="14" fill="${P.lteal}" opacity="0.22"/>
    <path d="M-250,-20 V-90 L-172,-20 V-90 L-94,-20 V-90 L-16,-20 V-90 L62,-20 Z" fill="${P.sky}"/>
    <path d="M-250,-90 L-172,-20 H-250 Z M-172,-90 L-94,-20 H-172 Z M-94,-90 L-16,-20 H-94 Z M-16,-90 L62,-20 H-16 Z" fill="${P.navy}" opacity="0.12"/>
    <rect x="-250" y="-22" width="312" height="172" fill="${P.cream}"/>
    <rect x="-226" y="6" width="56" height="40" rx="4" fill="${P.teal}"/><rect x="-150" y="6" width="56" height="40" rx="4" fill="${P.teal}" opacity="0.6"/><rect x="-74" y="6" width="56" height="40" rx="4" fill="${P.teal}"/>
    <rect x="-200" y="74" width="90" height="76" rx="4" fill="${P.navy}"/>
    <path d="M-200,94 H-110 M-200,114 H-110 M-200,134 H-110" stroke="${P.lteal}" stroke-opacity="0.5" stroke-width="4"/>
    ${g(
      130,
      10,
      1,
      `
      <circle r="118" fill="${P.cream}" stroke="${P.amber}" stroke-width="18"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="-4" y="-98" width="8" height="${i % 3 === 0 ? 22 : 12}" rx="3" fill="${P.navy}" transform="rotate(${i * 30})"/>`).join("")}
      <path d="M0,0 L-44,-34" stroke="${P.navy}" stroke-width="10" stroke-linecap="round"/>
      <path d="M0,0 L48,-56" stroke="${P.navy}" stroke-width="7" stroke-linecap="round"/>
      <circle r="10" fill="${P.amber}"/>
      ${g(82, 82, 1, `<circle r="40" fill="${P.teal}" stroke="${P.cream}" stroke-width="6"/><rect x="-16" y="-18" width="11" height="36" rx="4" fill="${P.cream}"/><rect x="5" y="-18" width="11" height="36" rx="4" fill="${P.cream}"/>`)}`,
    )}`,

  "contractors-insurance": () => `
    ${ground(-280, 280)}
    <g fill="none" stroke="${P.lteal}" stroke-width="10" stroke-linejoin="round">
      <rect x="40" y="-20" width="200" height="170"/>
      <path d="M40,37 H240 M40,94 H240 M107,-20 V150 M173,-20 V150"/>
    </g>
    <path d="M40,-20 L107,37 M107,37 L173,-20 M173,94 L240,37" stroke="${P.lteal}" stroke-opacity="0.5" stroke-width="5"/>
    <g fill="none" stroke="${P.cream}" stroke-width="7" stroke-linejoin="round">
      <path d="M-150,150 V-170 M-110,150 V-170"/>
      <path d="M-150,150 L-110,110 L-150,70 L-110,30 L-150,-10 L-110,-50 L-150,-90 L-110,-130 L-150,-170" stroke-width="4"/>
      <path d="M-230,-170 H250 M-110,-196 H250"/>
      <path d="M-100,-196 L-80,-170 L-50,-196 L-20,-170 L10,-196 L40,-170 L70,-196 L100,-170 L130,-196 L160,-170 L190,-196 L220,-170 L250,-196" stroke-width="4"/>
      <path d="M-150,-170 L-130,-240 L-110,-170 M-130,-240 L250,-196 M-130,-240 L-230,-170"/>
    </g>
    <rect x="-236" y="-166" width="56" height="40" rx="4" fill="${P.sky}"/>
    <rect x="-160" y="-166" width="60" height="40" rx="6" fill="${P.amber}"/><rect x="-150" y="-158" width="28" height="20" rx="3" fill="${P.sky}"/>
    <rect x="124" y="-170" width="32" height="14" rx="3" fill="${P.cream}"/>
    <line x1="140" y1="-156" x2="140" y2="-70" stroke="${P.cream}" stroke-width="4"/>
    <path d="M134,-70 h12 v10 a8,8 0 1 1 -12,6" fill="none" stroke="${P.cream}" stroke-width="5"/>
    <rect x="70" y="-52" width="140" height="20" rx="4" fill="${P.amber}"/>
    ${g(
      -10,
      140,
      0.9,
      `
      <path d="M-84,0 A84,80 0 0 1 84,0 Z" fill="${P.amber}"/>
      <rect x="-14" y="-80" width="28" height="80" rx="10" fill="${P.cream}" opacity="0.45"/>
      <rect x="-108" y="-6" width="216" height="20" rx="10" fill="${P.amber}"/>
      <rect x="-108" y="4" width="216" height="10" rx="5" fill="${P.navy}" opacity="0.2"/>`,
    )}`,

  "money-insurance": () => `
    ${ground(-280, 280)}
    <rect x="-240" y="-160" width="260" height="290" rx="22" fill="${P.sky}"/>
    <rect x="-220" y="-140" width="220" height="250" rx="14" fill="${P.cream}"/>
    <rect x="-232" y="-110" width="14" height="44" rx="5" fill="${P.navy}" opacity="0.6"/><rect x="-232" y="40" width="14" height="44" rx="5" fill="${P.navy}" opacity="0.6"/>
    ${g(
      -110,
      -15,
      1,
      `<circle r="62" fill="${P.navy}"/><circle r="46" fill="${P.teal}"/><circle r="14" fill="${P.cream}"/>
      ${Array.from({ length: 4 }, (_, i) => `<rect x="-5" y="-60" width="10" height="26" rx="5" fill="${P.cream}" transform="rotate(${i * 90 + 45})"/>`).join("")}
      ${Array.from({ length: 16 }, (_, i) => `<rect x="-2" y="-58" width="4" height="7" fill="${P.lteal}" transform="rotate(${i * 22.5})"/>`).join("")}`,
    )}
    <rect x="-36" y="-40" width="16" height="60" rx="8" fill="${P.navy}"/>
    <rect x="-220" y="130" width="40" height="20" rx="4" fill="${P.navy}"/><rect x="-60" y="130" width="40" height="20" rx="4" fill="${P.navy}"/>
    ${[
      [130, 30, -10],
      [150, 0, -4],
      [140, -32, 6],
    ]
      .map(([x, y, rot]) =>
        g(
          x,
          y,
          1,
          `
      <rect x="-100" y="-50" width="200" height="100" rx="10" fill="${P.teal}" stroke="${P.cream}" stroke-width="4"/>
      <rect x="-84" y="-36" width="168" height="72" rx="6" fill="none" stroke="${P.lteal}" stroke-width="3"/>
      <circle r="24" fill="${P.lteal}"/><circle r="12" fill="${P.teal}"/>
      <circle cx="-62" cy="-18" r="6" fill="${P.lteal}"/><circle cx="62" cy="18" r="6" fill="${P.lteal}"/>`,
          rot,
        ),
      )
      .join("")}
    ${g(210, 150, 1, coinStack(4))}
    ${g(70, 150, 0.8, coinStack(2))}`,

  "fidelity-guarantee": () => `
    ${ground(-280, 280)}
    <path d="M0,-220 L170,-160 V-10 C170,90 90,148 0,180 C-90,148 -170,90 -170,-10 V-160 Z" fill="${P.sky}"/>
    <path d="M0,-190 L142,-140 V-14 C142,72 76,122 0,150 C-76,122 -142,72 -142,-14 V-140 Z" fill="${P.lteal}" opacity="0.55"/>
    <path d="M0,-220 L170,-160 V-10 C170,90 90,148 0,180 Z" fill="${P.navy}" opacity="0.06"/>
    ${g(
      0,
      150,
      1,
      `
      <path d="M-96,0 V-52 C-96,-90 -62,-112 0,-112 C62,-112 96,-90 96,-52 V0 Z" fill="${P.teal}"/>
      <path d="M-26,-112 L0,-60 L26,-112 Z" fill="${P.cream}"/>
      <path d="M-8,-100 H8 L12,-40 L0,-26 L-12,-40 Z" fill="${P.amber}"/>
      <circle cy="-170" r="48" fill="${P.navy}"/>`,
    )}
    ${g(150, 120, 1, `<circle r="44" fill="${P.amber}" stroke="${P.cream}" stroke-width="6"/><path d="M-20,2 L-6,16 L20,-12" fill="none" stroke="${P.navy}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${g(
      -230,
      40,
      1,
      `<rect x="-56" y="-74" width="112" height="148" rx="10" fill="${P.cream}"/>
      <rect x="-16" y="-84" width="32" height="18" rx="5" fill="${P.teal}"/>
      <circle cy="-24" r="22" fill="${P.lteal}"/><path d="M-30,26 A30,26 0 0 1 30,26 Z" fill="${P.lteal}"/>
      <rect x="-36" y="40" width="72" height="7" rx="3.5" fill="${P.navy}" opacity="0.4"/><rect x="-26" y="54" width="52" height="7" rx="3.5" fill="${P.navy}" opacity="0.25"/>`,
      -10,
    )}
    ${g(236, -70, 1, `<circle r="30" fill="none" stroke="${P.amber}" stroke-width="14"/><path d="M30,0 H110 M92,0 V26 M72,0 V20" stroke="${P.amber}" stroke-width="14" stroke-linecap="round"/>`, 60)}`,

  "public-liability": () => `
    ${ground(-290, 290)}
    ${g(-225, 150, 1, tree())}
    ${g(
      20,
      150,
      1,
      `
      <rect x="-100" y="-96" width="200" height="16" rx="6" fill="${P.amber}"/><rect x="-100" y="-72" width="200" height="16" rx="6" fill="${P.amber}"/>
      <rect x="-110" y="-44" width="220" height="18" rx="6" fill="${P.amber}"/>
      <rect x="-110" y="-34" width="220" height="8" rx="4" fill="${P.navy}" opacity="0.2"/>
      <rect x="-90" y="-30" width="12" height="30" fill="${P.cream}"/><rect x="78" y="-30" width="12" height="30" fill="${P.cream}"/>
      <rect x="-84" y="-100" width="10" height="60" fill="${P.cream}"/><rect x="74" y="-100" width="10" height="60" fill="${P.cream}"/>`,
    )}
    ${g(178, 150, 1, figure(P.teal, P.cream))}
    ${g(240, 150, 0.72, figure(P.lteal, P.cream))}
    ${g(300, 150, 1, `<rect x="-4" y="-260" width="8" height="260" fill="${P.cream}"/><path d="M-22,-268 H22 L14,-290 H-14 Z" fill="${P.cream}"/><circle cy="-256" r="12" fill="${P.amber}"/><circle cy="-256" r="34" fill="${P.amber}" opacity="0.2"/>`)}
    ${g(-118, 150, 0.9, `<path d="M-34,0 L0,-80 L34,0" fill="none" stroke="${P.cream}" stroke-width="6"/><path d="M0,-128 L44,-52 H-44 Z" fill="${P.amber}" stroke="${P.amber}" stroke-width="10" stroke-linejoin="round"/><rect x="-5" y="-110" width="10" height="34" rx="5" fill="${P.navy}"/><circle cy="-64" r="6" fill="${P.navy}"/>`)}
    ${g(190, -160, 0.9, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}`,

  "transit-insurance": () => `
    ${road(126, -330, 330)}
    <g stroke="${P.lteal}" stroke-width="8" stroke-linecap="round" opacity="0.75">
      <line x1="-340" y1="-60" x2="-290" y2="-60"/><line x1="-360" y1="-14" x2="-285" y2="-14"/><line x1="-330" y1="32" x2="-290" y2="32"/>
    </g>
    ${g(10, 0, 1, lorry())}
    ${g(120, -180, 1, `<rect x="-40" y="-40" width="80" height="80" rx="8" fill="${P.amber}"/><path d="M-40,-8 H40" stroke="${P.cream}" stroke-width="8"/><path d="M-12,-40 V40" stroke="${P.cream}" stroke-width="8" opacity="0.6"/>`, -8)}
    ${g(220, -150, 1, `<rect x="-30" y="-30" width="60" height="60" rx="6" fill="${P.lteal}"/><path d="M-30,-4 H30" stroke="${P.cream}" stroke-width="6"/>`, 10)}
    <path d="M-170,-170 C-90,-230 10,-230 70,-190" fill="none" stroke="${P.cream}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 10"/>`,

  "marine-cargo": () => `
    <circle cx="40" cy="-196" r="40" fill="${P.amber}"/><circle cx="40" cy="-196" r="64" fill="${P.amber}" opacity="0.15"/>
    <path d="M-150,-196 q14,-14 28,0 q14,-14 28,0 M-80,-226 q10,-10 20,0 q10,-10 20,0" fill="none" stroke="${P.cream}" stroke-width="5" stroke-linecap="round"/>
    ${g(0, 20, 1, ship())}
    ${seaWaves(110, -320, 320, P.lteal, 0.55, 14, 90, 70)}
    ${seaWaves(132, -300, 300, P.teal, 0.9, 12, 70, 52)}
    ${g(-250, -130, 0.7, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}`,

  "group-life": () => `
    ${ground(-280, 280)}
    <path d="M-240,-40 A240,190 0 0 1 240,-40 Q180,-74 120,-40 Q60,-74 0,-40 Q-60,-74 -120,-40 Q-180,-74 -240,-40 Z" fill="${P.amber}"/>
    <path d="M0,-230 Q-80,-150 -120,-40 Q-60,-74 0,-40 Z" fill="${HL}" opacity="0.2"/>
    <path d="M0,-230 Q80,-150 120,-40 Q180,-74 240,-40 Q210,-170 0,-230 Z" fill="${P.navy}" opacity="0.1"/>
    <rect x="-6" y="-250" width="12" height="24" rx="4" fill="${P.cream}"/>
    <path d="M0,-40 V92 a18,18 0 0 1 -36,0" fill="none" stroke="${P.cream}" stroke-width="10" stroke-linecap="round"/>
    ${g(-160, 150, 1, figure(P.teal, P.cream))}
    ${g(-80, 150, 0.7, figure(P.lteal, P.cream))}
    ${g(80, 150, 0.7, figure(P.sky, P.cream))}
    ${g(160, 150, 1, figure(P.teal, P.cream))}`,

  "endowment-plans": () => `
    ${ground(-280, 280)}
    <rect x="-160" y="86" width="40" height="64" rx="12" fill="${P.sky}"/><rect x="-10" y="86" width="40" height="64" rx="12" fill="${P.sky}"/>
    <path d="M-214,40 c-30,-6 -34,-40 -8,-42 c20,-2 14,28 -8,22" fill="none" stroke="${P.cream}" stroke-width="8" stroke-linecap="round"/>
    <path d="M6,-50 L36,-104 L56,-44 Z" fill="${P.lteal}"/>
    <ellipse cx="-60" cy="40" rx="152" ry="112" fill="${P.cream}"/>
    <path d="M-60,-72 a152,112 0 0 1 152,112 h-30 a122,92 0 0 0 -122,-92 Z" fill="${HL}" opacity="0.35"/>
    <ellipse cx="96" cy="48" rx="30" ry="36" fill="${P.lteal}"/>
    <ellipse cx="88" cy="38" rx="5" ry="8" fill="${P.navy}"/><ellipse cx="104" cy="38" rx="5" ry="8" fill="${P.navy}"/>
    <circle cx="40" cy="4" r="9" fill="${P.navy}"/>
    <rect x="-100" y="-64" width="74" height="12" rx="6" fill="${P.navy}"/>
    ${g(-63, -140, 1, `<circle r="32" fill="${P.amber}"/><circle r="21" fill="none" stroke="${P.cream}" stroke-width="4"/>`)}
    ${g(200, 150, 1, coinStack(5))}
    <path d="M200,72 C196,20 210,-40 204,-110" fill="none" stroke="${P.teal}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="168" cy="-40" rx="40" ry="18" fill="${P.teal}" transform="rotate(-25 168 -40)"/>
    <ellipse cx="242" cy="-80" rx="44" ry="19" fill="${P.lteal}" transform="rotate(28 242 -80)"/>
    <ellipse cx="184" cy="-120" rx="34" ry="15" fill="${P.lteal}" transform="rotate(-40 184 -120)"/>
    <ellipse cx="222" cy="-158" rx="28" ry="13" fill="${P.teal}" transform="rotate(35 222 -158)"/>`,

  "education-plans": () => `
    ${ground(-280, 280)}
    ${[
      [-10, 90, 360, P.teal],
      [10, 30, 330, P.amber],
      [-14, -30, 350, P.lteal],
    ]
      .map(
        ([x, y, w, c]) => `
      <rect x="${x - w / 2}" y="${y}" width="${w}" height="60" rx="10" fill="${c}"/>
      <rect x="${x + w / 2 - 46}" y="${y + 10}" width="38" height="40" rx="4" fill="${P.cream}"/>
      <path d="M${x + w / 2 - 44},${y + 22} H${x + w / 2 - 10} M${x + w / 2 - 44},${y + 30} H${x + w / 2 - 10} M${x + w / 2 - 44},${y + 38} H${x + w / 2 - 10}" stroke="${P.navy}" stroke-opacity="0.2" stroke-width="3"/>
      <rect x="${x - w / 2 + 30}" y="${y}" width="18" height="60" fill="${P.navy}" opacity="0.18"/>`,
      )
      .join("")}
    <path d="M-124,-100 V-48 Q-20,-12 84,-48 V-100 Z" fill="${P.navy}"/>
    <path d="M-124,-100 V-48 Q-20,-12 84,-48 V-100 Z" fill="${P.sky}" opacity="0.15"/>
    <path d="M-20,-220 L200,-150 L-20,-80 L-240,-150 Z" fill="${P.cream}"/>
    <path d="M-20,-80 L200,-150 L200,-138 L-20,-68 L-240,-138 L-240,-150 Z" fill="${P.sky}"/>
    <path d="M-20,-150 L150,-130 V-40" fill="none" stroke="${P.amber}" stroke-width="6" stroke-linecap="round"/>
    <path d="M140,-44 H160 L166,0 H134 Z" fill="${P.amber}"/>
    <ellipse cx="-20" cy="-150" rx="14" ry="8" fill="${P.amber}"/>
    ${g(236, 40, 1, `<rect x="-20" y="-80" width="40" height="160" rx="20" fill="${P.cream}"/><ellipse cy="-80" rx="20" ry="8" fill="${P.sky}"/><rect x="-22" y="-10" width="44" height="20" fill="${P.amber}"/>`, 30)}`,

  "health-insurance": () => `
    ${g(30, 10, 1.12, heart(P.amber))}
    ${g(30, 10, 1.12, `<path d="M0,110 C30,92 60,70 80,50 L0,-90 C30,-150 100,-160 140,-110 C180,-60 150,20 0,110 Z" fill="${P.navy}" opacity="0.08"/>`)}
    <polyline points="-260,10 -110,10 -80,-50 -40,80 0,-70 30,40 50,10 300,10" fill="none" stroke="${P.cream}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M-190,-210 Q-205,-150 -160,-120 M-120,-210 Q-105,-150 -160,-120" fill="none" stroke="${P.lteal}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="-190" cy="-214" r="9" fill="${P.sky}"/><circle cx="-120" cy="-214" r="9" fill="${P.sky}"/>
    <path d="M-160,-120 C-200,-40 -240,90 -150,150 C-60,210 140,190 200,140" fill="none" stroke="${P.lteal}" stroke-width="12" stroke-linecap="round"/>
    ${g(214, 130, 1, `<circle r="40" fill="${P.sky}"/><circle r="26" fill="${P.lteal}"/><circle r="10" fill="${P.sky}"/>`)}
    ${g(220, -170, 1, plus(26, P.cream))}${g(270, -100, 1, plus(14, P.lteal))}`,

  "group-accident": () => `
    ${ground(-280, 280)}
    <path d="M0,-230 L190,-166 V-10 C190,96 100,156 0,190 C-100,156 -190,96 -190,-10 V-166 Z" fill="${P.lteal}" opacity="0.28"/>
    <path d="M0,-230 L190,-166 V-10 C190,96 100,156 0,190 C-100,156 -190,96 -190,-10 V-166 Z" fill="none" stroke="${P.cream}" stroke-opacity="0.6" stroke-width="6"/>
    ${g(-110, 150, 1.05, figure(P.teal, P.cream))}
    ${g(0, 150, 1.15, figure(P.amber, P.cream))}
    ${g(110, 150, 1.05, figure(P.teal, P.cream))}
    ${g(
      170,
      -130,
      1,
      `
      <rect x="-110" y="-38" width="220" height="76" rx="38" fill="${P.cream}"/>
      <rect x="-36" y="-38" width="72" height="76" fill="${P.amber}" opacity="0.45"/>
      ${[-20, 0, 20].map((x) => [-16, 0, 16].map((y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${P.cream}"/>`).join("")).join("")}
      <circle cx="-70" cy="-12" r="3.5" fill="${P.navy}" opacity="0.25"/><circle cx="-80" cy="10" r="3.5" fill="${P.navy}" opacity="0.25"/><circle cx="-58" cy="12" r="3.5" fill="${P.navy}" opacity="0.25"/>
      <circle cx="70" cy="-12" r="3.5" fill="${P.navy}" opacity="0.25"/><circle cx="80" cy="10" r="3.5" fill="${P.navy}" opacity="0.25"/><circle cx="58" cy="12" r="3.5" fill="${P.navy}" opacity="0.25"/>`,
      -32,
    )}
    ${g(-200, -170, 1, plus(24, P.amber))}`,

  "travel-insurance": () => {
    const globe = `
      <defs><clipPath id="globeClip"><circle r="170"/></clipPath></defs>
      <circle r="170" fill="${P.lteal}"/>
      <g clip-path="url(#globeClip)">
        <path d="M-28,-52 C-6,-64 30,-58 52,-44 C70,-30 92,-20 96,4 C100,28 80,40 74,62 C66,92 50,116 30,140 C16,154 2,150 -2,128 C-6,104 -22,84 -24,60 C-26,40 -50,34 -66,20 C-80,6 -74,-20 -60,-36 C-52,-44 -40,-48 -28,-52 Z" fill="${P.teal}"/>
        <path d="M-60,-80 C-40,-110 0,-120 30,-112 C50,-104 44,-84 20,-78 C0,-72 -20,-74 -40,-66 C-56,-60 -70,-66 -60,-80 Z" fill="${P.teal}"/>
        <path d="M-190,-40 C-160,-60 -140,-30 -150,0 C-160,40 -176,70 -200,90 Z" fill="${P.teal}"/>
        <path d="M110,-100 C150,-110 190,-80 200,-40 L200,-10 C170,-30 140,-40 120,-60 C104,-74 96,-92 110,-100 Z" fill="${P.teal}"/>
        <ellipse rx="170" ry="56" fill="none" stroke="${P.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <ellipse rx="70" ry="170" fill="none" stroke="${P.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <path d="M-170,0 H170 M0,-170 V170" stroke="${P.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <path d="M0,-170 A170,170 0 0 1 0,170 A120,170 0 0 0 0,-170 Z" fill="${P.navy}" opacity="0.12"/>
      </g>
      <circle cx="6" cy="40" r="9" fill="${P.amber}" stroke="${P.cream}" stroke-width="4"/>`;
    return `
    ${g(-40, 0, 1, globe)}
    <path d="M-260,150 C-300,20 -220,-180 -20,-216 C60,-228 130,-214 180,-190" fill="none" stroke="${P.cream}" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>
    ${g(220, -170, 1, plane(P.amber), 18)}
    ${g(
      220,
      110,
      1,
      `<rect x="-66" y="-86" width="132" height="172" rx="12" fill="${P.teal}" stroke="${P.cream}" stroke-width="5"/>
      <circle cy="-18" r="34" fill="none" stroke="${P.cream}" stroke-width="5"/><ellipse cy="-18" rx="14" ry="34" fill="none" stroke="${P.cream}" stroke-width="4"/><path d="M-34,-18 H34" stroke="${P.cream}" stroke-width="4"/>
      <rect x="-40" y="36" width="80" height="9" rx="4.5" fill="${P.cream}"/><rect x="-28" y="54" width="56" height="8" rx="4" fill="${P.lteal}"/>`,
      8,
    )}`;
  },
};

// ---------------------------------------------------------------------------
// Category scenes (slightly broader compositions)
// ---------------------------------------------------------------------------
const categories = {
  "property-casualty": () => `
    <path d="M0,-250 L250,-170 V-20 C250,100 130,176 0,216 C-130,176 -250,100 -250,-20 V-170 Z" fill="${P.lteal}" opacity="0.22"/>
    <path d="M0,-250 L250,-170 V-20 C250,100 130,176 0,216 C-130,176 -250,100 -250,-20 V-170 Z" fill="none" stroke="${P.cream}" stroke-opacity="0.55" stroke-width="6"/>
    ${ground(-320, 320)}
    ${g(40, 150, 1, tower(130, 330, { fill: P.sky, win: P.teal, cols: 2 }))}
    ${g(150, 150, 1, tower(100, 220, { fill: P.cream, win: P.lteal, cols: 2 }))}
    ${g(-140, 150, 0.85, house({ wall: P.cream, roof: P.teal }))}
    ${g(205, 122, 0.45, car(P.amber))}
    ${g(230, -210, 0.8, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  business: () => `
    ${ground(-320, 320)}
    ${g(-170, 150, 1, tower(120, 280, { fill: P.sky, win: P.lteal, cols: 2 }))}
    ${g(-40, 150, 1, tower(150, 370, { fill: P.cream, win: P.teal, cols: 3 }))}
    <g>
      <rect x="110" y="50" width="34" height="100" rx="4" fill="${P.lteal}"/>
      <rect x="158" y="10" width="34" height="140" rx="4" fill="${P.lteal}"/>
      <rect x="206" y="-40" width="34" height="190" rx="4" fill="${P.teal}" stroke="${P.lteal}" stroke-width="3"/>
    </g>
    <path d="M90,20 L150,-30 L190,-10 L270,-110" fill="none" stroke="${P.amber}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M238,-116 L276,-118 L270,-80 Z" fill="${P.amber}" stroke="${P.amber}" stroke-width="6" stroke-linejoin="round"/>
    ${g(
      0,
      150,
      1,
      `
      <path d="M-40,-120 V-140 Q-40,-152 -28,-152 H28 Q40,-152 40,-140 V-120" fill="none" stroke="${P.cream}" stroke-width="12"/>
      <rect x="-110" y="-124" width="220" height="124" rx="16" fill="${P.amber}"/>
      <rect x="-110" y="-124" width="220" height="50" rx="16" fill="${HL}" opacity="0.18"/>
      <rect x="-110" y="-74" width="220" height="8" fill="${P.navy}" opacity="0.25"/>
      <rect x="-16" y="-84" width="32" height="26" rx="5" fill="${P.cream}"/>`,
    )}
    ${g(-250, -150, 0.8, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}`,

  "transportation-logistics": () => `
    ${seaWaves(-30, 20, 330, P.lteal, 0.4, 8, 62, 40)}
    ${g(190, -44, 0.42, ship())}
    ${g(-150, -190, 0.8, plane(P.amber), -14)}
    <path d="M-320,-90 C-280,-130 -250,-155 -220,-170" fill="none" stroke="${P.cream}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 10"/>
    ${road(126, -330, 330)}
    ${g(-110, 28, 0.78, lorry())}
    ${g(140, 96, 1, `<rect x="-30" y="-30" width="60" height="60" rx="6" fill="${P.amber}"/><path d="M-30,-5 H30" stroke="${P.cream}" stroke-width="7"/>`)}
    ${g(134, 41, 1, `<rect x="-22" y="-22" width="44" height="44" rx="5" fill="${P.cream}"/><path d="M-22,-3 H22" stroke="${P.amber}" stroke-width="5"/>`, 8)}`,

  "life-health": () => `
    ${g(0, -70, 1.25, heart(P.amber))}
    ${g(0, -70, 1.25, `<path d="M0,110 C30,92 60,70 80,50 L0,-90 C30,-150 100,-160 140,-110 C180,-60 150,20 0,110 Z" fill="${P.navy}" opacity="0.08"/>`)}
    <polyline points="-300,-70 -130,-70 -100,-130 -60,0 -20,-150 20,-40 40,-70 300,-70" fill="none" stroke="${P.cream}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
    ${ground(-300, 300)}
    ${g(-170, 150, 1, figure(P.teal, P.cream))}
    ${g(-80, 150, 0.72, figure(P.lteal, P.cream))}
    ${g(80, 150, 0.72, figure(P.sky, P.cream))}
    ${g(170, 150, 1, figure(P.teal, P.cream))}
    ${g(260, -200, 1, plus(24, P.cream))}${g(-260, -190, 1, plus(16, P.lteal))}`,

  specialized: () => `
    ${g(
      -90,
      10,
      1,
      `
      <g fill="none" stroke="${P.cream}" stroke-width="8" stroke-linejoin="round">
        <path d="M-110,120 L-80,-40 M110,120 L80,-40 M-94,40 H94 M-100,80 H100 M-94,40 L100,80 M94,40 L-100,80 M-86,0 H86 M-86,0 L94,40 M86,0 L-94,40"/>
      </g>
      <rect x="-150" y="-70" width="300" height="36" rx="6" fill="${P.sky}"/>
      <rect x="-130" y="-130" width="120" height="60" rx="6" fill="${P.cream}"/>
      <rect x="-114" y="-116" width="30" height="18" rx="3" fill="${P.teal}"/><rect x="-74" y="-116" width="30" height="18" rx="3" fill="${P.teal}"/>
      <path d="M40,-70 L70,-250 L100,-70 M50,-130 H90 M56,-180 H84" fill="none" stroke="${P.amber}" stroke-width="8" stroke-linejoin="round"/>
      <path d="M100,-250 H150 V-220" fill="none" stroke="${P.amber}" stroke-width="6"/>
      <circle cx="-60" cy="-160" r="22" fill="${P.lteal}" opacity="0.5"/>
      <rect x="130" y="-90" width="12" height="24" fill="${P.sky}"/>
      <path d="M142,-92 q20,-12 14,-34 q-4,14 -14,18 Z" fill="${P.amber}"/>`,
    )}
    ${seaWaves(116, -320, 320, P.lteal, 0.5, 14, 90, 64)}
    ${seaWaves(138, -300, 300, P.teal, 0.9, 12, 70, 46)}
    ${g(210, -120, 1, gear(64, 10, P.lteal, P.navy))}
    ${g(270, -30, 1, gear(38, 8, P.amber, P.navy))}
    ${g(-240, -190, 0.55, plane(P.cream), -20)}
    ${g(250, 90, 0.75, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,
};

function banner(id, art) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${bannerBackdrop(id)}
  <g transform="translate(${CX} ${CY}) scale(1.1)">${art}</g>
</svg>`;
}

// ---------------------------------------------------------------------------
// Client logos (single colour #334E68 on transparent)
// ---------------------------------------------------------------------------
const INK = "#334E68";
const FONT = "Arial, Helvetica, sans-serif";

const clients = [
  {
    slug: "nimbus-data-systems",
    name: "Nimbus Data Systems",
    word: "Nimbus",
    sub: "DATA SYSTEMS",
    size: 26,
    mark: `<path d="M20,54 H56 A11,11 0 0 0 56,32 A15,15 0 0 0 28,28 A13,13 0 0 0 20,54 Z" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linejoin="round"/>
      <path d="M30,44 L40,38 L50,44" fill="none" stroke="${INK}" stroke-width="2.5"/>
      <circle cx="30" cy="44" r="4" fill="${INK}"/><circle cx="40" cy="38" r="4" fill="${INK}"/><circle cx="50" cy="44" r="4" fill="${INK}"/>
      <path d="M30,60 V68 M40,60 V72 M50,60 V68" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "harbor-trust-finance",
    name: "Harbor Trust Finance",
    word: "Harbor Trust",
    sub: "FINANCE",
    size: 21,
    mark: `<rect x="12" y="12" width="56" height="56" rx="14" fill="none" stroke="${INK}" stroke-width="3.5"/>
      <circle cx="40" cy="24" r="5" fill="none" stroke="${INK}" stroke-width="3.5"/>
      <path d="M40,29 V58 M30,36 H50 M24,46 C26,56 34,59 40,59 C46,59 54,56 56,46" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>
      <path d="M20,48 L24,42 L29,48 Z M60,48 L56,42 L51,48 Z" fill="${INK}"/>`,
  },
  {
    slug: "meridian-advisory",
    name: "Meridian Advisory",
    word: "Meridian",
    sub: "ADVISORY",
    size: 26,
    mark: `<circle cx="40" cy="40" r="26" fill="none" stroke="${INK}" stroke-width="4"/>
      <ellipse cx="40" cy="40" rx="11" ry="26" fill="none" stroke="${INK}" stroke-width="3"/>
      <path d="M14,40 H66 M19,27 H61 M19,53 H61" fill="none" stroke="${INK}" stroke-width="2.5"/>
      <path d="M40,6 L43,12 L40,18 L37,12 Z" fill="${INK}"/>`,
  },
  {
    slug: "savanna-freight",
    name: "Savanna Freight",
    word: "Savanna",
    sub: "FREIGHT",
    size: 26,
    mark: `<path d="M14,32 C18,22 30,20 40,22 C50,19 62,22 66,30 C60,34 50,33 42,34 C34,35 22,36 14,32 Z" fill="${INK}"/>
      <path d="M40,34 V58 M40,44 L30,34 M40,46 L52,34" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>
      <path d="M10,60 H70" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>
      <path d="M18,68 H46 M52,68 H62" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "baobab-microfinance",
    name: "Baobab Microfinance",
    word: "Baobab",
    sub: "MICROFINANCE",
    size: 26,
    mark: `<circle cx="40" cy="40" r="28" fill="none" stroke="${INK}" stroke-width="3"/>
      <path d="M30,62 C33,52 33,42 32,32 H48 C47,42 47,52 50,62 Z" fill="${INK}"/>
      <path d="M34,32 L27,25 M38,32 L36,21 M42,32 L44,21 M46,32 L53,25" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>
      <circle cx="26" cy="24" r="4" fill="${INK}"/><circle cx="35.5" cy="19" r="4" fill="${INK}"/><circle cx="44.5" cy="19" r="4" fill="${INK}"/><circle cx="54" cy="24" r="4" fill="${INK}"/>
      <path d="M27,62 H53" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    slug: "lumen-tech-labs",
    name: "Lumen Tech Labs",
    word: "Lumen",
    sub: "TECH LABS",
    size: 26,
    mark: `<path d="M40,20 A16,16 0 0 1 50,48 V54 H30 V48 A16,16 0 0 1 40,20 Z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M32,60 H48 M35,66 H45" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>
      <path d="M40,30 V44 M35,36 L40,30 L45,36" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M40,6 V12 M18,14 L22,18 M62,14 L58,18 M10,34 H16 M64,34 H70" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`,
  },
];

function logoSvg(c) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-labelledby="${c.slug}-title">
  <title id="${c.slug}-title">${c.name}</title>
  <g>${c.mark}</g>
  <text x="82" y="42" font-family="${FONT}" font-size="${c.size}" font-weight="700" fill="${INK}">${c.word}</text>
  <text x="83" y="60" font-family="${FONT}" font-size="10.5" font-weight="400" letter-spacing="2.4" fill="${INK}">${c.sub}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------
// Page heroes: one scene per page, drawn for the right half of the page's top band (4:3). People are at the
// centre of each: flat shapes with no faces, as the site shows its leaders by their initials, in Lagos or Abuja.
// ---------------------------------------------------------------------------
const HW = 1200;
const HH = 900;
/** Skin tones of the figures (the one addition to the banners' palette). */
const SKIN = ["#8A5A3C", "#6B4129", "#A36B45"];

function heroBackdrop(id, { sun = [960, 150], glow: [gx, gy] = [600, 560] } = {}) {
  const spots = [
    [150, 120],
    [330, 70],
    [1080, 330],
    [760, 90],
  ];
  const sparkles = scatter(id, spots, [50, 40], [5, 6])
    .map(([x, y, s]) => g(x, y, 1, sparkle(s)))
    .join("");
  const glow = { x: gx, y: gy, inner: 0.34, mid: [0.6, 0.1] };
  return `${backdrop({ w: HW, h: HH, prefix: "h", navyAt: 0.5, cowries: 0.05, glow })}
  <circle cx="${sun[0]}" cy="${sun[1]}" r="92" fill="${P.amber}" opacity="0.14"/>
  <circle cx="${sun[0]}" cy="${sun[1]}" r="50" fill="${P.amber}"/>
  <g fill="${P.cream}" opacity="0.5">${sparkles}</g>`;
}

/** The ground the figures stand on, from y to the bottom edge. */
function heroGround(y) {
  return `<rect x="0" y="${y}" width="${HW}" height="${HH - y}" fill="${P.deep}" opacity="0.5"/>
    <rect x="0" y="${y}" width="${HW}" height="8" fill="${P.lteal}" opacity="0.5"/>`;
}

/** A row of distant towers between x0 and x1 standing on base. */
function skyline(seed, x0, x1, base, { fill = P.sky, opacity = 0.16, minH = 110, maxH = 300 } = {}) {
  const rand = rng(seed);
  let towers = "";
  for (let x = x0; x < x1;) {
    const w = 46 + rand() * 64;
    const h = minH + rand() * (maxH - minH);
    towers += `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" rx="3"/>`;
    if (rand() < 0.3) towers += `<rect x="${r1(x + w / 2 - 2)}" y="${r1(base - h - 34)}" width="4" height="36"/>`;
    x += w + 8 + rand() * 16;
  }
  return `<g fill="${fill}" opacity="${opacity}">${towers}</g>`;
}

/** The Lekki–Ikoyi Link Bridge's single pylon and fanned cables over the lagoon, deck at y. */
function linkBridge(x, y, span, height) {
  let cables = "";
  for (let i = 1; i <= 7; i++) {
    const top = y - height + 16 + i * 9;
    cables += `M${x},${top} L${r1(x - (i * span) / 16)},${y} M${x},${top} L${r1(x + (i * span) / 16)},${y} `;
  }
  return `<g opacity="0.55">
    <path d="${cables}" stroke="${P.cream}" stroke-width="2.5" fill="none"/>
    <path d="M${x - 9},${y + 60} L${x - 4},${y - height} H${x + 4} L${x + 9},${y + 60} Z" fill="${P.cream}"/>
    <rect x="${x - span / 2}" y="${y}" width="${span}" height="9" rx="4" fill="${P.cream}"/>
    <path d="M${x - span / 2 + 40},${y + 9} V${y + 60} M${x + span / 2 - 40},${y + 9} V${y + 60}" stroke="${P.cream}" stroke-width="8"/>
  </g>`;
}

/** Aso Rock, the granite outcrop over Abuja, base at y. */
function asoRock(x, y, w, h) {
  return `<path d="M${x - w / 2},${y} C${x - w * 0.44},${y - h * 0.55} ${x - w * 0.3},${y - h} ${x - w * 0.04},${y - h}
      C${x + w * 0.22},${y - h} ${x + w * 0.3},${y - h * 0.7} ${x + w * 0.36},${y - h * 0.5}
      C${x + w * 0.42},${y - h * 0.3} ${x + w * 0.47},${y - h * 0.2} ${x + w / 2},${y} Z" fill="${P.lteal}" opacity="0.2"/>
    <path d="M${x - w * 0.1},${y - h * 0.92} C${x - w * 0.16},${y - h * 0.6} ${x - w * 0.12},${y - h * 0.3} ${x - w * 0.2},${y}
      M${x + w * 0.16},${y - h * 0.85} C${x + w * 0.1},${y - h * 0.5} ${x + w * 0.16},${y - h * 0.25} ${x + w * 0.1},${y}"
      fill="none" stroke="${P.deep}" stroke-opacity="0.25" stroke-width="6"/>`;
}

function palm(x, y, h, lean = 1) {
  const top = [x + lean * 26, y - h];
  const fronds = [-150, -115, -65, -30, 15, -180, 40]
    .map(
      (angle, i) =>
        `<ellipse cx="${r1(top[0] + Math.cos((angle * Math.PI) / 180) * 48)}" cy="${r1(top[1] + Math.sin((angle * Math.PI) / 180) * 30 + 10)}" rx="58" ry="13" fill="${i % 2 ? P.lteal : P.teal}" transform="rotate(${angle < -90 ? angle + 180 : angle} ${r1(top[0] + Math.cos((angle * Math.PI) / 180) * 48)} ${r1(top[1] + Math.sin((angle * Math.PI) / 180) * 30 + 10)})"/>`,
    )
    .join("");
  return `<path d="M${x},${y} Q${x + lean * 4},${y - h * 0.6} ${top[0]},${top[1]}" fill="none" stroke="${P.cream}" stroke-opacity="0.8" stroke-width="12" stroke-linecap="round"/>${fronds}`;
}

/**
 * A standing figure, feet at y=0 and about 330 tall: head, body and limbs as plain shapes, no face.
 * wear: "trousers", "wrapper" (a long skirt) or "kaftan" (a long shirt over trousers); head: "hair", "gele"
 * (a tied head wrap), "fila" (a cap) or "braids"; arms: [left, right], each "down", "front" (holding something
 * in front), "up" (raised, as in a wave) or "out" (held out, as in pointing).
 */
function person({
  skin = SKIN[0],
  top = P.teal,
  bottom = P.navy,
  wear = "trousers",
  head = "hair",
  accent = P.amber,
  arms = ["down", "down"],
} = {}) {
  const legs = {
    trousers: `<rect x="-34" y="-160" width="30" height="156" rx="12" fill="${bottom}"/><rect x="4" y="-160" width="30" height="156" rx="12" fill="${bottom}"/>`,
    wrapper: `<path d="M-38,-164 H38 L48,-14 Q48,-4 38,-4 H-38 Q-48,-4 -48,-14 Z" fill="${bottom}"/><path d="M-40,-120 H40" stroke="${accent}" stroke-width="8" opacity="0.8"/>`,
    kaftan: `<rect x="-32" y="-80" width="28" height="76" rx="12" fill="${bottom}"/><rect x="4" y="-80" width="28" height="76" rx="12" fill="${bottom}"/><path d="M-42,-170 H42 L48,-70 Q48,-62 40,-62 H-40 Q-48,-62 -48,-70 Z" fill="${top}"/>`,
  }[wear];
  const shoes = `<rect x="-38" y="-12" width="34" height="14" rx="7" fill="${P.deep}"/><rect x="4" y="-12" width="34" height="14" rx="7" fill="${P.deep}"/>`;
  const hair = {
    hair: `<path d="M-26,-300 A26,26 0 0 1 26,-300 Q26,-318 12,-326 Q0,-332 -12,-326 Q-26,-318 -26,-300 Z" fill="${P.deep}"/>`,
    braids: `<path d="M-27,-298 A27,27 0 0 1 27,-298 Q30,-322 0,-332 Q-30,-322 -27,-298 Z" fill="${P.deep}"/><rect x="-31" y="-306" width="12" height="48" rx="6" fill="${P.deep}"/><rect x="19" y="-306" width="12" height="48" rx="6" fill="${P.deep}"/>`,
    gele: `<path d="M-32,-304 Q-58,-344 -18,-352 Q0,-376 18,-352 Q58,-344 32,-304 Q0,-318 -32,-304 Z" fill="${accent}"/><path d="M-22,-330 Q0,-342 22,-330 M-12,-350 Q0,-356 12,-350" fill="none" stroke="${P.navy}" stroke-opacity="0.3" stroke-width="4"/>`,
    fila: `<path d="M-26,-308 L-22,-336 Q2,-346 25,-334 L26,-308 Q0,-316 -26,-308 Z" fill="${accent}"/>`,
  }[head];
  const shoulder = 38;
  const arm = (side, pose) => {
    const sx = side * shoulder;
    const [ex, ey, hx, hy] = {
      down: [side * 50, -206, side * 50, -158],
      front: [side * 50, -200, side * 14, -196],
      table: [side * 52, -200, side * 34, -166],
      up: [side * 70, -262, side * 74, -318],
      out: [side * 74, -232, side * 112, -246],
    }[pose];
    const line = `M${sx},-250 L${ex},${ey} L${hx},${hy}`;
    return `<path d="${line}" fill="none" stroke="${top}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="${line}" fill="none" stroke="${P.deep}" stroke-opacity="0.22" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="${hx}" cy="${hy}" r="12" fill="${skin}"/>`;
  };
  return `${legs}${shoes}
    <path d="M-46,-244 Q-46,-268 -24,-268 H24 Q46,-268 46,-244 L40,-150 H-40 Z" fill="${top}"/>
    <rect x="-9" y="-288" width="18" height="24" rx="5" fill="${skin}"/>
    <circle cy="-302" r="26" fill="${skin}"/>${hair}
    ${arm(-1, arms[0])}${arm(1, arms[1])}`;
}

/** A sheet of paper with lines of text, 120 × 160, centred on the origin. */
function documentSheet(fill = P.cream, lines = P.navy) {
  return `<rect x="-60" y="-80" width="120" height="160" rx="8" fill="${fill}"/>
    <path d="M-38,-48 H38 M-38,-24 H38 M-38,0 H20 M-38,24 H38" stroke="${lines}" stroke-opacity="0.35" stroke-width="7" stroke-linecap="round"/>
    <path d="M-38,50 L-24,62 L-2,38" fill="none" stroke="${P.teal}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A table seen from the front, top at y=0 and legs down to y=h, x from -w/2 to w/2. */
function table(w, { top = P.cream, apron = P.sky, h = 200 } = {}) {
  return `<rect x="${-w / 2 + 30}" y="20" width="18" height="${h - 20}" rx="6" fill="${top}"/>
    <rect x="${w / 2 - 48}" y="20" width="18" height="${h - 20}" rx="6" fill="${top}"/>
    <rect x="${-w / 2 + 20}" y="14" width="${w - 40}" height="46" rx="6" fill="${apron}"/>
    <rect x="${-w / 2 + 20}" y="14" width="${w - 40}" height="12" fill="${P.navy}" opacity="0.12"/>
    <rect x="${-w / 2}" y="0" width="${w}" height="22" rx="8" fill="${top}"/>`;
}

function laptop(fill = P.sky) {
  return `<path d="M-64,0 L-54,-84 H54 L64,0 Z" fill="${fill}"/><path d="M-46,-74 H46 L40,-10 H-40 Z" fill="${P.teal}" opacity="0.55"/>
    <rect x="-80" y="-4" width="160" height="10" rx="5" fill="${P.cream}"/>`;
}

function mapPin(fill = P.amber) {
  return `<path d="M0,0 C-10,-22 -36,-42 -36,-70 A36,36 0 0 1 36,-70 C36,-42 10,-22 0,0 Z" fill="${fill}"/><circle cy="-70" r="14" fill="${P.cream}"/>`;
}

function officeBlock(w, h, { fill = P.cream, win = P.teal, sign = P.amber } = {}) {
  return `${tower(w, h, { fill, win, cols: Math.max(2, Math.round(w / 70)) })}
    <rect x="${-w / 2 + 20}" y="${-h + 6}" width="${w - 40}" height="14" rx="4" fill="${sign}"/>
    <rect x="-28" y="-62" width="56" height="62" rx="4" fill="${P.navy}"/>`;
}

/** A Lagos danfo: the yellow minibus with its black bands, wheels on y=0. */
function danfo() {
  return `<path d="M-170,-30 V-130 Q-170,-150 -150,-150 H110 Q140,-150 156,-120 L176,-70 Q180,-60 180,-48 V-30 Z" fill="${P.amber}"/>
    <rect x="-174" y="-44" width="358" height="30" rx="10" fill="${P.amber}"/>
    <rect x="-170" y="-96" width="350" height="10" fill="${P.deep}" opacity="0.85"/>
    <rect x="-170" y="-60" width="352" height="8" fill="${P.deep}" opacity="0.85"/>
    ${[-150, -88, -26, 36]
      .map((x) => `<rect x="${x}" y="-138" width="52" height="36" rx="5" fill="${P.sky}"/>`)
      .join("")}
    <path d="M98,-138 H124 Q136,-138 144,-124 L160,-102 H98 Z" fill="${P.sky}"/>
    ${wheel(-110, -14, 30)}${wheel(118, -14, 30)}`;
}

/** A market stall under a striped umbrella, ground at y=0: the umbrella behind the trader, the counter before her. */
function marketStall(part) {
  const stripes = [-180, -108, -36, 36, 108]
    .map((x, i) => `<path d="M0,-440 L${x},-360 L${x + 72},-360 Z" fill="${i % 2 ? P.cream : P.teal}"/>`)
    .join("");
  const produce = (x, fill, n = 5) =>
    Array.from({ length: n }, (_, i) => {
      const row = i < 3 ? 0 : 1;
      const cx = x - 26 + (row ? 13 + (i - 3) * 26 : i * 26);
      return `<circle cx="${cx}" cy="${-138 - row * 20}" r="13" fill="${fill}"/>`;
    }).join("");
  if (part === "back") {
    return `<rect x="-6" y="-440" width="12" height="440" fill="${P.cream}" opacity="0.8"/>
    ${stripes}
    <path d="M-180,-360 Q-144,-342 -108,-360 Q-72,-342 -36,-360 Q0,-342 36,-360 Q72,-342 108,-360 Q144,-342 180,-360" fill="${P.amber}"/>`;
  }
  return `<rect x="-170" y="-124" width="340" height="124" rx="8" fill="${P.sky}" opacity="0.9"/>
    <rect x="-170" y="-124" width="340" height="18" rx="8" fill="${P.cream}"/>
    <path d="M-150,-90 H150 M-150,-56 H150 M-150,-22 H150" stroke="${P.navy}" stroke-opacity="0.12" stroke-width="8"/>
    ${produce(-100, P.amber)}${produce(0, P.lteal)}${produce(100, P.amber)}
    <ellipse cx="-100" cy="-126" rx="48" ry="10" fill="${P.cream}" opacity="0.7"/>
    <ellipse cx="0" cy="-126" rx="48" ry="10" fill="${P.cream}" opacity="0.7"/>
    <ellipse cx="100" cy="-126" rx="48" ry="10" fill="${P.cream}" opacity="0.7"/>`;
}

/** A whiteboard on a stand with a rising chart, feet at y=0. */
function whiteboard() {
  return `<path d="M-110,0 L-80,-150 M110,0 L80,-150" stroke="${P.cream}" stroke-width="8" stroke-linecap="round"/>
    <rect x="-150" y="-330" width="300" height="200" rx="10" fill="${P.cream}"/>
    <rect x="-120" y="-230" width="40" height="70" rx="4" fill="${P.lteal}"/>
    <rect x="-64" y="-260" width="40" height="100" rx="4" fill="${P.teal}"/>
    <rect x="-8" y="-290" width="40" height="130" rx="4" fill="${P.amber}"/>
    <path d="M60,-300 H124 M60,-276 H124 M60,-252 H104" stroke="${P.navy}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
}

/** A signpost with three arms, foot at y=0. */
function signpost() {
  return `<rect x="-8" y="-330" width="16" height="330" rx="6" fill="${P.cream}"/>
    <path d="M10,-320 H150 L176,-296 L150,-272 H10 Z" fill="${P.amber}"/>
    <path d="M-10,-262 H-150 L-176,-238 L-150,-214 H-10 Z" fill="${P.teal}"/>
    <path d="M10,-204 H130 L156,-180 L130,-156 H10 Z" fill="${P.lteal}"/>
    <path d="M34,-296 H116 M-36,-238 H-124 M34,-180 H100" stroke="${P.navy}" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>`;
}

function padlock(fill = P.amber) {
  return `<path d="M-34,-20 V-52 A34,34 0 0 1 34,-52 V-20" fill="none" stroke="${P.cream}" stroke-width="14"/>
    <rect x="-56" y="-24" width="112" height="92" rx="14" fill="${fill}"/>
    <circle cy="14" r="13" fill="${P.navy}"/><rect x="-5" y="18" width="10" height="28" rx="4" fill="${P.navy}"/>`;
}

function chatBubble(fill = P.cream) {
  return `<path d="M-70,-50 H70 Q90,-50 90,-30 V20 Q90,40 70,40 H-20 L-50,66 L-44,40 H-70 Q-90,40 -90,20 V-30 Q-90,-50 -70,-50 Z" fill="${fill}"/>
    <circle cx="-36" cy="-5" r="9" fill="${P.teal}"/><circle cy="-5" r="9" fill="${P.teal}"/><circle cx="36" cy="-5" r="9" fill="${P.teal}"/>`;
}

/** A window onto the city: frame and panes, top-left at the origin. */
function cityWindow(w, h, inside) {
  return `<rect width="${w}" height="${h}" rx="14" fill="${P.deep}" opacity="0.55"/>
    <svg x="0" y="0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inside}</svg>
    <rect width="${w}" height="${h}" rx="14" fill="none" stroke="${P.cream}" stroke-opacity="0.7" stroke-width="10"/>
    <path d="M${w / 3},0 V${h} M${(2 * w) / 3},0 V${h}" stroke="${P.cream}" stroke-opacity="0.7" stroke-width="8"/>`;
}

const pageHeroes = {
  // A family in front of their home; the Lagos lagoon, the Link Bridge and the Ikoyi towers behind them.
  home: () => `
    ${heroBackdrop("page:home", { sun: [1000, 160], glow: [520, 600] })}
    ${skyline("home-far", 0, HW, 520, { opacity: 0.13, minH: 140, maxH: 330 })}
    ${linkBridge(290, 470, 540, 230)}
    ${seaWaves(520, -40, HW + 40, P.lteal, 0.22, 10, 80, 40)}
    ${heroGround(740)}
    ${g(900, 740, 1.05, house({ wall: P.cream, roof: P.teal }))}
    ${g(1110, 740, 1, palm(0, 0, 320, -1))}
    <path d="M40,740 V684 M40,694 H300 M80,740 V684 M120,740 V684 M160,740 V684 M200,740 V684 M240,740 V684 M280,740 V684" stroke="${P.sky}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>
    ${g(400, 770, 1.42, person({ skin: SKIN[1], top: P.teal, bottom: P.navy, head: "hair", arms: ["down", "front"] }))}
    ${g(570, 770, 1.34, person({ skin: SKIN[0], top: P.amber, bottom: P.teal, wear: "wrapper", head: "gele", accent: P.lteal, arms: ["front", "down"] }))}
    ${g(488, 776, 0.84, person({ skin: SKIN[2], top: P.cream, bottom: P.navy, head: "braids", arms: ["up", "down"] }))}
    ${g(708, 520, 0.85, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  // Two advisers and a client at a meeting table; Aso Rock and the Abuja towers through the window.
  about: () => `
    ${heroBackdrop("page:about", { sun: [1110, 110], glow: [600, 560] })}
    ${g(
      200,
      60,
      1,
      cityWindow(
        800,
        300,
        `${asoRock(560, 300, 520, 250)}${skyline("about-far", 0, 800, 300, { opacity: 0.18, minH: 60, maxH: 190 })}`,
      ),
    )}
    ${heroGround(760)}
    ${g(340, 770, 1.36, person({ skin: SKIN[0], top: P.teal, bottom: P.navy, wear: "kaftan", head: "fila", accent: P.cream, arms: ["down", "table"] }))}
    ${g(600, 770, 1.36, person({ skin: SKIN[2], top: P.amber, bottom: P.teal, wear: "wrapper", head: "gele", accent: P.cream, arms: ["table", "table"] }))}
    ${g(860, 770, 1.36, person({ skin: SKIN[1], top: P.cream, bottom: P.navy, head: "braids", arms: ["table", "down"] }))}
    ${g(600, 556, 1, table(700, { h: 204 }))}
    ${g(420, 552, 0.9, laptop())}
    ${g(740, 530, 0.56, documentSheet(), -8)}
    ${g(810, 534, 0.56, documentSheet(P.sky), 6)}
    ${g(110, 470, 0.75, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  // A trader at her market stall and a fleet owner by his lorry, a danfo passing on the Lagos road behind.
  services: () => `
    ${heroBackdrop("page:services", { sun: [1040, 150], glow: [560, 600] })}
    ${skyline("services-far", 0, HW, 560, { opacity: 0.13, minH: 120, maxH: 300 })}
    ${road(560, -40, HW + 40)}
    ${g(1000, 556, 0.62, danfo())}
    ${heroGround(760)}
    ${g(900, 660, 0.82, lorry())}
    ${g(320, 760, 1.1, marketStall("back"))}
    ${g(320, 770, 1.12, person({ skin: SKIN[0], top: P.amber, bottom: P.teal, wear: "wrapper", head: "gele", accent: P.lteal, arms: ["table", "out"] }))}
    ${g(320, 760, 1.1, marketStall("front"))}
    ${g(650, 770, 1.34, person({ skin: SKIN[1], top: P.cream, bottom: P.navy, wear: "kaftan", head: "fila", accent: P.teal, arms: ["down", "out"] }))}
    ${g(1060, 330, 0.75, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  // A claims adviser going through a client's documents with him, the Lagos skyline through the window.
  claims: () => `
    ${heroBackdrop("page:claims", { sun: [1080, 110], glow: [600, 560] })}
    ${g(90, 60, 1, cityWindow(660, 300, `${skyline("claims-far", -20, 680, 300, { opacity: 0.2, minH: 80, maxH: 260 })}`))}
    ${heroGround(760)}
    ${g(380, 770, 1.36, person({ skin: SKIN[2], top: P.teal, bottom: P.navy, head: "braids", arms: ["table", "out"] }))}
    ${g(820, 770, 1.36, person({ skin: SKIN[1], top: P.amber, bottom: P.navy, head: "hair", arms: ["table", "table"] }))}
    ${g(600, 566, 1, table(740, { h: 194 }))}
    ${g(370, 562, 0.9, laptop())}
    ${g(600, 512, 0.66, documentSheet(), -6)}
    ${g(690, 520, 0.66, documentSheet(P.sky), 8)}
    ${g(960, 240, 1, `<circle r="74" fill="${P.cream}"/><path d="M-32,2 L-8,26 L36,-22" fill="none" stroke="${P.teal}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${g(1060, 470, 0.7, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  // Our Lagos and Abuja offices joined by a route, an adviser on the phone welcoming a visitor.
  contact: () => `
    ${heroBackdrop("page:contact", { sun: [1040, 140], glow: [600, 560] })}
    ${asoRock(960, 600, 460, 250)}
    ${skyline("contact-far", 0, 640, 600, { opacity: 0.12, minH: 120, maxH: 280 })}
    ${heroGround(760)}
    ${g(250, 760, 1, officeBlock(240, 420, { fill: P.cream, win: P.teal }))}
    ${g(960, 760, 1, officeBlock(220, 330, { fill: P.sky, win: P.teal }))}
    <path d="M250,240 C420,120 760,140 960,330" fill="none" stroke="${P.cream}" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="16 14" stroke-linecap="round"/>
    ${g(250, 300, 1.1, mapPin(P.amber))}${g(960, 390, 1.1, mapPin(P.amber))}
    ${g(500, 770, 1.32, person({ skin: SKIN[0], top: P.amber, bottom: P.teal, wear: "wrapper", head: "gele", accent: P.cream, arms: ["down", "out"] }))}
    ${g(700, 770, 1.32, person({ skin: SKIN[1], top: P.teal, bottom: P.navy, head: "hair", arms: ["out", "down"] }))}
    ${g(600, 250, 0.9, chatBubble())}`,

  // A team at work: one presenting at the board, two at a table with a laptop.
  careers: () => `
    ${heroBackdrop("page:careers", { sun: [1040, 150], glow: [600, 560] })}
    ${skyline("careers-far", 0, HW, 600, { opacity: 0.12, minH: 140, maxH: 380 })}
    ${heroGround(760)}
    ${g(280, 760, 1.05, whiteboard())}
    ${g(480, 770, 1.32, person({ skin: SKIN[1], top: P.amber, bottom: P.navy, head: "hair", arms: ["out", "down"] }))}
    ${g(730, 770, 1.28, person({ skin: SKIN[2], top: P.teal, bottom: P.navy, head: "braids", arms: ["table", "down"] }))}
    ${g(950, 770, 1.28, person({ skin: SKIN[0], top: P.cream, bottom: P.teal, wear: "kaftan", head: "fila", accent: P.amber, arms: ["down", "table"] }))}
    ${g(840, 570, 1, table(500, { h: 190 }))}
    ${g(840, 566, 0.9, laptop())}
    ${g(120, 200, 0.7, shield({ fill: P.amber, mark: P.navy, ring: P.cream }))}`,

  // The privacy notice and terms: a client reading a document, kept under lock.
  legal: () => `
    ${heroBackdrop("page:legal", { sun: [1030, 150], glow: [600, 560] })}
    ${asoRock(330, 600, 560, 260)}
    ${skyline("legal-far", 560, HW, 600, { opacity: 0.12, minH: 120, maxH: 300 })}
    ${heroGround(760)}
    ${g(520, 770, 1.34, person({ skin: SKIN[0], top: P.teal, bottom: P.navy, wear: "kaftan", head: "fila", accent: P.amber, arms: ["front", "front"] }))}
    ${g(520, 510, 0.9, documentSheet())}
    ${g(800, 470, 1.6, padlock(P.amber))}
    ${g(800, 300, 0.7, sparkle(20))}
    ${g(300, 300, 0.7, shield({ fill: P.teal, mark: P.cream, ring: P.cream }))}`,

  // A page that is not there: a visitor with a map at a Lagos signpost.
  "not-found": () => `
    ${heroBackdrop("page:not-found", { sun: [1020, 150], glow: [600, 560] })}
    ${skyline("not-found-far", 0, HW, 600, { opacity: 0.12, minH: 120, maxH: 320 })}
    ${heroGround(760)}
    ${g(1060, 760, 1, palm(0, 0, 300, -1))}
    ${g(720, 760, 1.1, signpost())}
    ${g(470, 770, 1.34, person({ skin: SKIN[2], top: P.amber, bottom: P.navy, head: "braids", arms: ["front", "front"] }))}
    ${g(470, 520, 1, `<path d="M-80,-50 L-28,-34 L28,-54 L80,-38 V50 L28,34 L-28,54 L-80,38 Z" fill="${P.cream}"/><path d="M-28,-34 V54 M28,-54 V34" stroke="${P.navy}" stroke-opacity="0.2" stroke-width="4"/><path d="M-60,20 Q-20,-30 40,0" fill="none" stroke="${P.teal}" stroke-width="6" stroke-dasharray="10 8"/>`)}
    ${g(540, 470, 0.6, mapPin(P.teal))}`,
};

function heroScene(id) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HW}" height="${HH}" viewBox="0 0 ${HW} ${HH}">${pageHeroes[id]()}</svg>`;
}

// ---------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------
const CATEGORY_IDS = ["property-casualty", "business", "transportation-logistics", "life-health", "specialized"];
const PRODUCT_IDS = [
  "motor-insurance",
  "fire-insurance",
  "burglary-insurance",
  "householder-insurance",
  "consequential-loss",
  "contractors-insurance",
  "money-insurance",
  "fidelity-guarantee",
  "public-liability",
  "transit-insurance",
  "marine-cargo",
  "group-life",
  "endowment-plans",
  "education-plans",
  "health-insurance",
  "group-accident",
  "travel-insurance",
];

let total = 0;
async function report(file) {
  const { size } = await stat(file);
  total += size;
  console.log(`wrote ${path.relative(ROOT, file)} (${(size / 1024).toFixed(1)} KB)`);
}

async function writeJpeg(file, svg, { width = W, height = H, quality = 78 } = {}) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .resize(width, height)
    .flatten({ background: P.navy })
    .jpeg({ quality, progressive: true, mozjpeg: true })
    .toFile(file);
  await report(file);
}

// `npm run artwork` draws every group; `npm run artwork -- pages` only the named ones.
const groups = process.argv.slice(2);
const wanted = (group) => groups.length === 0 || groups.includes(group);

async function main() {
  if (wanted("categories")) {
    for (const id of CATEGORY_IDS) {
      await writeJpeg(path.join(OUT, "categories", `${id}.jpg`), banner(`category:${id}`, categories[id]()));
    }
  }
  if (wanted("products")) {
    for (const id of PRODUCT_IDS) {
      await writeJpeg(path.join(OUT, "products", `${id}.jpg`), banner(`product:${id}`, products[id]()));
    }
  }
  if (wanted("pages")) {
    // A higher quality than the banners': gatsby-plugin-sharp encodes these again, and flat colour shows
    // every artefact it inherits.
    for (const id of Object.keys(pageHeroes)) {
      await writeJpeg(path.join(OUT, "pages", `${id}.jpg`), heroScene(id), { width: HW, height: HH, quality: 90 });
    }
  }
  if (wanted("clients")) {
    await mkdir(path.join(OUT, "clients"), { recursive: true });
    for (const c of clients) {
      const file = path.join(OUT, "clients", `${c.slug}.svg`);
      await writeFile(file, logoSvg(c), "utf8");
      await report(file);
    }
  }
  console.log(`done: ${(total / 1024).toFixed(1)} KB total`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
