import type { Stage } from "@/domain/meetings/verdict";
import { formatClock, type Light, type SpeechType } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";
import { StageShape } from "@/web/components/ui/stage-light";

/** The speech type's marks: when each light comes on, and when overtime starts. */
export function ThresholdTiles({
  type,
  light,
  overtime,
}: {
  type: SpeechType | undefined;
  light: Light;
  overtime: boolean;
}) {
  if (!type) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed p-4 text-center text-slate-600 text-sm dark:border-slate-700 dark:text-slate-400">
        Choose a speech type to see when each light comes on.
      </p>
    );
  }
  const tiles: Array<{ key: Stage; title: string; text: string; current: boolean }> = [
    {
      key: "green",
      title: "Green",
      text: `0:00 – ${formatClock(type.yellow - 1)}`,
      current: light === "green",
    },
    {
      key: "yellow",
      title: "Yellow",
      text: `from ${formatClock(type.yellow)}`,
      current: light === "yellow",
    },
    {
      key: "red",
      title: "Red",
      text: `from ${formatClock(type.red)}`,
      current: light === "red" && !overtime,
    },
    { key: "overtime", title: "Overtime", text: `after ${formatClock(type.overtime)}`, current: overtime },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`${type.name} timing`}>
      {tiles.map((tile) => {
        return (
          <li
            key={tile.key}
            aria-current={tile.current ? "true" : undefined}
            className={cn(
              "rounded-xl border p-3 text-center",
              tile.current
                ? "border-accent-600 bg-accent-50 ring-2 ring-accent-600 dark:bg-accent-900/40"
                : "border-slate-200 dark:border-slate-800",
            )}
          >
            <p className="flex items-center justify-center gap-1.5 font-semibold text-sm">
              <StageShape stage={tile.key} className={cn("size-3.5", LIGHT_TEXT[tile.key])} />
              {tile.title}
            </p>
            <p className="mt-1 text-slate-700 text-sm tabular-nums dark:text-slate-300">{tile.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

const LIGHT_TEXT: Record<Stage, string> = {
  none: "",
  green: "text-green-700 dark:text-green-400",
  yellow: "text-yellow-500",
  red: "text-red-700 dark:text-red-400",
  overtime: "text-red-900 dark:text-red-300",
};
