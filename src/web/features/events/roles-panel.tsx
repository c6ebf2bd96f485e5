import { UserRound } from "lucide-react";
import { useEffect } from "react";
import { ROLE_MESSAGES, roleDropped, roleTaken } from "@/domain/events/messages";
import { ROLE_CAPACITY, ROLE_NAMES, ROLE_TYPES, type RoleType, roleClaimRefusal } from "@/domain/events/roles";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { useEventDetails, useRoleAssignments, useRoleChange } from "./api";
import { notifyIfEnded } from "./event-ended";

/** The server's refusal as the spec's toast. */
function assignFailure(error: unknown) {
  if (notifyIfEnded(error)) return;
  if (error instanceof ApiError) {
    // a role rule the server applied: its toast title comes with the message
    if (error.title) return notify({ title: error.title, description: error.message }, "destructive");
    if (error.code === "ACCESS_DENIED") return notify(ROLE_MESSAGES.accessDenied, "destructive");
    if (error.code === "NOT_SIGNED_IN") return notify(ROLE_MESSAGES.signInRequired, "destructive");
  }
  notifyFailure(ROLE_MESSAGES.assignFailed, error);
}

/**
 * Role slots of a meeting with their holders; members take a role or drop their own until the event has ended.
 * Live for everyone.
 */
export function RolesPanel({ eventId, ended, headingLevel }: { eventId: string; ended: boolean; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { member } = useSession();
  const event = useEventDetails(eventId);
  const roles = useRoleAssignments(eventId);
  const change = useRoleChange(eventId);

  useEffect(() => {
    if (event.isError) notify(ROLE_MESSAGES.eventLoadFailed, "destructive");
  }, [event.isError]);
  useEffect(() => {
    if (roles.isError) notify(ROLE_MESSAGES.loadFailed, "destructive");
  }, [roles.isError]);

  const assignments = roles.data ?? [];
  const mine = assignments.filter((assignment) => assignment.userId === member?.id);

  const take = (role: RoleType) => {
    if (!member) return notify(ROLE_MESSAGES.signInRequired, "destructive");
    if (event.data && !event.data.canTakeRoles) return notify(ROLE_MESSAGES.accessDenied, "destructive");
    const holders = assignments.filter((assignment) => assignment.roleType === role).length;
    const refusal = roleClaimRefusal(
      mine.map((assignment) => assignment.roleType),
      role,
      holders,
    );
    if (refusal) return notify(refusal, "destructive");
    change.mutate({ take: role }, { onSuccess: () => notify(roleTaken(ROLE_NAMES[role])), onError: assignFailure });
  };

  const drop = (assignmentId: string, role: RoleType) =>
    change.mutate(
      { drop: assignmentId },
      {
        onSuccess: () => notify(roleDropped(ROLE_NAMES[role])),
        onError: (error) => {
          if (!notifyIfEnded(error)) notifyFailure(ROLE_MESSAGES.removeFailed, error);
        },
      },
    );

  const headingId = `roles-${eventId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <Heading id={headingId} className="font-semibold">
        Meeting Roles
      </Heading>
      {roles.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          {ROLE_TYPES.map((role) => (
            <Skeleton key={role} className="h-12" />
          ))}
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {ROLE_TYPES.map((role) => {
            const holders = assignments.filter((assignment) => assignment.roleType === role);
            const own = holders.find((assignment) => assignment.userId === member?.id);
            const capacity = ROLE_CAPACITY[role];
            const full = holders.length >= capacity;
            return (
              <li key={role} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium text-sm">
                    {ROLE_NAMES[role]}{" "}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      ({holders.length}/{capacity}
                      {full ? ", full" : ""})
                    </span>
                  </p>
                  {holders.length === 0 ? (
                    <p className="text-slate-600 text-sm dark:text-slate-400">Open</p>
                  ) : (
                    <ul className="mt-0.5 space-y-0.5">
                      {holders.map((holder) => (
                        <li key={holder.id} className="flex items-center gap-1.5 text-sm">
                          <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                          <span className="truncate">{holder.holder}</span>
                          {holder.userId === member?.id && (
                            <span className="text-accent-700 text-xs dark:text-accent-300">(you)</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {ended ? null : own ? (
                  <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => drop(own.id, role)}>
                    Remove<span className="sr-only"> me as {ROLE_NAMES[role]}</span>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant={full ? "ghost" : "secondary"}
                    disabled={change.isPending}
                    onClick={() => take(role)}
                  >
                    Take role<span className="sr-only"> {ROLE_NAMES[role]}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
