import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "./cn";

export const textAreaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-accent-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line field with an optional hint and inline error, like Field for one-line input. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, className, id, rows = 5, ...props },
  ref,
) {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = error ? `${areaId}-error` : hint ? `${areaId}-hint` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={areaId} className="block font-medium text-slate-800 text-sm dark:text-slate-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={textAreaClass}
        {...props}
      />
      {error ? (
        <p id={`${areaId}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${areaId}-hint`} className="text-slate-600 text-sm dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
});
