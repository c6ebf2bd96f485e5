import { formatClock, type Light } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";
import { LIGHTS } from "./light";

/** The big clock in the light's colour, the light's name and shape, and the overtime indicator. */
export function TimerDisplay({
  seconds,
  light,
  overtime,
  size = "page",
}: {
  seconds: number;
  light: Light;
  overtime: number | null;
  size?: "page" | "projector";
}) {
  const { label, icon: Icon } = LIGHTS[light];
  const projector = size === "projector";
  return (
    <div className="flex flex-col items-center text-center">
      <p
        className={cn(
          "flex items-center gap-2 font-semibold uppercase tracking-wide",
          projector ? "text-3xl" : "text-lg",
        )}
      >
        <Icon aria-hidden="true" className={cn("fill-current", projector ? "size-8" : "size-5")} />
        {label} light
      </p>
      <p
        role="timer"
        className={cn(
          "font-bold tabular-nums leading-none tracking-tight",
          projector ? "my-4 text-[min(32vw,45vh)]" : "my-3 text-7xl sm:text-8xl",
        )}
      >
        <span className="sr-only">Elapsed time </span>
        {formatClock(seconds)}
      </p>
      <p className={cn("font-semibold", projector ? "min-h-12 text-4xl" : "min-h-7 text-xl")}>
        {overtime !== null && <>Overtime +{formatClock(overtime)}</>}
      </p>
      {/* Announces only changes of light and the start of overtime, not every second. */}
      <p aria-live="polite" className="sr-only">
        {overtime !== null ? `${label} light, overtime` : `${label} light`}
      </p>
    </div>
  );
}
