import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { appName } from "@/web/lib/app-info";
import { cn } from "./cn";

/** The product mark: works with any APP_NAME. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M11 9h7a5 5 0 0 1 0 10h-3v4h-4z" fill="#fff" />
      <circle cx="23.5" cy="22.5" r="2.5" fill="#fbbf24" />
    </svg>
  );
}

export function LogoName({ className }: { className?: string }) {
  return <span className={cn("font-semibold text-lg tracking-tight", className)}>{appName}</span>;
}

/** The logo as the header of a page outside the shell (sign-in screens, the certificate check), going home. */
export function HomeLogoHeader() {
  return (
    <header className="mb-8">
      <Link to={paths.home} className="flex items-center gap-3 rounded-lg">
        <LogoMark />
        <LogoName />
      </Link>
    </header>
  );
}
