import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "./cn";

const VARIANTS = {
  primary: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  secondary:
    "bg-white text-slate-900 border border-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:border-slate-700 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  onDark: "bg-white/10 text-white border border-white/20 hover:bg-white/20",
  light: "bg-white text-slate-950 hover:bg-slate-200",
  /** A button that reads as a link inside a sentence (with `size="inline"`). */
  link: "font-semibold underline",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  inline: "rounded-sm text-left",
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

export const buttonClass = ({ variant = "primary", size = "md" }: ButtonStyle, extra?: string) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /**
     * Its request runs (pass the mutation's `isPending`): a press does nothing — not a second request, not a
     * second submit — and screen readers hear it as busy and unavailable. Unlike `disabled`, the button keeps the
     * keyboard focus while it waits (docs/decisions/172).
     */
    busy?: boolean;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", busy, onClick, ...props },
  ref,
) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault(); // a submit button does not send its form again
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size }, className)}
      {...props}
      aria-busy={busy || undefined}
      aria-disabled={busy || props["aria-disabled"]}
      onClick={press}
    />
  );
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
