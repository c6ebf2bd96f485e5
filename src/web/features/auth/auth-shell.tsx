import type { ReactNode } from "react";
import { TEXT_LIMITS } from "@/domain/limits";
import { InputField } from "@/web/components/ui/field";
import { HomeLogoHeader } from "@/web/components/ui/logo";

/** The centred card of the sign-in screens, with the logo going home. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <HomeLogoHeader />
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center font-bold text-2xl tracking-tight">{title}</h1>
        <p className="mt-1 text-center text-slate-600 dark:text-slate-400">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/** The e-mail address of the sign-in screens' forms. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <InputField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={TEXT_LIMITS.email}
      required
    />
  );
}

/** The class of the links under an auth form (switch between signing in and up, back to sign in). */
export const authLinkClass = "rounded font-medium text-accent-700 hover:underline dark:text-accent-300";

/** A line under an auth form holding one link-like button. */
export function AuthFooterAction({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <button type="button" onClick={onClick} className={authLinkClass}>
        {children}
      </button>
    </p>
  );
}
