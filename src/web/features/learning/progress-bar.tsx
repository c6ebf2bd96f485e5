import type { LucideIcon } from "lucide-react";
import { cn } from "@/web/components/ui/cn";

/** A labelled progress bar (0–100). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn("h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800", className)}
    >
      <div className="h-full rounded-full bg-accent-600 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

/** A small rounded label, with an optional icon before its text. */
export function Badge({
  children,
  tone = "neutral",
  icon: Icon,
}: {
  children: React.ReactNode;
  tone?: "neutral" | "accent" | "success" | "warning";
  icon?: LucideIcon;
}) {
  const tones = {
    neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
    accent: "bg-accent-50 text-accent-700 dark:bg-accent-900/60 dark:text-accent-100",
    success: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
    warning: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  } as const;
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs", tones[tone])}>
      {Icon && <Icon aria-hidden="true" className="size-3" />}
      {children}
    </span>
  );
}
