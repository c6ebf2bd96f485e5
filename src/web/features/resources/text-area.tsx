import { type TextareaHTMLAttributes, useId } from "react";
import { cn } from "@/web/components/ui/cn";

const areaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-accent-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400";

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string };

/** A labelled multi-line text field. */
export function TextArea({ label, hint, className, id, rows = 4, ...props }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={areaId} className="block font-medium text-slate-800 text-sm dark:text-slate-200">
        {label}
      </label>
      {hint && (
        <p id={`${areaId}-hint`} className="text-slate-600 text-sm dark:text-slate-400">
          {hint}
        </p>
      )}
      <textarea
        id={areaId}
        rows={rows}
        aria-describedby={hint ? `${areaId}-hint` : undefined}
        className={areaClass}
        {...props}
      />
    </div>
  );
}
