import {
  Award,
  Briefcase,
  Calculator,
  Camera,
  Clock,
  FileText,
  Globe,
  Handshake,
  House,
  type IconNode,
  KeyRound,
  Languages,
  Mail,
  Map as MapIcon,
  Printer,
  Search,
  Share2,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Users,
  Video,
} from "lucide";
import { SvgIcon } from "#app/components/svg-icon.tsx";
import type { IconName } from "#content/types.ts";

const ICONS: Record<IconName, IconNode> = {
  map: MapIcon,
  handshake: Handshake,
  "trending-up": TrendingUp,
  search: Search,
  shield: ShieldCheck,
  key: KeyRound,
  home: House,
  camera: Camera,
  video: Video,
  share: Share2,
  mail: Mail,
  users: Users,
  printer: Printer,
  globe: Globe,
  languages: Languages,
  briefcase: Briefcase,
  award: Award,
  "file-text": FileText,
  calculator: Calculator,
  clock: Clock,
  sparkles: Sparkles,
};

/** A decorative icon named in the content modules. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return <SvgIcon icon={ICONS[name]} className={className} />;
}
