import { Circle, Square, Triangle } from "lucide-react";
import type { Light } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";

/** Each light has a colour, a name and a shape, so colour-blind members read it as well. */
export const LIGHTS: Record<Light, { label: string; surface: string; badge: string; icon: typeof Circle }> = {
  green: {
    label: "Green",
    surface: "bg-green-700 text-white",
    badge: "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100",
    icon: Circle,
  },
  yellow: {
    label: "Yellow",
    surface: "bg-yellow-300 text-slate-950",
    badge: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100",
    icon: Triangle,
  },
  red: {
    label: "Red",
    surface: "bg-red-700 text-white",
    badge: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
    icon: Square,
  },
};

export function LightBadge({ light, className }: { light: Light; className?: string }) {
  const { label, badge, icon: Icon } = LIGHTS[light];
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs", badge, className)}
    >
      <Icon aria-hidden="true" className="size-3 fill-current" />
      {label}
    </span>
  );
}
