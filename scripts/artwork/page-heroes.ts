import { heroBackdrop, heroGround, heroSize } from "./page-hero";
import { palette, skinTones } from "./palette";
import { house, officeBlock } from "./pieces/buildings";
import { cityWindow, documentSheet, laptop, marketStall, signpost, table, whiteboard } from "./pieces/furniture";
import { asoRock, linkBridge, palmTree, road, sea, skyline } from "./pieces/landscape";
import { person } from "./pieces/people";
import { chatBubble, mapPin, padlock, shield, sparkle } from "./pieces/symbols";
import { danfo, lorry } from "./pieces/vehicles";
import { place } from "./svg";

/**
 * People at the centre of each, in Lagos or Abuja (the Link Bridge, Aso Rock, a danfo), where the brokerage's
 * clients are.
 */
export const pageHeroScenes = {
  home: () => `
    ${heroBackdrop("page:home", { sun: [1000, 160], glow: [520, 600] })}
    ${skyline("home-far", 0, heroSize.width, 520, { opacity: 0.13, minHeight: 140, maxHeight: 330 })}
    ${linkBridge(290, 470, 540, 230)}
    ${sea({ top: 520, from: -40, to: heroSize.width + 40, fill: palette.lightTeal, opacity: 0.22, amplitude: 10, wavelength: 80, depth: 40 })}
    ${heroGround(740)}
    ${place(900, 740, 1.05, house())}
    ${place(1110, 740, 1, palmTree(320, -1))}
    <path d="M40,740 V684 M40,694 H300 M80,740 V684 M120,740 V684 M160,740 V684 M200,740 V684 M240,740 V684 M280,740 V684" stroke="${palette.sky}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>
    ${place(400, 770, 1.42, person({ skin: skinTones[1], top: palette.teal, bottom: palette.navy, head: "hair", arms: ["down", "front"] }))}
    ${place(570, 770, 1.34, person({ skin: skinTones[0], top: palette.amber, bottom: palette.teal, wear: "wrapper", head: "gele", accent: palette.lightTeal, arms: ["front", "down"] }))}
    ${place(488, 776, 0.84, person({ skin: skinTones[2], top: palette.cream, bottom: palette.navy, head: "braids", arms: ["up", "down"] }))}
    ${place(708, 520, 0.85, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  about: () => `
    ${heroBackdrop("page:about", { sun: [1110, 110], glow: [600, 560] })}
    ${place(
      200,
      60,
      1,
      cityWindow(
        800,
        300,
        `${asoRock(560, 300, 520, 250)}${skyline("about-far", 0, 800, 300, { opacity: 0.18, minHeight: 60, maxHeight: 190 })}`,
      ),
    )}
    ${heroGround(760)}
    ${place(340, 770, 1.36, person({ skin: skinTones[0], top: palette.teal, bottom: palette.navy, wear: "kaftan", head: "fila", accent: palette.cream, arms: ["down", "table"] }))}
    ${place(600, 770, 1.36, person({ skin: skinTones[2], top: palette.amber, bottom: palette.teal, wear: "wrapper", head: "gele", accent: palette.cream, arms: ["table", "table"] }))}
    ${place(860, 770, 1.36, person({ skin: skinTones[1], top: palette.cream, bottom: palette.navy, head: "braids", arms: ["table", "down"] }))}
    ${place(600, 556, 1, table(700, 204))}
    ${place(420, 552, 0.9, laptop())}
    ${place(740, 530, 0.56, documentSheet(), -8)}
    ${place(810, 534, 0.56, documentSheet(palette.sky), 6)}
    ${place(110, 470, 0.75, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  services: () => `
    ${heroBackdrop("page:services", { sun: [1040, 150], glow: [560, 600] })}
    ${skyline("services-far", 0, heroSize.width, 560, { opacity: 0.13, minHeight: 120, maxHeight: 300 })}
    ${road(560, -40, heroSize.width + 40)}
    ${place(1000, 556, 0.62, danfo())}
    ${heroGround(760)}
    ${place(900, 660, 0.82, lorry())}
    ${place(320, 760, 1.1, marketStall.umbrella())}
    ${place(320, 770, 1.12, person({ skin: skinTones[0], top: palette.amber, bottom: palette.teal, wear: "wrapper", head: "gele", accent: palette.lightTeal, arms: ["table", "out"] }))}
    ${place(320, 760, 1.1, marketStall.counter())}
    ${place(650, 770, 1.34, person({ skin: skinTones[1], top: palette.cream, bottom: palette.navy, wear: "kaftan", head: "fila", accent: palette.teal, arms: ["down", "out"] }))}
    ${place(1060, 330, 0.75, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  claims: () => `
    ${heroBackdrop("page:claims", { sun: [1080, 110], glow: [600, 560] })}
    ${place(90, 60, 1, cityWindow(660, 300, `${skyline("claims-far", -20, 680, 300, { opacity: 0.2, minHeight: 80, maxHeight: 260 })}`))}
    ${heroGround(760)}
    ${place(380, 770, 1.36, person({ skin: skinTones[2], top: palette.teal, bottom: palette.navy, head: "braids", arms: ["table", "out"] }))}
    ${place(820, 770, 1.36, person({ skin: skinTones[1], top: palette.amber, bottom: palette.navy, head: "hair", arms: ["table", "table"] }))}
    ${place(600, 566, 1, table(740, 194))}
    ${place(370, 562, 0.9, laptop())}
    ${place(600, 512, 0.66, documentSheet(), -6)}
    ${place(690, 520, 0.66, documentSheet(palette.sky), 8)}
    ${place(960, 240, 1, `<circle r="74" fill="${palette.cream}"/><path d="M-32,2 L-8,26 L36,-22" fill="none" stroke="${palette.teal}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${place(1060, 470, 0.7, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  contact: () => `
    ${heroBackdrop("page:contact", { sun: [1040, 140], glow: [600, 560] })}
    ${asoRock(960, 600, 460, 250)}
    ${skyline("contact-far", 0, 640, 600, { opacity: 0.12, minHeight: 120, maxHeight: 280 })}
    ${heroGround(760)}
    ${place(250, 760, 1, officeBlock(240, 420, palette.cream))}
    ${place(960, 760, 1, officeBlock(220, 330, palette.sky))}
    <path d="M250,240 C420,120 760,140 960,330" fill="none" stroke="${palette.cream}" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="16 14" stroke-linecap="round"/>
    ${place(250, 300, 1.1, mapPin(palette.amber))}${place(960, 390, 1.1, mapPin(palette.amber))}
    ${place(500, 770, 1.32, person({ skin: skinTones[0], top: palette.amber, bottom: palette.teal, wear: "wrapper", head: "gele", accent: palette.cream, arms: ["down", "out"] }))}
    ${place(700, 770, 1.32, person({ skin: skinTones[1], top: palette.teal, bottom: palette.navy, head: "hair", arms: ["out", "down"] }))}
    ${place(600, 250, 0.9, chatBubble())}`,

  careers: () => `
    ${heroBackdrop("page:careers", { sun: [1040, 150], glow: [600, 560] })}
    ${skyline("careers-far", 0, heroSize.width, 600, { opacity: 0.12, minHeight: 140, maxHeight: 380 })}
    ${heroGround(760)}
    ${place(280, 760, 1.05, whiteboard())}
    ${place(480, 770, 1.32, person({ skin: skinTones[1], top: palette.amber, bottom: palette.navy, head: "hair", arms: ["out", "down"] }))}
    ${place(730, 770, 1.28, person({ skin: skinTones[2], top: palette.teal, bottom: palette.navy, head: "braids", arms: ["table", "down"] }))}
    ${place(950, 770, 1.28, person({ skin: skinTones[0], top: palette.cream, bottom: palette.teal, wear: "kaftan", head: "fila", accent: palette.amber, arms: ["down", "table"] }))}
    ${place(840, 570, 1, table(500, 190))}
    ${place(840, 566, 0.9, laptop())}
    ${place(120, 200, 0.7, shield({ fill: palette.amber, mark: palette.navy, ring: palette.cream }))}`,

  legal: () => `
    ${heroBackdrop("page:legal", { sun: [1030, 150], glow: [600, 560] })}
    ${asoRock(330, 600, 560, 260)}
    ${skyline("legal-far", 560, heroSize.width, 600, { opacity: 0.12, minHeight: 120, maxHeight: 300 })}
    ${heroGround(760)}
    ${place(520, 770, 1.34, person({ skin: skinTones[0], top: palette.teal, bottom: palette.navy, wear: "kaftan", head: "fila", accent: palette.amber, arms: ["front", "front"] }))}
    ${place(520, 510, 0.9, documentSheet())}
    ${place(800, 470, 1.6, padlock())}
    ${place(800, 300, 0.7, sparkle(20))}
    ${place(300, 300, 0.7, shield({ fill: palette.teal, mark: palette.cream, ring: palette.cream }))}`,

  "not-found": () => `
    ${heroBackdrop("page:not-found", { sun: [1020, 150], glow: [600, 560] })}
    ${skyline("not-found-far", 0, heroSize.width, 600, { opacity: 0.12, minHeight: 120, maxHeight: 320 })}
    ${heroGround(760)}
    ${place(1060, 760, 1, palmTree(300, -1))}
    ${place(720, 760, 1.1, signpost())}
    ${place(470, 770, 1.34, person({ skin: skinTones[2], top: palette.amber, bottom: palette.navy, head: "braids", arms: ["front", "front"] }))}
    ${place(470, 520, 1, `<path d="M-80,-50 L-28,-34 L28,-54 L80,-38 V50 L28,34 L-28,54 L-80,38 Z" fill="${palette.cream}"/><path d="M-28,-34 V54 M28,-54 V34" stroke="${palette.navy}" stroke-opacity="0.2" stroke-width="4"/><path d="M-60,20 Q-20,-30 40,0" fill="none" stroke="${palette.teal}" stroke-width="6" stroke-dasharray="10 8"/>`)}
    ${place(540, 470, 0.6, mapPin(palette.teal))}`,
} satisfies Record<string, () => string>;
