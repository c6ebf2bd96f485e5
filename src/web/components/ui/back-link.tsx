import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link back to the page a page belongs to, above its heading: "← Back to Harbour Speakers". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-6 inline-flex items-center gap-2 font-medium text-slate-700 text-sm hover:text-accent-700 dark:text-slate-300 dark:hover:text-accent-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
