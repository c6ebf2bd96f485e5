import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-6 inline-flex items-center gap-2 rounded-lg font-medium text-accent-700 text-sm hover:underline dark:text-accent-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
