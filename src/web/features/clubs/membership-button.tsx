import { Check, LogOut, UserPlus } from "lucide-react";
import { CLUB_MESSAGES } from "@/domain/clubs/messages";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { notify, notifyFailure } from "@/web/lib/toast";
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
  const membership = useMembership(clubId);
  const busy = membership.pending !== undefined;
  // the toasts follow the request's promise: they show even when the button is gone by the time it answers
  const run = (action: "join" | "leave") =>
    membership.run(action)?.then(
      () => notify(action === "join" ? CLUB_MESSAGES.joined : CLUB_MESSAGES.left),
      (error: unknown) => {
        console.error(`Could not ${action} the club`, error);
        // a rule the server explains with its own toast title (the last officer leaving); else the spec's toast
        if (error instanceof ApiError && error.title)
          notify({ title: error.title, description: error.message }, "destructive");
        else notifyFailure(action === "join" ? CLUB_MESSAGES.joinFailed : CLUB_MESSAGES.leaveFailed, error);
      },
    );
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
