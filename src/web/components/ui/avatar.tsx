import { useState } from "react";
import { initials } from "@/domain/member-names";
import { cn } from "./cn";

type Person = { firstName?: string | null; lastName?: string | null; email: string; picture?: string | null };

/** A member's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ person, className }: { person: Person; className?: string }) {
  const [broken, setBroken] = useState(false);
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (person.picture && !broken) {
    return <img src={person.picture} alt="" className={cn(base, "object-cover")} onError={() => setBroken(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        "bg-accent-100 font-semibold text-accent-700 text-sm dark:bg-accent-900 dark:text-accent-100",
      )}
    >
      {initials(person)}
    </span>
  );
}
