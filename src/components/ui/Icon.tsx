/** Draws a data-named icon; only the icons listed here end up in the bundle. */
import {
  Activity,
  Anchor,
  Award,
  Banknote,
  Briefcase,
  Building2,
  CalendarDays,
  Car,
  CircleCheck,
  Clock,
  ClipboardCheck,
  Factory,
  FileText,
  Flame,
  GraduationCap,
  HardHat,
  Handshake,
  HeartPulse,
  House,
  Landmark,
  Lock,
  Mail,
  MapPin,
  Package,
  Phone,
  PiggyBank,
  Plane,
  Scale,
  Ship,
  ShieldCheck,
  Stethoscope,
  Truck,
  Umbrella,
  UserCheck,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { isIconName, type IconName } from "../../lib/icon-names";

const icons: Record<IconName, LucideIcon> = {
  Activity,
  Anchor,
  Award,
  Banknote,
  Briefcase,
  Building2,
  CalendarDays,
  Car,
  CircleCheck,
  Clock,
  ClipboardCheck,
  Factory,
  FileText,
  Flame,
  GraduationCap,
  HardHat,
  Handshake,
  HeartPulse,
  House,
  Landmark,
  Lock,
  Mail,
  MapPin,
  Package,
  Phone,
  PiggyBank,
  Plane,
  Scale,
  Ship,
  ShieldCheck,
  Stethoscope,
  Truck,
  Umbrella,
  UserCheck,
  Users,
  Wallet,
};

interface Props {
  name: string;
  size?: number;
}

/** Decorative: the text beside an icon always says what it means. */
export function Icon({ name, size = 24 }: Props) {
  const Drawing = isIconName(name) ? icons[name] : ShieldCheck;
  return <Drawing size={size} aria-hidden="true" focusable="false" />;
}
