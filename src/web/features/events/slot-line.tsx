import { holderText, type LineSlot, OPEN_SLOT } from "@/domain/events/agenda-lines";
import { cn } from "@/web/components/ui/cn";

/** A line's role slot as a small label ("Pitcher", docs/decisions/143). */
export function SlotBadge({ roleName }: { roleName: string }) {
  return (
    <span className="mr-1.5 inline-block rounded-full bg-accent-50 px-2 py-0.5 align-middle font-medium text-accent-800 text-xs dark:bg-accent-900/50 dark:text-accent-200">
      <span className="sr-only">Role slot: </span>
      {roleName}
    </span>
  );
}

/**
 * Who holds an agenda line's slot (docs/decisions/230): the role's label, then each holder — a speaker with their
 * speech's title, time range and evaluator — or "Open" when no one holds it.
 */
export function SlotLine({ slot, className }: { slot: LineSlot; className?: string }) {
  const open = slot.holders.length === 0;
  return (
    <p className={cn("min-w-0 break-words text-sm", className)}>
      <SlotBadge roleName={slot.roleName} />
      {open ? (
        <span className="text-slate-600 italic dark:text-slate-400">{OPEN_SLOT}</span>
      ) : (
        <span className="text-slate-800 dark:text-slate-200">{slot.holders.map(holderText).join("; ")}</span>
      )}
    </p>
  );
}
