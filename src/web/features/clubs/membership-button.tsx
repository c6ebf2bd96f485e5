import { Check, LogOut, UserPlus } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/skeleton";
import { useMembership } from "./api";

/** Join Club or Leave Club for one club; busy while the request runs, so a double click sends one. */
export function MembershipButton({
  clubId,
  clubName,
  isMember,
}: {
  clubId: string;
  clubName: string;
  isMember: boolean;
}) {
  const { run, pending } = useMembership(clubId);
  const busy = pending !== undefined;
  return isMember ? (
    <Button
      variant="secondary"
      onClick={() => run("leave")}
      busy={busy}
      aria-label={`Leave Club ${clubName}`}
      className="w-full sm:w-auto"
    >
      {busy ? <Spinner label="Leaving" className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
      Leave Club
    </Button>
  ) : (
    <Button onClick={() => run("join")} busy={busy} aria-label={`Join Club ${clubName}`} className="w-full sm:w-auto">
      {busy ? <Spinner label="Joining" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
      Join Club
    </Button>
  );
}

export function MemberBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 font-medium text-emerald-800 text-xs dark:bg-emerald-900/60 dark:text-emerald-100">
      <Check aria-hidden="true" className="size-3.5" />
      Member
    </span>
  );
}
