import { BookOpen, type LucideIcon, Mic, Monitor, Presentation, Rocket } from "lucide-react";
import type { CertificationProgram } from "@/domain/learning/programs";
import { cn } from "@/web/components/ui/cn";

const ICONS: Record<CertificationProgram["image"]["icon"], { icon: LucideIcon; colours: string }> = {
  mic: { icon: Mic, colours: "from-indigo-600 to-violet-500" },
  rocket: { icon: Rocket, colours: "from-amber-500 to-rose-500" },
  monitor: { icon: Monitor, colours: "from-emerald-600 to-teal-500" },
  presentation: { icon: Presentation, colours: "from-sky-600 to-indigo-600" },
  book: { icon: BookOpen, colours: "from-fuchsia-600 to-purple-600" },
};

/** The program's picture: its gradient with its emblem (decorative). */
export function ProgramImage({ program, className }: { program: CertificationProgram; className?: string }) {
  const { icon: Icon, colours } = ICONS[program.image.icon];
  return (
    <div
      aria-hidden="true"
      className={cn("flex items-center justify-center bg-linear-to-br text-white", colours, className)}
    >
      <Icon className="size-12 opacity-90" />
    </div>
  );
}
