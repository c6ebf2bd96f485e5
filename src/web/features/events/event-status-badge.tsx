import { CircleCheck, Radio } from "lucide-react";
import type { EventStatus } from "@/domain/events/schedule";
import { cn } from "@/web/components/ui/cn";

/** "Now" while the event runs, "Ended" after: a word and an icon, never colour alone. Nothing while upcoming. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  if (status === "upcoming") return null;
  const running = status === "running";
  const Icon = running ? Radio : CircleCheck;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs",
        running
          ? "bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950"
          : "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {running ? "Now" : "Ended"}
    </span>
  );
}
