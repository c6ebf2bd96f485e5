import type { ReactNode } from "react";
import type { Stage } from "@/domain/meetings/verdict";
import { formatClock, type Light } from "@/domain/tools/timer";
import type { StageCues } from "@/web/components/ui/stage-cues";
import { StageLight } from "@/web/components/ui/stage-light";

/**
 * The stage of the shared light: the timer's light, or overtime past its overtime mark, said "Overtime" as on the
 * meeting's display (the record's finalStage stays red).
 */
export const timerStage = (light: Light, overtime: number | null): Stage => (overtime !== null ? "overtime" : light);

/** What the timer shows at a moment: the time spoken, its light, the overtime past the mark, whether it runs. */
export type TimerReading = { seconds: number; light: Light; overtime: number | null; running: boolean };

/**
 * The big clock on the light's colour, the light's name and shape, and the overtime indicator; with the viewer's
 * cues (flashing border, sound, high contrast) while the clock runs.
 */
export function TimerDisplay({
  seconds,
  light,
  overtime,
  cues,
  running,
  size = "page",
  header,
  footer,
}: TimerReading & {
  cues?: StageCues;
  size?: "page" | "projector";
  header?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <StageLight
      stage={timerStage(light, overtime)}
      elapsed={formatClock(seconds)}
      size={size === "projector" ? "full-screen" : "panel"}
      cues={cues}
      active={running}
      detail={overtime !== null && <>Overtime +{formatClock(overtime)}</>}
      header={header}
      footer={footer}
    />
  );
}
