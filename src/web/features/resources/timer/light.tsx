import type { Light } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";
import { StageShape } from "@/web/components/ui/stage-light";

/** Each light has a colour, a name and a shape, so colour-blind members read it as well (the meeting's own shapes). */
export const LIGHTS: Record<Light, { label: string; badge: string }> = {
  green: { label: "Green", badge: "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100" },
  yellow: { label: "Yellow", badge: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100" },
  red: { label: "Red", badge: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100" },
};

export function LightBadge({ light, className }: { light: Light; className?: string }) {
  const { label, badge } = LIGHTS[light];
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs", badge, className)}
    >
      <StageShape stage={light} className="size-3" />
      {label}
    </span>
  );
}
