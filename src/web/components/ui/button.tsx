import { type ButtonHTMLAttributes, forwardRef } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "./cn";

const VARIANTS = {
  primary: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  secondary:
    "bg-white text-slate-900 border border-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:border-slate-700 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  onDark: "bg-white/10 text-white border border-white/20 hover:bg-white/20",
  light: "bg-white text-slate-950 hover:bg-slate-200",
} as const;

const SIZES = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" } as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

export const buttonClass = ({ variant = "primary", size = "md" }: ButtonStyle, extra?: string) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size }, className)} {...props} />;
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
