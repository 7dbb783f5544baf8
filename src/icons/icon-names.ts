/** Icon names editors may use in data files; each is drawn into the icon sprite (icon-sprite.ts). */
export const iconNames = [
  "Activity",
  "Anchor",
  "Award",
  "Banknote",
  "Briefcase",
  "Building2",
  "CalendarDays",
  "Car",
  "CircleCheck",
  "Clock",
  "ClipboardCheck",
  "Factory",
  "FileText",
  "Flame",
  "GraduationCap",
  "HardHat",
  "Handshake",
  "HeartPulse",
  "House",
  "Landmark",
  "Lock",
  "Mail",
  "MapPin",
  "Package",
  "Phone",
  "PiggyBank",
  "Plane",
  "Scale",
  "Ship",
  "ShieldCheck",
  "Stethoscope",
  "Truck",
  "Umbrella",
  "UserCheck",
  "Users",
  "Wallet",
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}

/** Icons the interface itself uses, beyond those editors may name. */
export const interfaceIconNames = [
  "ArrowLeft",
  "Check",
  "ChevronDown",
  "CircleAlert",
  "CloudOff",
  "Menu",
  "MessageCircle",
  "Trash2",
  "Upload",
  "X",
] as const;

/**
 * The interface's icons that a click can show on any page: the menu's and the chat's close buttons, the chat's
 * alert. Every page's own sprite holds them. The others are drawn in the server's HTML where they appear, or only
 * on the claim form, after a visitor acts (the remove button of a chosen document), and come from the sprite file.
 */
export const iconsOnEveryPage = ["CircleAlert", "X"] as const satisfies readonly (typeof interfaceIconNames)[number][];

/** Brand marks of the social networks in data/company.json's socialLinks. */
export const socialIconNames = ["Facebook", "Twitter", "LinkedIn", "Instagram"] as const;

export type SpriteIconName = IconName | (typeof interfaceIconNames)[number] | (typeof socialIconNames)[number];

/** The id of an icon's symbol in the sprite that every page carries; Icon draws every icon from it. */
export const iconSymbolId = (name: string) => `icon-${name}`;
