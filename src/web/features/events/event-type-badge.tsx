import { CalendarDays, GraduationCap, type LucideIcon, PartyPopper, Trophy, Users } from "lucide-react";
import { EVENT_TYPE_LABELS, type EventType } from "@/domain/events/inputs";
import { cn } from "@/web/components/ui/cn";

/** Colour by type (meeting blue, contest orange, training green, social purple, other grey), with icon and label. */
const STYLES: Record<EventType, { icon: LucideIcon; className: string }> = {
  meeting: { icon: Users, className: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200" },
  contest: { icon: Trophy, className: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200" },
  training: { icon: GraduationCap, className: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200" },
  social: { icon: PartyPopper, className: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200" },
  other: { icon: CalendarDays, className: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200" },
};

export function EventTypeBadge({ type }: { type: EventType }) {
  const style = STYLES[type] ?? STYLES.other;
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs",
        style.className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {EVENT_TYPE_LABELS[type] ?? EVENT_TYPE_LABELS.other}
    </span>
  );
}
