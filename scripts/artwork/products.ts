import { palette } from "./palette";
import { house, tower } from "./pieces/buildings";
import { groundLine, road, sea, tree } from "./pieces/landscape";
import { personIcon } from "./pieces/people";
import { coinStack, heart, heartShade, plusSign, shield, sparkle } from "./pieces/symbols";
import { aeroplane, car, containerShip, lorry } from "./pieces/vehicles";
import { place } from "./svg";

function banknote(): string {
  return `
      <rect x="-100" y="-50" width="200" height="100" rx="10" fill="${palette.teal}" stroke="${palette.cream}" stroke-width="4"/>
      <rect x="-84" y="-36" width="168" height="72" rx="6" fill="none" stroke="${palette.lightTeal}" stroke-width="3"/>
      <circle r="24" fill="${palette.lightTeal}"/><circle r="12" fill="${palette.teal}"/>
      <circle cx="-62" cy="-18" r="6" fill="${palette.lightTeal}"/><circle cx="62" cy="18" r="6" fill="${palette.lightTeal}"/>`;
}

function book(x: number, y: number, w: number, cover: string): string {
  return `
      <rect x="${x - w / 2}" y="${y}" width="${w}" height="60" rx="10" fill="${cover}"/>
      <rect x="${x + w / 2 - 46}" y="${y + 10}" width="38" height="40" rx="4" fill="${palette.cream}"/>
      <path d="M${x + w / 2 - 44},${y + 22} H${x + w / 2 - 10} M${x + w / 2 - 44},${y + 30} H${x + w / 2 - 10} M${x + w / 2 - 44},${y + 38} H${x + w / 2 - 10}" stroke="${palette.navy}" stroke-opacity="0.2" stroke-width="3"/>
      <rect x="${x - w / 2 + 30}" y="${y}" width="18" height="60" fill="${palette.navy}" opacity="0.18"/>`;
}

/** Within about ±280 × ±230 of the pictogram's centre, to stay inside the banner's rings; the ground is at y = 150. */
export const productPictograms = {
  "motor-insurance": () => `
    ${road(112, -320, 320)}
    <g stroke="${palette.lightTeal}" stroke-width="8" stroke-linecap="round" opacity="0.75">
      <line x1="-310" y1="-50" x2="-250" y2="-50"/><line x1="-330" y1="-6" x2="-250" y2="-6"/><line x1="-300" y1="38" x2="-250" y2="38"/>
    </g>
    ${car()}
    ${place(222, -178, 0.95, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}`,

  "fire-insurance": () => `
    ${groundLine(-270, 270)}
    ${place(-75, 150, 1, tower(220, 300, { fill: palette.cream, windows: palette.teal, columns: 3 }))}
    ${place(115, 150, 1, tower(150, 180, { fill: palette.sky, windows: palette.lightTeal, columns: 2 }))}
    ${place(
      115,
      -30,
      1,
      `
      <path d="M0,0 C-56,0 -74,-44 -62,-84 C-52,-114 -28,-124 -24,-156 C-4,-136 6,-112 2,-92 C16,-102 24,-120 22,-140 C54,-108 66,-72 60,-44 C54,-14 32,0 0,0 Z" fill="${palette.amber}"/>
      <path d="M0,0 C-28,0 -38,-22 -32,-42 C-26,-58 -12,-64 -10,-82 C4,-70 8,-56 6,-44 C14,-50 18,-58 18,-68 C34,-52 36,-32 32,-20 C28,-6 16,0 0,0 Z" fill="${palette.cream}"/>`,
    )}
    ${place(-210, 80, 0.85, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}
    <g fill="${palette.lightTeal}">
      <path d="M230,-40 q10,16 0,22 q-10,-6 0,-22 Z"/><path d="M250,0 q10,16 0,22 q-10,-6 0,-22 Z"/><path d="M215,20 q10,16 0,22 q-10,-6 0,-22 Z"/>
    </g>`,

  "burglary-insurance": () => `
    ${groundLine(-270, 270)}
    <path d="M-230,-170 a34,34 0 1 0 38,42 a26,26 0 1 1 -38,-42 Z" fill="${palette.cream}" opacity="0.9"/>
    ${place(-160, -190, 1, sparkle(8))}${place(-120, -150, 1, sparkle(5))}
    ${place(-60, 150, 1, house())}
    ${place(
      155,
      45,
      1,
      `
      <path d="M-44,-10 V-56 A44,44 0 0 1 44,-56 V-10" fill="none" stroke="${palette.sky}" stroke-width="20"/>
      <rect x="-72" y="-20" width="144" height="124" rx="18" fill="${palette.amber}"/>
      <rect x="-58" y="-8" width="16" height="98" rx="8" fill="${palette.cream}" opacity="0.35"/>
      <circle cx="0" cy="28" r="15" fill="${palette.navy}"/><path d="M-8,34 H8 L5,66 H-5 Z" fill="${palette.navy}"/>`,
    )}`,

  "householder-insurance": () => `
    <path d="M-262,150 V-50 L0,-218 L262,-50 V150" fill="${palette.deep}" fill-opacity="0.35" stroke="${palette.lightTeal}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
    ${groundLine(-290, 290)}
    <rect x="-60" y="-120" width="120" height="80" rx="6" fill="${palette.sky}"/>
    <path d="M-50,-50 L-18,-92 L6,-66 L22,-82 L50,-50 Z" fill="${palette.teal}"/><circle cx="30" cy="-100" r="8" fill="${palette.amber}"/>
    <rect x="-150" y="-10" width="300" height="90" rx="26" fill="${palette.amber}"/>
    <rect x="-130" y="4" width="122" height="60" rx="16" fill="${palette.cream}"/>
    <rect x="8" y="4" width="122" height="60" rx="16" fill="${palette.cream}"/>
    <rect x="-160" y="62" width="320" height="48" rx="14" fill="${palette.amber}"/>
    <rect x="-160" y="92" width="320" height="18" rx="9" fill="${palette.navy}" opacity="0.15"/>
    <rect x="-196" y="26" width="54" height="88" rx="22" fill="${palette.amber}"/>
    <rect x="142" y="26" width="54" height="88" rx="22" fill="${palette.amber}"/>
    <rect x="-196" y="26" width="54" height="24" rx="12" fill="${palette.white}" opacity="0.2"/>
    <rect x="142" y="26" width="54" height="24" rx="12" fill="${palette.white}" opacity="0.2"/>
    <rect x="-170" y="112" width="14" height="30" rx="4" fill="${palette.cream}"/><rect x="156" y="112" width="14" height="30" rx="4" fill="${palette.cream}"/>
    <rect x="212" y="-60" width="6" height="210" fill="${palette.cream}"/>
    <path d="M186,-104 H244 L256,-56 H174 Z" fill="${palette.cream}"/>
    <path d="M176,-56 H254 L290,60 H140 Z" fill="${palette.amber}" opacity="0.18"/>
    <rect x="196" y="140" width="38" height="10" rx="5" fill="${palette.cream}"/>
    <path d="M-246,150 L-238,92 H-206 L-198,150 Z" fill="${palette.cream}"/>
    <ellipse cx="-236" cy="50" rx="14" ry="40" fill="${palette.teal}" transform="rotate(-20 -236 50)"/>
    <ellipse cx="-208" cy="46" rx="14" ry="44" fill="${palette.lightTeal}" transform="rotate(18 -208 46)"/>
    <ellipse cx="-222" cy="34" rx="12" ry="50" fill="${palette.teal}"/>`,

  "consequential-loss": () => `
    ${groundLine(-280, 280)}
    <rect x="-226" y="-190" width="34" height="120" rx="4" fill="${palette.sky}"/>
    <circle cx="-196" cy="-222" r="20" fill="${palette.lightTeal}" opacity="0.35"/><circle cx="-170" cy="-250" r="14" fill="${palette.lightTeal}" opacity="0.22"/>
    <path d="M-250,-20 V-90 L-172,-20 V-90 L-94,-20 V-90 L-16,-20 V-90 L62,-20 Z" fill="${palette.sky}"/>
    <path d="M-250,-90 L-172,-20 H-250 Z M-172,-90 L-94,-20 H-172 Z M-94,-90 L-16,-20 H-94 Z M-16,-90 L62,-20 H-16 Z" fill="${palette.navy}" opacity="0.12"/>
    <rect x="-250" y="-22" width="312" height="172" fill="${palette.cream}"/>
    <rect x="-226" y="6" width="56" height="40" rx="4" fill="${palette.teal}"/><rect x="-150" y="6" width="56" height="40" rx="4" fill="${palette.teal}" opacity="0.6"/><rect x="-74" y="6" width="56" height="40" rx="4" fill="${palette.teal}"/>
    <rect x="-200" y="74" width="90" height="76" rx="4" fill="${palette.navy}"/>
    <path d="M-200,94 H-110 M-200,114 H-110 M-200,134 H-110" stroke="${palette.lightTeal}" stroke-opacity="0.5" stroke-width="4"/>
    ${place(
      130,
      10,
      1,
      `
      <circle r="118" fill="${palette.cream}" stroke="${palette.amber}" stroke-width="18"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="-4" y="-98" width="8" height="${i % 3 === 0 ? 22 : 12}" rx="3" fill="${palette.navy}" transform="rotate(${i * 30})"/>`).join("")}
      <path d="M0,0 L-44,-34" stroke="${palette.navy}" stroke-width="10" stroke-linecap="round"/>
      <path d="M0,0 L48,-56" stroke="${palette.navy}" stroke-width="7" stroke-linecap="round"/>
      <circle r="10" fill="${palette.amber}"/>
      ${place(82, 82, 1, `<circle r="40" fill="${palette.teal}" stroke="${palette.cream}" stroke-width="6"/><rect x="-16" y="-18" width="11" height="36" rx="4" fill="${palette.cream}"/><rect x="5" y="-18" width="11" height="36" rx="4" fill="${palette.cream}"/>`)}`,
    )}`,

  "contractors-insurance": () => `
    ${groundLine(-280, 280)}
    <g fill="none" stroke="${palette.lightTeal}" stroke-width="10" stroke-linejoin="round">
      <rect x="40" y="-20" width="200" height="170"/>
      <path d="M40,37 H240 M40,94 H240 M107,-20 V150 M173,-20 V150"/>
    </g>
    <path d="M40,-20 L107,37 M107,37 L173,-20 M173,94 L240,37" stroke="${palette.lightTeal}" stroke-opacity="0.5" stroke-width="5"/>
    <g fill="none" stroke="${palette.cream}" stroke-width="7" stroke-linejoin="round">
      <path d="M-150,150 V-170 M-110,150 V-170"/>
      <path d="M-150,150 L-110,110 L-150,70 L-110,30 L-150,-10 L-110,-50 L-150,-90 L-110,-130 L-150,-170" stroke-width="4"/>
      <path d="M-230,-170 H250 M-110,-196 H250"/>
      <path d="M-100,-196 L-80,-170 L-50,-196 L-20,-170 L10,-196 L40,-170 L70,-196 L100,-170 L130,-196 L160,-170 L190,-196 L220,-170 L250,-196" stroke-width="4"/>
      <path d="M-150,-170 L-130,-240 L-110,-170 M-130,-240 L250,-196 M-130,-240 L-230,-170"/>
    </g>
    <rect x="-236" y="-166" width="56" height="40" rx="4" fill="${palette.sky}"/>
    <rect x="-160" y="-166" width="60" height="40" rx="6" fill="${palette.amber}"/><rect x="-150" y="-158" width="28" height="20" rx="3" fill="${palette.sky}"/>
    <rect x="124" y="-170" width="32" height="14" rx="3" fill="${palette.cream}"/>
    <line x1="140" y1="-156" x2="140" y2="-70" stroke="${palette.cream}" stroke-width="4"/>
    <path d="M134,-70 h12 v10 a8,8 0 1 1 -12,6" fill="none" stroke="${palette.cream}" stroke-width="5"/>
    <rect x="70" y="-52" width="140" height="20" rx="4" fill="${palette.amber}"/>
    ${place(
      -10,
      140,
      0.9,
      `
      <path d="M-84,0 A84,80 0 0 1 84,0 Z" fill="${palette.amber}"/>
      <rect x="-14" y="-80" width="28" height="80" rx="10" fill="${palette.cream}" opacity="0.45"/>
      <rect x="-108" y="-6" width="216" height="20" rx="10" fill="${palette.amber}"/>
      <rect x="-108" y="4" width="216" height="10" rx="5" fill="${palette.navy}" opacity="0.2"/>`,
    )}`,

  "money-insurance": () => `
    ${groundLine(-280, 280)}
    <rect x="-240" y="-160" width="260" height="290" rx="22" fill="${palette.sky}"/>
    <rect x="-220" y="-140" width="220" height="250" rx="14" fill="${palette.cream}"/>
    <rect x="-232" y="-110" width="14" height="44" rx="5" fill="${palette.navy}" opacity="0.6"/><rect x="-232" y="40" width="14" height="44" rx="5" fill="${palette.navy}" opacity="0.6"/>
    ${place(
      -110,
      -15,
      1,
      `<circle r="62" fill="${palette.navy}"/><circle r="46" fill="${palette.teal}"/><circle r="14" fill="${palette.cream}"/>
      ${Array.from({ length: 4 }, (_, i) => `<rect x="-5" y="-60" width="10" height="26" rx="5" fill="${palette.cream}" transform="rotate(${i * 90 + 45})"/>`).join("")}
      ${Array.from({ length: 16 }, (_, i) => `<rect x="-2" y="-58" width="4" height="7" fill="${palette.lightTeal}" transform="rotate(${i * 22.5})"/>`).join("")}`,
    )}
    <rect x="-36" y="-40" width="16" height="60" rx="8" fill="${palette.navy}"/>
    <rect x="-220" y="130" width="40" height="20" rx="4" fill="${palette.navy}"/><rect x="-60" y="130" width="40" height="20" rx="4" fill="${palette.navy}"/>
    ${place(130, 30, 1, banknote(), -10)}${place(150, 0, 1, banknote(), -4)}${place(140, -32, 1, banknote(), 6)}
    ${place(210, 150, 1, coinStack(4))}
    ${place(70, 150, 0.8, coinStack(2))}`,

  "fidelity-guarantee": () => `
    ${groundLine(-280, 280)}
    <path d="M0,-220 L170,-160 V-10 C170,90 90,148 0,180 C-90,148 -170,90 -170,-10 V-160 Z" fill="${palette.sky}"/>
    <path d="M0,-190 L142,-140 V-14 C142,72 76,122 0,150 C-76,122 -142,72 -142,-14 V-140 Z" fill="${palette.lightTeal}" opacity="0.55"/>
    <path d="M0,-220 L170,-160 V-10 C170,90 90,148 0,180 Z" fill="${palette.navy}" opacity="0.06"/>
    ${place(
      0,
      150,
      1,
      `
      <path d="M-96,0 V-52 C-96,-90 -62,-112 0,-112 C62,-112 96,-90 96,-52 V0 Z" fill="${palette.teal}"/>
      <path d="M-26,-112 L0,-60 L26,-112 Z" fill="${palette.cream}"/>
      <path d="M-8,-100 H8 L12,-40 L0,-26 L-12,-40 Z" fill="${palette.amber}"/>
      <circle cy="-170" r="48" fill="${palette.navy}"/>`,
    )}
    ${place(150, 120, 1, `<circle r="44" fill="${palette.amber}" stroke="${palette.cream}" stroke-width="6"/><path d="M-20,2 L-6,16 L20,-12" fill="none" stroke="${palette.navy}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${place(
      -230,
      40,
      1,
      `<rect x="-56" y="-74" width="112" height="148" rx="10" fill="${palette.cream}"/>
      <rect x="-16" y="-84" width="32" height="18" rx="5" fill="${palette.teal}"/>
      <circle cy="-24" r="22" fill="${palette.lightTeal}"/><path d="M-30,26 A30,26 0 0 1 30,26 Z" fill="${palette.lightTeal}"/>
      <rect x="-36" y="40" width="72" height="7" rx="3.5" fill="${palette.navy}" opacity="0.4"/><rect x="-26" y="54" width="52" height="7" rx="3.5" fill="${palette.navy}" opacity="0.25"/>`,
      -10,
    )}
    ${place(236, -70, 1, `<circle r="30" fill="none" stroke="${palette.amber}" stroke-width="14"/><path d="M30,0 H110 M92,0 V26 M72,0 V20" stroke="${palette.amber}" stroke-width="14" stroke-linecap="round"/>`, 60)}`,

  "public-liability": () => `
    ${groundLine(-290, 290)}
    ${place(-225, 150, 1, tree())}
    ${place(
      20,
      150,
      1,
      `
      <rect x="-100" y="-96" width="200" height="16" rx="6" fill="${palette.amber}"/><rect x="-100" y="-72" width="200" height="16" rx="6" fill="${palette.amber}"/>
      <rect x="-110" y="-44" width="220" height="18" rx="6" fill="${palette.amber}"/>
      <rect x="-110" y="-34" width="220" height="8" rx="4" fill="${palette.navy}" opacity="0.2"/>
      <rect x="-90" y="-30" width="12" height="30" fill="${palette.cream}"/><rect x="78" y="-30" width="12" height="30" fill="${palette.cream}"/>
      <rect x="-84" y="-100" width="10" height="60" fill="${palette.cream}"/><rect x="74" y="-100" width="10" height="60" fill="${palette.cream}"/>`,
    )}
    ${place(178, 150, 1, personIcon(palette.teal))}
    ${place(240, 150, 0.72, personIcon(palette.lightTeal))}
    ${place(300, 150, 1, `<rect x="-4" y="-260" width="8" height="260" fill="${palette.cream}"/><path d="M-22,-268 H22 L14,-290 H-14 Z" fill="${palette.cream}"/><circle cy="-256" r="12" fill="${palette.amber}"/><circle cy="-256" r="34" fill="${palette.amber}" opacity="0.2"/>`)}
    ${place(-118, 150, 0.9, `<path d="M-34,0 L0,-80 L34,0" fill="none" stroke="${palette.cream}" stroke-width="6"/><path d="M0,-128 L44,-52 H-44 Z" fill="${palette.amber}" stroke="${palette.amber}" stroke-width="10" stroke-linejoin="round"/><rect x="-5" y="-110" width="10" height="34" rx="5" fill="${palette.navy}"/><circle cy="-64" r="6" fill="${palette.navy}"/>`)}
    ${place(190, -160, 0.9, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}`,

  "transit-insurance": () => `
    ${road(126, -330, 330)}
    <g stroke="${palette.lightTeal}" stroke-width="8" stroke-linecap="round" opacity="0.75">
      <line x1="-340" y1="-60" x2="-290" y2="-60"/><line x1="-360" y1="-14" x2="-285" y2="-14"/><line x1="-330" y1="32" x2="-290" y2="32"/>
    </g>
    ${place(10, 0, 1, lorry())}
    ${place(120, -180, 1, `<rect x="-40" y="-40" width="80" height="80" rx="8" fill="${palette.amber}"/><path d="M-40,-8 H40" stroke="${palette.cream}" stroke-width="8"/><path d="M-12,-40 V40" stroke="${palette.cream}" stroke-width="8" opacity="0.6"/>`, -8)}
    ${place(220, -150, 1, `<rect x="-30" y="-30" width="60" height="60" rx="6" fill="${palette.lightTeal}"/><path d="M-30,-4 H30" stroke="${palette.cream}" stroke-width="6"/>`, 10)}
    <path d="M-170,-170 C-90,-230 10,-230 70,-190" fill="none" stroke="${palette.cream}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 10"/>`,

  "marine-cargo": () => `
    <circle cx="40" cy="-196" r="40" fill="${palette.amber}"/><circle cx="40" cy="-196" r="64" fill="${palette.amber}" opacity="0.15"/>
    <path d="M-150,-196 q14,-14 28,0 q14,-14 28,0 M-80,-226 q10,-10 20,0 q10,-10 20,0" fill="none" stroke="${palette.cream}" stroke-width="5" stroke-linecap="round"/>
    ${place(0, 20, 1, containerShip())}
    ${sea({ top: 110, from: -320, to: 320, fill: palette.lightTeal, opacity: 0.55, amplitude: 14, wavelength: 90, depth: 70 })}
    ${sea({ top: 132, from: -300, to: 300, fill: palette.teal, opacity: 0.9, amplitude: 12, wavelength: 70, depth: 52 })}
    ${place(-250, -130, 0.7, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}`,

  "group-life": () => `
    ${groundLine(-280, 280)}
    <path d="M-240,-40 A240,190 0 0 1 240,-40 Q180,-74 120,-40 Q60,-74 0,-40 Q-60,-74 -120,-40 Q-180,-74 -240,-40 Z" fill="${palette.amber}"/>
    <path d="M0,-230 Q-80,-150 -120,-40 Q-60,-74 0,-40 Z" fill="${palette.white}" opacity="0.2"/>
    <path d="M0,-230 Q80,-150 120,-40 Q180,-74 240,-40 Q210,-170 0,-230 Z" fill="${palette.navy}" opacity="0.1"/>
    <rect x="-6" y="-250" width="12" height="24" rx="4" fill="${palette.cream}"/>
    <path d="M0,-40 V92 a18,18 0 0 1 -36,0" fill="none" stroke="${palette.cream}" stroke-width="10" stroke-linecap="round"/>
    ${place(-160, 150, 1, personIcon(palette.teal))}
    ${place(-80, 150, 0.7, personIcon(palette.lightTeal))}
    ${place(80, 150, 0.7, personIcon(palette.sky))}
    ${place(160, 150, 1, personIcon(palette.teal))}`,

  "endowment-plans": () => `
    ${groundLine(-280, 280)}
    <rect x="-160" y="86" width="40" height="64" rx="12" fill="${palette.sky}"/><rect x="-10" y="86" width="40" height="64" rx="12" fill="${palette.sky}"/>
    <path d="M-214,40 c-30,-6 -34,-40 -8,-42 c20,-2 14,28 -8,22" fill="none" stroke="${palette.cream}" stroke-width="8" stroke-linecap="round"/>
    <path d="M6,-50 L36,-104 L56,-44 Z" fill="${palette.lightTeal}"/>
    <ellipse cx="-60" cy="40" rx="152" ry="112" fill="${palette.cream}"/>
    <path d="M-60,-72 a152,112 0 0 1 152,112 h-30 a122,92 0 0 0 -122,-92 Z" fill="${palette.white}" opacity="0.35"/>
    <ellipse cx="96" cy="48" rx="30" ry="36" fill="${palette.lightTeal}"/>
    <ellipse cx="88" cy="38" rx="5" ry="8" fill="${palette.navy}"/><ellipse cx="104" cy="38" rx="5" ry="8" fill="${palette.navy}"/>
    <circle cx="40" cy="4" r="9" fill="${palette.navy}"/>
    <rect x="-100" y="-64" width="74" height="12" rx="6" fill="${palette.navy}"/>
    ${place(-63, -140, 1, `<circle r="32" fill="${palette.amber}"/><circle r="21" fill="none" stroke="${palette.cream}" stroke-width="4"/>`)}
    ${place(200, 150, 1, coinStack(5))}
    <path d="M200,72 C196,20 210,-40 204,-110" fill="none" stroke="${palette.teal}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="168" cy="-40" rx="40" ry="18" fill="${palette.teal}" transform="rotate(-25 168 -40)"/>
    <ellipse cx="242" cy="-80" rx="44" ry="19" fill="${palette.lightTeal}" transform="rotate(28 242 -80)"/>
    <ellipse cx="184" cy="-120" rx="34" ry="15" fill="${palette.lightTeal}" transform="rotate(-40 184 -120)"/>
    <ellipse cx="222" cy="-158" rx="28" ry="13" fill="${palette.teal}" transform="rotate(35 222 -158)"/>`,

  "education-plans": () => `
    ${groundLine(-280, 280)}
    ${book(-10, 90, 360, palette.teal)}${book(10, 30, 330, palette.amber)}${book(-14, -30, 350, palette.lightTeal)}
    <path d="M-124,-100 V-48 Q-20,-12 84,-48 V-100 Z" fill="${palette.navy}"/>
    <path d="M-124,-100 V-48 Q-20,-12 84,-48 V-100 Z" fill="${palette.sky}" opacity="0.15"/>
    <path d="M-20,-220 L200,-150 L-20,-80 L-240,-150 Z" fill="${palette.cream}"/>
    <path d="M-20,-80 L200,-150 L200,-138 L-20,-68 L-240,-138 L-240,-150 Z" fill="${palette.sky}"/>
    <path d="M-20,-150 L150,-130 V-40" fill="none" stroke="${palette.amber}" stroke-width="6" stroke-linecap="round"/>
    <path d="M140,-44 H160 L166,0 H134 Z" fill="${palette.amber}"/>
    <ellipse cx="-20" cy="-150" rx="14" ry="8" fill="${palette.amber}"/>
    ${place(236, 40, 1, `<rect x="-20" y="-80" width="40" height="160" rx="20" fill="${palette.cream}"/><ellipse cy="-80" rx="20" ry="8" fill="${palette.sky}"/><rect x="-22" y="-10" width="44" height="20" fill="${palette.amber}"/>`, 30)}`,

  "health-insurance": () => `
    ${place(30, 10, 1.12, heart())}
    ${place(30, 10, 1.12, heartShade())}
    <polyline points="-260,10 -110,10 -80,-50 -40,80 0,-70 30,40 50,10 300,10" fill="none" stroke="${palette.cream}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M-190,-210 Q-205,-150 -160,-120 M-120,-210 Q-105,-150 -160,-120" fill="none" stroke="${palette.lightTeal}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="-190" cy="-214" r="9" fill="${palette.sky}"/><circle cx="-120" cy="-214" r="9" fill="${palette.sky}"/>
    <path d="M-160,-120 C-200,-40 -240,90 -150,150 C-60,210 140,190 200,140" fill="none" stroke="${palette.lightTeal}" stroke-width="12" stroke-linecap="round"/>
    ${place(214, 130, 1, `<circle r="40" fill="${palette.sky}"/><circle r="26" fill="${palette.lightTeal}"/><circle r="10" fill="${palette.sky}"/>`)}
    ${place(220, -170, 1, plusSign(26, palette.cream))}${place(270, -100, 1, plusSign(14, palette.lightTeal))}`,

  "group-accident": () => `
    ${groundLine(-280, 280)}
    <path d="M0,-230 L190,-166 V-10 C190,96 100,156 0,190 C-100,156 -190,96 -190,-10 V-166 Z" fill="${palette.lightTeal}" opacity="0.28"/>
    <path d="M0,-230 L190,-166 V-10 C190,96 100,156 0,190 C-100,156 -190,96 -190,-10 V-166 Z" fill="none" stroke="${palette.cream}" stroke-opacity="0.6" stroke-width="6"/>
    ${place(-110, 150, 1.05, personIcon(palette.teal))}
    ${place(0, 150, 1.15, personIcon(palette.amber))}
    ${place(110, 150, 1.05, personIcon(palette.teal))}
    ${place(
      170,
      -130,
      1,
      `
      <rect x="-110" y="-38" width="220" height="76" rx="38" fill="${palette.cream}"/>
      <rect x="-36" y="-38" width="72" height="76" fill="${palette.amber}" opacity="0.45"/>
      ${[-20, 0, 20].map((x) => [-16, 0, 16].map((y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${palette.cream}"/>`).join("")).join("")}
      <circle cx="-70" cy="-12" r="3.5" fill="${palette.navy}" opacity="0.25"/><circle cx="-80" cy="10" r="3.5" fill="${palette.navy}" opacity="0.25"/><circle cx="-58" cy="12" r="3.5" fill="${palette.navy}" opacity="0.25"/>
      <circle cx="70" cy="-12" r="3.5" fill="${palette.navy}" opacity="0.25"/><circle cx="80" cy="10" r="3.5" fill="${palette.navy}" opacity="0.25"/><circle cx="58" cy="12" r="3.5" fill="${palette.navy}" opacity="0.25"/>`,
      -32,
    )}
    ${place(-200, -170, 1, plusSign(24, palette.amber))}`,

  "travel-insurance": () => {
    const globe = `
      <defs><clipPath id="globeClip"><circle r="170"/></clipPath></defs>
      <circle r="170" fill="${palette.lightTeal}"/>
      <g clip-path="url(#globeClip)">
        <path d="M-28,-52 C-6,-64 30,-58 52,-44 C70,-30 92,-20 96,4 C100,28 80,40 74,62 C66,92 50,116 30,140 C16,154 2,150 -2,128 C-6,104 -22,84 -24,60 C-26,40 -50,34 -66,20 C-80,6 -74,-20 -60,-36 C-52,-44 -40,-48 -28,-52 Z" fill="${palette.teal}"/>
        <path d="M-60,-80 C-40,-110 0,-120 30,-112 C50,-104 44,-84 20,-78 C0,-72 -20,-74 -40,-66 C-56,-60 -70,-66 -60,-80 Z" fill="${palette.teal}"/>
        <path d="M-190,-40 C-160,-60 -140,-30 -150,0 C-160,40 -176,70 -200,90 Z" fill="${palette.teal}"/>
        <path d="M110,-100 C150,-110 190,-80 200,-40 L200,-10 C170,-30 140,-40 120,-60 C104,-74 96,-92 110,-100 Z" fill="${palette.teal}"/>
        <ellipse rx="170" ry="56" fill="none" stroke="${palette.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <ellipse rx="70" ry="170" fill="none" stroke="${palette.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <path d="M-170,0 H170 M0,-170 V170" stroke="${palette.cream}" stroke-opacity="0.35" stroke-width="3"/>
        <path d="M0,-170 A170,170 0 0 1 0,170 A120,170 0 0 0 0,-170 Z" fill="${palette.navy}" opacity="0.12"/>
      </g>
      <circle cx="6" cy="40" r="9" fill="${palette.amber}" stroke="${palette.cream}" stroke-width="4"/>`;
    return `
    ${place(-40, 0, 1, globe)}
    <path d="M-260,150 C-300,20 -220,-180 -20,-216 C60,-228 130,-214 180,-190" fill="none" stroke="${palette.cream}" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>
    ${place(220, -170, 1, aeroplane(palette.amber), 18)}
    ${place(
      220,
      110,
      1,
      `<rect x="-66" y="-86" width="132" height="172" rx="12" fill="${palette.teal}" stroke="${palette.cream}" stroke-width="5"/>
      <circle cy="-18" r="34" fill="none" stroke="${palette.cream}" stroke-width="5"/><ellipse cy="-18" rx="14" ry="34" fill="none" stroke="${palette.cream}" stroke-width="4"/><path d="M-34,-18 H34" stroke="${palette.cream}" stroke-width="4"/>
      <rect x="-40" y="36" width="80" height="9" rx="4.5" fill="${palette.cream}"/><rect x="-28" y="54" width="56" height="8" rx="4" fill="${palette.lightTeal}"/>`,
      8,
    )}`;
  },
} satisfies Record<string, () => string>;
