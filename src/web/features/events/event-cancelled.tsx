import { Ban } from "lucide-react";

/** "Cancelled": a word and an icon, never colour alone (docs/decisions/141). */
export function CancelledBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 font-semibold text-white text-xs dark:bg-red-400 dark:text-red-950">
      <Ban aria-hidden="true" className="size-3.5" />
      Cancelled
    </span>
  );
}

/** What a cancelled event says where its details are: that it is cancelled, and why when a reason was given. */
export function CancelledNotice({ reason }: { reason: string | null }) {
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 text-sm dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
      <span className="font-semibold">This event has been cancelled.</span>
      {reason && <span> Reason: {reason}</span>}
    </p>
  );
}
