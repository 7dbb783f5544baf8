import { palette } from "./palette";
import { house, tower } from "./pieces/buildings";
import { groundLine, road, sea } from "./pieces/landscape";
import { personIcon } from "./pieces/people";
import { gear, heart, heartShade, plusSign, shield } from "./pieces/symbols";
import { aeroplane, car, containerShip, lorry } from "./pieces/vehicles";
import { place } from "./svg";

/** Broader than a product's pictogram, as a category holds several products. */
export const categoryScenes = {
  "property-casualty": () => `
    <path d="M0,-250 L250,-170 V-20 C250,100 130,176 0,216 C-130,176 -250,100 -250,-20 V-170 Z" fill="${palette.lightTeal}" opacity="0.22"/>
    <path d="M0,-250 L250,-170 V-20 C250,100 130,176 0,216 C-130,176 -250,100 -250,-20 V-170 Z" fill="none" stroke="${palette.cream}" stroke-opacity="0.55" stroke-width="6"/>
    ${groundLine(-320, 320)}
    ${place(40, 150, 1, tower(130, 330, { fill: palette.sky, windows: palette.teal, columns: 2 }))}
    ${place(150, 150, 1, tower(100, 220, { fill: palette.cream, windows: palette.lightTeal, columns: 2 }))}
    ${place(-140, 150, 0.85, house())}
    ${place(205, 122, 0.45, car())}
    ${place(230, -210, 0.8, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  business: () => `
    ${groundLine(-320, 320)}
    ${place(-170, 150, 1, tower(120, 280, { fill: palette.sky, windows: palette.lightTeal, columns: 2 }))}
    ${place(-40, 150, 1, tower(150, 370, { fill: palette.cream, windows: palette.teal, columns: 3 }))}
    <g>
      <rect x="110" y="50" width="34" height="100" rx="4" fill="${palette.lightTeal}"/>
      <rect x="158" y="10" width="34" height="140" rx="4" fill="${palette.lightTeal}"/>
      <rect x="206" y="-40" width="34" height="190" rx="4" fill="${palette.teal}" stroke="${palette.lightTeal}" stroke-width="3"/>
    </g>
    <path d="M90,20 L150,-30 L190,-10 L270,-110" fill="none" stroke="${palette.amber}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M238,-116 L276,-118 L270,-80 Z" fill="${palette.amber}" stroke="${palette.amber}" stroke-width="6" stroke-linejoin="round"/>
    ${place(
      0,
      150,
      1,
      `
      <path d="M-40,-120 V-140 Q-40,-152 -28,-152 H28 Q40,-152 40,-140 V-120" fill="none" stroke="${palette.cream}" stroke-width="12"/>
      <rect x="-110" y="-124" width="220" height="124" rx="16" fill="${palette.amber}"/>
      <rect x="-110" y="-124" width="220" height="50" rx="16" fill="${palette.white}" opacity="0.18"/>
      <rect x="-110" y="-74" width="220" height="8" fill="${palette.navy}" opacity="0.25"/>
      <rect x="-16" y="-84" width="32" height="26" rx="5" fill="${palette.cream}"/>`,
    )}
    ${place(-250, -150, 0.8, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}`,

  "transportation-logistics": () => `
    ${sea({ top: -30, from: 20, to: 330, fill: palette.lightTeal, opacity: 0.4, amplitude: 8, wavelength: 62, depth: 40 })}
    ${place(190, -44, 0.42, containerShip())}
    ${place(-150, -190, 0.8, aeroplane(palette.amber), -14)}
    <path d="M-320,-90 C-280,-130 -250,-155 -220,-170" fill="none" stroke="${palette.cream}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 10"/>
    ${road(126, -330, 330)}
    ${place(-110, 28, 0.78, lorry())}
    ${place(140, 96, 1, `<rect x="-30" y="-30" width="60" height="60" rx="6" fill="${palette.amber}"/><path d="M-30,-5 H30" stroke="${palette.cream}" stroke-width="7"/>`)}
    ${place(134, 41, 1, `<rect x="-22" y="-22" width="44" height="44" rx="5" fill="${palette.cream}"/><path d="M-22,-3 H22" stroke="${palette.amber}" stroke-width="5"/>`, 8)}`,

  "life-health": () => `
    ${place(0, -70, 1.25, heart())}
    ${place(0, -70, 1.25, heartShade())}
    <polyline points="-300,-70 -130,-70 -100,-130 -60,0 -20,-150 20,-40 40,-70 300,-70" fill="none" stroke="${palette.cream}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
    ${groundLine(-300, 300)}
    ${place(-170, 150, 1, personIcon(palette.teal))}
    ${place(-80, 150, 0.72, personIcon(palette.lightTeal))}
    ${place(80, 150, 0.72, personIcon(palette.sky))}
    ${place(170, 150, 1, personIcon(palette.teal))}
    ${place(260, -200, 1, plusSign(24, palette.cream))}${place(-260, -190, 1, plusSign(16, palette.lightTeal))}`,

  specialized: () => `
    ${place(
      -90,
      10,
      1,
      `
      <g fill="none" stroke="${palette.cream}" stroke-width="8" stroke-linejoin="round">
        <path d="M-110,120 L-80,-40 M110,120 L80,-40 M-94,40 H94 M-100,80 H100 M-94,40 L100,80 M94,40 L-100,80 M-86,0 H86 M-86,0 L94,40 M86,0 L-94,40"/>
      </g>
      <rect x="-150" y="-70" width="300" height="36" rx="6" fill="${palette.sky}"/>
      <rect x="-130" y="-130" width="120" height="60" rx="6" fill="${palette.cream}"/>
      <rect x="-114" y="-116" width="30" height="18" rx="3" fill="${palette.teal}"/><rect x="-74" y="-116" width="30" height="18" rx="3" fill="${palette.teal}"/>
      <path d="M40,-70 L70,-250 L100,-70 M50,-130 H90 M56,-180 H84" fill="none" stroke="${palette.amber}" stroke-width="8" stroke-linejoin="round"/>
      <path d="M100,-250 H150 V-220" fill="none" stroke="${palette.amber}" stroke-width="6"/>
      <circle cx="-60" cy="-160" r="22" fill="${palette.lightTeal}" opacity="0.5"/>
      <rect x="130" y="-90" width="12" height="24" fill="${palette.sky}"/>
      <path d="M142,-92 q20,-12 14,-34 q-4,14 -14,18 Z" fill="${palette.amber}"/>`,
    )}
    ${sea({ top: 116, from: -320, to: 320, fill: palette.lightTeal, opacity: 0.5, amplitude: 14, wavelength: 90, depth: 64 })}
    ${sea({ top: 138, from: -300, to: 300, fill: palette.teal, opacity: 0.9, amplitude: 12, wavelength: 70, depth: 46 })}
    ${place(210, -120, 1, gear(64, 10, palette.lightTeal))}
    ${place(270, -30, 1, gear(38, 8, palette.amber))}
    ${place(-240, -190, 0.55, aeroplane(palette.cream), -20)}
    ${place(250, 90, 0.75, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,
} satisfies Record<string, () => string>;
