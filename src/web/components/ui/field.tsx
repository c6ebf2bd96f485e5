import {
  forwardRef,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "./cn";

const controlLook =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-accent-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400";

export const inputClass = `h-11 ${controlLook}`;
const textAreaClass = `py-2 ${controlLook}`;

/** A form label in the product's style. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives htmlFor (or wraps the control)
  return <label className={cn("block font-medium text-slate-800 text-sm dark:text-slate-200", className)} {...props} />;
}

/** What a control inside a Field carries: its id and its links to the hint or error. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FieldProps = {
  label: ReactNode;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** One form field: label, control, and an optional hint or inline error below it. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={`${controlId}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${controlId}-hint`} className="text-slate-600 text-sm dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type Framed = { label: ReactNode; hint?: string; error?: string };

/** A labelled one-line input; `trailing` sits inside its right end (e.g. show/hide). */
export const InputField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & Framed & { trailing?: ReactNode }
>(function InputField({ label, hint, error, trailing, className, id, ...props }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input ref={ref} {...control} className={cn(inputClass, trailing ? "pr-12" : undefined)} {...props} />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
      )}
    </Field>
  );
});

/** A labelled multi-line field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Framed>(
  function TextAreaField({ label, hint, error, className, id, rows = 5, ...props }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className}>
        {(control) => <textarea ref={ref} rows={rows} {...control} className={textAreaClass} {...props} />}
      </Field>
    );
  },
);

/** A select in the product's style (the options are its children). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(inputClass, className)} {...props} />;
});

/** A labelled select. */
export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Framed>(
  function SelectField({ label, hint, error, className, id, ...props }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className}>
        {(control) => <Select ref={ref} {...control} {...props} />}
      </Field>
    );
  },
);
