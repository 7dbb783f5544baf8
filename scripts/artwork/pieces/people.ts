import { palette } from "../palette";

/** Plain, as a banner shows its people small. */
export function personIcon(body: string): string {
  return `<path d="M-42,0 V-38 A42,42 0 0 1 42,-38 V0 Z" fill="${body}"/><circle cx="0" cy="-110" r="26" fill="${palette.cream}"/>`;
}

/** Nigerian dress, as the site's visitors wear it: a wrapper is a long skirt; a kaftan, a long shirt over trousers. */
export type Wear = "trousers" | "wrapper" | "kaftan";
/** Likewise: a gele is a tied head wrap; a fila, a cap. */
export type Headwear = "hair" | "braids" | "gele" | "fila";
export type ArmPose = "down" | "front" | "table" | "up" | "out";

export interface PersonLook {
  skin: string;
  top: string;
  bottom: string;
  wear?: Wear;
  head: Headwear;
  accent?: string;
  arms: readonly [left: ArmPose, right: ArmPose];
}

/** The page heroes' people: no face, as the site shows its own people by their initials, not drawn portraits. */
export function person({
  skin,
  top,
  bottom,
  wear = "trousers",
  head,
  accent = palette.amber,
  arms,
}: PersonLook): string {
  const legs: Record<Wear, string> = {
    trousers: `<rect x="-34" y="-160" width="30" height="156" rx="12" fill="${bottom}"/><rect x="4" y="-160" width="30" height="156" rx="12" fill="${bottom}"/>`,
    wrapper: `<path d="M-38,-164 H38 L48,-14 Q48,-4 38,-4 H-38 Q-48,-4 -48,-14 Z" fill="${bottom}"/><path d="M-40,-120 H40" stroke="${accent}" stroke-width="8" opacity="0.8"/>`,
    kaftan: `<rect x="-32" y="-80" width="28" height="76" rx="12" fill="${bottom}"/><rect x="4" y="-80" width="28" height="76" rx="12" fill="${bottom}"/><path d="M-42,-170 H42 L48,-70 Q48,-62 40,-62 H-40 Q-48,-62 -48,-70 Z" fill="${top}"/>`,
  };
  const shoes = `<rect x="-38" y="-12" width="34" height="14" rx="7" fill="${palette.deep}"/><rect x="4" y="-12" width="34" height="14" rx="7" fill="${palette.deep}"/>`;
  const hair: Record<Headwear, string> = {
    hair: `<path d="M-26,-300 A26,26 0 0 1 26,-300 Q26,-318 12,-326 Q0,-332 -12,-326 Q-26,-318 -26,-300 Z" fill="${palette.deep}"/>`,
    braids: `<path d="M-27,-298 A27,27 0 0 1 27,-298 Q30,-322 0,-332 Q-30,-322 -27,-298 Z" fill="${palette.deep}"/><rect x="-31" y="-306" width="12" height="48" rx="6" fill="${palette.deep}"/><rect x="19" y="-306" width="12" height="48" rx="6" fill="${palette.deep}"/>`,
    gele: `<path d="M-32,-304 Q-58,-344 -18,-352 Q0,-376 18,-352 Q58,-344 32,-304 Q0,-318 -32,-304 Z" fill="${accent}"/><path d="M-22,-330 Q0,-342 22,-330 M-12,-350 Q0,-356 12,-350" fill="none" stroke="${palette.navy}" stroke-opacity="0.3" stroke-width="4"/>`,
    fila: `<path d="M-26,-308 L-22,-336 Q2,-346 25,-334 L26,-308 Q0,-316 -26,-308 Z" fill="${accent}"/>`,
  };
  const shoulderWidth = 38;
  const arm = (side: -1 | 1, pose: ArmPose): string => {
    const shoulderX = side * shoulderWidth;
    const joints: Record<ArmPose, [elbowX: number, elbowY: number, handX: number, handY: number]> = {
      down: [side * 50, -206, side * 50, -158],
      front: [side * 50, -200, side * 14, -196],
      table: [side * 52, -200, side * 34, -166],
      up: [side * 70, -262, side * 74, -318],
      out: [side * 74, -232, side * 112, -246],
    };
    const [elbowX, elbowY, handX, handY] = joints[pose];
    const line = `M${shoulderX},-250 L${elbowX},${elbowY} L${handX},${handY}`;
    return `<path d="${line}" fill="none" stroke="${top}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="${line}" fill="none" stroke="${palette.deep}" stroke-opacity="0.22" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="${handX}" cy="${handY}" r="12" fill="${skin}"/>`;
  };
  return `${legs[wear]}${shoes}
    <path d="M-46,-244 Q-46,-268 -24,-268 H24 Q46,-268 46,-244 L40,-150 H-40 Z" fill="${top}"/>
    <rect x="-9" y="-288" width="18" height="24" rx="5" fill="${skin}"/>
    <circle cy="-302" r="26" fill="${skin}"/>${hair[head]}
    ${arm(-1, arms[0])}${arm(1, arms[1])}`;
}
