import { type ReactNode, useEffect, useRef } from "react";
import { STAGE_CUES, type Stage } from "@/domain/meetings/verdict";
import { cn } from "./cn";
import { beep, NO_CUES, type StageCues, usePrefersReducedMotion } from "./stage-cues";

/**
 * The speech light (docs/decisions/158): the stage's colour, its name in words and a shape of its own (no light: an
 * outline; green: a circle; yellow: a triangle; red: a square; overtime: an octagon), so no stage is told by colour
 * alone. With the viewer's cues: a flashing border at red and overtime (a steady thick one for those who asked their
 * system for less motion), a beep when the light turns red and at overtime, and a high-contrast palette.
 */

/** "Green light", "No light", "Overtime": the stage as the light says it. */
export function stageWords(stage: Stage): string {
  const { name } = STAGE_CUES[stage];
  return stage === "none" || stage === "overtime" ? name : `${name} light`;
}

const SURFACES: Readonly<Record<Stage, { colour: string; highContrast: string }>> = {
  none: { colour: "bg-slate-900 text-white", highContrast: "bg-black text-white" },
  green: { colour: "bg-green-700 text-white", highContrast: "bg-black text-white" },
  yellow: { colour: "bg-yellow-300 text-slate-950", highContrast: "bg-black text-yellow-300" },
  red: { colour: "bg-red-700 text-white", highContrast: "bg-yellow-300 text-black" },
  overtime: { colour: "bg-red-900 text-white", highContrast: "bg-white text-black" },
};

/** The background and text colours of a stage's light. */
export const stageSurface = (stage: Stage, highContrast = false) =>
  highContrast ? SURFACES[stage].highContrast : SURFACES[stage].colour;

/** Whether the light's surface is pale (controls on it are dark), else dark (controls are white). */
export const paleStage = (stage: Stage, highContrast = false) =>
  highContrast ? stage === "red" || stage === "overtime" : stage === "yellow";

const OCTAGON = "68.4,5.7 94.3,31.6 94.3,68.4 68.4,94.3 31.6,94.3 5.7,68.4 5.7,31.6 31.6,5.7";

/** The stage's shape, in the text's colour (decorative: the words beside it say the same). */
export function StageShape({ stage, className }: { stage: Stage; className?: string }) {
  const shape = STAGE_CUES[stage].shape;
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
      className={cn("shrink-0 fill-current", className)}
    >
      {shape === "none" && <circle cx="50" cy="50" r="42" fill="none" stroke="currentColor" strokeWidth="10" />}
      {shape === "circle" && <circle cx="50" cy="50" r="46" />}
      {shape === "triangle" && <polygon points="50,4 97,92 3,92" />}
      {shape === "square" && <rect x="7" y="7" width="86" height="86" />}
      {shape === "octagon" && <polygon points={OCTAGON} />}
    </svg>
  );
}

type StageLightProps = {
  stage: Stage;
  /** The elapsed time as the clock shows it ("5:12"). */
  elapsed: string;
  /** A panel in a page, or the whole screen (a projector, a screen share). */
  size?: "panel" | "full-screen";
  cues?: StageCues;
  /** A line under the clock ("Overtime +0:05", "Paused"). */
  detail?: ReactNode;
  /** What screen readers are told when it changes; the words by default. */
  announcement?: string;
  /** Whether the speech runs: the border flashes and the beep sounds only then. */
  active?: boolean;
  /** Above the light (full screen: at the top of the screen). */
  header?: ReactNode;
  /** Below the light (full screen: at the bottom of the screen). */
  footer?: ReactNode;
  /** Under the clock and its line (e.g. the speaker). */
  children?: ReactNode;
  className?: string;
};

export function StageLight({
  stage,
  elapsed,
  size = "panel",
  cues = NO_CUES,
  detail,
  announcement,
  active = true,
  header,
  footer,
  children,
  className,
}: StageLightProps) {
  const reducedMotion = usePrefersReducedMotion();
  const fullScreen = size === "full-screen";
  const cue = STAGE_CUES[stage];
  const words = stageWords(stage);

  // once per change of stage, never on the first render (a display opened during red stays quiet)
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    if (cues.sound && active && STAGE_CUES[stage].sounds) beep(stage);
  }, [stage, cues.sound, active]);

  const border = cues.flash && active && cue.flashes;
  return (
    <div
      data-stage={stage}
      data-high-contrast={cues.highContrast ? "true" : undefined}
      className={cn(
        "relative flex flex-col items-center text-center transition-colors duration-500",
        stageSurface(stage, cues.highContrast),
        fullScreen ? "h-full w-full justify-between p-6 sm:p-12" : "rounded-2xl px-4 py-6",
        // a white or black panel keeps its edge on a page of the same colour
        !fullScreen && cues.highContrast && "ring-4 ring-black dark:ring-white",
        className,
      )}
    >
      {border && (
        <span
          aria-hidden="true"
          data-cue={reducedMotion ? "steady-border" : "flashing-border"}
          className={cn(
            "pointer-events-none absolute border-current",
            // the screen's edge frames a full-screen light; a panel's frame is drawn inside its own edge
            fullScreen ? "inset-0" : "inset-2 rounded-xl",
            reducedMotion
              ? fullScreen
                ? "border-[40px]"
                : "border-[12px]"
              : cn(fullScreen ? "border-[24px]" : "border-8", "animate-stage-flash motion-reduce:animate-none"),
          )}
        />
      )}
      {header}
      <div className="flex min-w-0 max-w-full flex-col items-center">
        <p
          className={cn(
            "flex items-center gap-[0.4em] font-semibold uppercase tracking-wide",
            fullScreen ? "text-[min(3.2vw,5vh)] leading-tight" : "text-lg",
          )}
        >
          <StageShape stage={stage} className="size-[1.15em]" />
          {words}
        </p>
        <p
          role="timer"
          className={cn(
            "font-bold tabular-nums leading-none tracking-tight",
            fullScreen ? "my-[2vh] text-[min(26vw,34vh)]" : "my-3 text-7xl sm:text-8xl",
          )}
        >
          <span className="sr-only">Elapsed time </span>
          {elapsed}
        </p>
        <p
          className={cn(
            "font-semibold",
            fullScreen ? "min-h-[1.25em] text-[min(3vw,4.5vh)] leading-tight" : "min-h-7 text-xl",
          )}
        >
          {detail}
        </p>
        {children}
      </div>
      {footer}
      {/* Announces only changes of the light, not every second. */}
      <p aria-live="polite" className="sr-only">
        {announcement ?? words}
      </p>
    </div>
  );
}
