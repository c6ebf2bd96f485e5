import { CalendarDays, Crown, GraduationCap, LifeBuoy, type LucideIcon, Users, Wrench } from "lucide-react";
import { paths } from "@/domain/paths";

export const NAVIGATION: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: paths.findClubs, label: "Find Clubs", icon: Users },
  { to: paths.pathways, label: "Pathways Learning", icon: GraduationCap },
  { to: paths.resources, label: "Meeting Resources", icon: Wrench },
  { to: paths.leadership, label: "Leadership Central", icon: Crown },
  { to: paths.events, label: "Events & News", icon: CalendarDays },
  { to: paths.support, label: "Contact & Support", icon: LifeBuoy },
];
