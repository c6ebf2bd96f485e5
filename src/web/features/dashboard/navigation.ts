import { CalendarDays, Crown, GraduationCap, LifeBuoy, type LucideIcon, Users, Wrench } from "lucide-react";

export const NAVIGATION: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: "/dashboard/find-clubs", label: "Find Clubs", icon: Users },
  { to: "/dashboard/pathways", label: "Pathways Learning", icon: GraduationCap },
  { to: "/dashboard/resources", label: "Meeting Resources", icon: Wrench },
  { to: "/dashboard/leadership", label: "Leadership Central", icon: Crown },
  { to: "/dashboard/events", label: "Events & News", icon: CalendarDays },
  { to: "/dashboard/support", label: "Contact & Support", icon: LifeBuoy },
];
