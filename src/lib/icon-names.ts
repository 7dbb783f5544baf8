/** Icon names editors may use in data files; src/components/ui/Icon.tsx maps each to its drawing. */
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
