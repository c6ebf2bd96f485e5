import { CircleAlert, CircleCheck, UserRound } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { eventRoleClaimRefusal, roleNameIn } from "@/domain/events/event-roles";
import { ROLE_MESSAGES, roleDropped, roleTaken } from "@/domain/events/messages";
import { ROLE_GAP_LABELS } from "@/domain/events/role-gaps";
import { WAITLIST_MESSAGES } from "@/domain/events/waitlist";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { focusWhenShown } from "@/web/lib/focus";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure, notifyIfEnded, notifyRefusal } from "@/web/lib/toast";
import {
  type RoleAssignment,
  useEventDetails,
  useRoleAssignments,
  useRoleChange,
  useRoleOffers,
  type WaitingMember,
} from "./api";
import { type PanelProps, panelHeading } from "./panel-props";
import { OfferDialog, OffersToMe, type OfferTarget, PendingOffer } from "./role-offers";

/** The controls of a role's row that the focus may move to after a change (`data-role-action`). */
type RowAction = "take" | "remove-own" | "remove-holder" | "waitlist";

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

/** Calls `promoted` when a role the member waited for has become theirs while the page was open (docs/decisions/154). */
function useWhenPromoted(
  memberId: string | undefined,
  assignments: RoleAssignment[],
  waitlist: WaitingMember[],
  promoted: (role: string) => void,
) {
  const waitingFor = useRef(new Set<string>());
  useEffect(() => {
    if (!memberId) return;
    for (const role of waitingFor.current) {
      if (assignments.some((row) => row.roleType === role && row.userId === memberId)) promoted(role);
    }
    waitingFor.current = new Set(waitlist.filter((row) => row.userId === memberId).map((row) => row.roleType));
  }, [memberId, assignments, waitlist, promoted]);
}

/**
 * Role slots of a meeting with their holders and waitlists; members take a role, drop their own, or wait for a full
 * one until the event has ended; the club's officers may remove a holder. Live for everyone.
 */
export function RolesPanel({ eventId, ended, headingLevel }: PanelProps) {
  const Heading = panelHeading(headingLevel);
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

  const assignments = roles.data?.assignments ?? [];
  const waitlist = roles.data?.waitlist ?? [];
  const gaps = roles.data?.gaps ?? [];
  // the event's roles: its club's role set, or the specification's five (docs/decisions/223)
  const offered = roles.data?.roles ?? SPEC_ROLE_SET;
  const nameOf = useCallback((role: string) => roleNameIn(offered, role), [offered]);
  /** The toast when a role waited for has become the member's. */
  const noticePromoted = useCallback((role: string) => notify(WAITLIST_MESSAGES.promoted(nameOf(role))), [nameOf]);
  const mine = assignments.filter((assignment) => assignment.userId === member?.id);
  const removesHolders = Boolean(event.data?.canRemoveHolders);
  const clubMeeting = Boolean(event.data?.clubId);
  const offers = useRoleOffers(eventId, Boolean(member) && clubMeeting).data ?? [];
  const [offerTarget, setOfferTarget] = useState<OfferTarget>();
  useWhenPromoted(member?.id, assignments, waitlist, noticePromoted);
  const panel = useRef<HTMLElement>(null);
  /**
   * Once a change of `role` has answered, the keyboard focus moves from the pressed button (replaced when the role
   * list reloads) to the first of `actions` that the role's row then shows, e.g. Take role → Remove me
   * (docs/decisions/192).
   */
  const focusInRow = (role: string, ...actions: RowAction[]) => {
    const pressed = document.activeElement;
    return () =>
      focusWhenShown(() => {
        const row = panel.current?.querySelector(`[data-role-row="${role}"]`);
        for (const action of actions) {
          const found = row?.querySelector<HTMLElement>(`[data-role-action="${action}"]`);
          if (found) return found;
        }
        return null;
      }, pressed);
  };

  const take = (role: string) => {
    if (!member) return notify(ROLE_MESSAGES.signInRequired, "destructive");
    if (event.data && !event.data.canTakeRoles) return notify(ROLE_MESSAGES.accessDenied, "destructive");
    const holders = assignments.filter((assignment) => assignment.roleType === role).length;
    const refusal = eventRoleClaimRefusal(
      { club: Boolean(roles.data?.club), roles: offered },
      mine.map((assignment) => assignment.roleType),
      role,
      holders,
    );
    if (refusal) return notify(refusal, "destructive");
    const moveFocus = focusInRow(role, "remove-own");
    change.mutate(
      { take: role },
      {
        onSuccess: () => {
          notify(roleTaken(nameOf(role)));
          moveFocus();
        },
        onError: assignFailure,
      },
    );
  };

  const drop = (assignment: RoleAssignment) => {
    const moveFocus = focusInRow(assignment.roleType, "take", "remove-holder", "waitlist");
    change.mutate(
      { drop: assignment.id },
      {
        onSuccess: () => {
          moveFocus();
          notify(
            assignment.userId === member?.id
              ? roleDropped(nameOf(assignment.roleType))
              : {
                  title: "Success",
                  description: `${assignment.holder} is no longer the ${nameOf(assignment.roleType)}.`,
                },
          );
        },
        onError: (error) => {
          if (!notifyIfEnded(error)) notifyFailure(ROLE_MESSAGES.removeFailed, error);
        },
      },
    );
  };

  const wait = (role: string, waiting: boolean) => {
    if (!member) return notify(ROLE_MESSAGES.signInRequired, "destructive");
    const moveFocus = focusInRow(role, "waitlist", "take");
    change.mutate(waiting ? { stopWaiting: role } : { wait: role }, {
      onSuccess: (answer) => {
        notify(
          waiting
            ? WAITLIST_MESSAGES.left(nameOf(role))
            : WAITLIST_MESSAGES.joined(nameOf(role), "position" in answer ? Number(answer.position) : 1),
        );
        moveFocus();
      },
      onError: (error) => {
        if (!notifyIfEnded(error)) notifyRefusal(error, WAITLIST_MESSAGES.failed);
      },
    });
  };

  const headingId = `roles-${eventId}`;
  return (
    <section
      ref={panel}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <Heading id={headingId} className="font-semibold">
        Meeting Roles
      </Heading>
      {!ended && <OffersToMe eventId={eventId} offers={offers} nameOf={nameOf} />}
      {roles.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          {SPEC_ROLE_SET.map((role) => (
            <Skeleton key={role.key} className="h-12" />
          ))}
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {offered.map(({ key: role, perMeeting: capacity }) => {
            const holders = assignments.filter((assignment) => assignment.roleType === role);
            const waiting = waitlist.filter((row) => row.roleType === role);
            const own = holders.find((assignment) => assignment.userId === member?.id);
            const ownWait = waiting.find((row) => row.userId === member?.id);
            const full = holders.length >= capacity;
            return (
              <li key={role} data-role-row={role} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium text-sm">
                    {nameOf(role)}{" "}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      ({holders.length}/{capacity}
                      {full ? ", full" : ""})
                    </span>
                  </p>
                  {!ended &&
                    gaps
                      .filter((gap) => gap.roleType === role)
                      .map((gap) => (
                        <p
                          key={`${gap.kind}-${gap.holder}`}
                          className="mt-0.5 inline-flex flex-wrap items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 text-xs dark:bg-amber-900/40 dark:text-amber-100"
                        >
                          <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                          <span className="font-medium">{ROLE_GAP_LABELS[gap.kind]}</span>
                          <span>{gap.kind === "fell-open" ? `(given up by ${gap.holder})` : `(${gap.holder})`}</span>
                        </p>
                      ))}
                  {holders.length === 0 ? (
                    <p className="text-slate-600 text-sm dark:text-slate-400">Open</p>
                  ) : (
                    <ul className="mt-0.5 space-y-0.5">
                      {holders.map((holder) => (
                        <li key={holder.id} className="flex flex-wrap items-center gap-x-1.5 text-sm">
                          <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                          <span className="min-w-0">{holder.holder}</span>
                          {holder.userId === member?.id && (
                            <span className="text-accent-700 text-xs dark:text-accent-300">(you)</span>
                          )}
                          {holder.confirmed && (
                            <span className="inline-flex items-center gap-0.5 text-emerald-700 text-xs dark:text-emerald-300">
                              <CircleCheck aria-hidden="true" className="size-3.5" />
                              confirmed
                            </span>
                          )}
                          {removesHolders && !ended && holder.userId !== member?.id && (
                            <Button
                              size="sm"
                              variant="ghost"
                              className="h-7 px-2 text-xs"
                              data-role-action="remove-holder"
                              busy={change.isPending}
                              onClick={() => drop(holder)}
                            >
                              Remove
                              <span className="sr-only">
                                {" "}
                                {holder.holder} as {nameOf(role)}
                              </span>
                            </Button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {!ended &&
                    offers
                      .filter((offer) => offer.roleType === role && !offer.toMe)
                      .map((offer) => <PendingOffer key={offer.id} eventId={eventId} offer={offer} />)}
                  {waiting.length > 0 && (
                    <p className="mt-1 text-slate-600 text-xs dark:text-slate-400">
                      Waitlist:{" "}
                      {waiting
                        .map((row) => `${row.position}. ${row.name}${row.userId === member?.id ? " (you)" : ""}`)
                        .join(", ")}
                    </p>
                  )}
                </div>
                {ended ? null : own ? (
                  <div className="flex flex-wrap gap-2">
                    {clubMeeting && event.data?.canHandOver && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setOfferTarget({ handover: { assignmentId: own.id, roleType: role } })}
                      >
                        Hand over<span className="sr-only"> my {nameOf(role)} role</span>
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      data-role-action="remove-own"
                      busy={change.isPending}
                      onClick={() => drop(own)}
                    >
                      Remove<span className="sr-only"> me as {nameOf(role)}</span>
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {clubMeeting && event.data?.canManage && !full && (
                      <Button size="sm" variant="ghost" onClick={() => setOfferTarget({ propose: role })}>
                        Propose<span className="sr-only"> the {nameOf(role)} role to a member</span>
                      </Button>
                    )}
                    {full && (
                      <Button
                        size="sm"
                        variant="secondary"
                        data-role-action="waitlist"
                        busy={change.isPending}
                        onClick={() => wait(role, Boolean(ownWait))}
                      >
                        {ownWait ? "Leave waitlist" : "Join waitlist"}
                        <span className="sr-only"> for {nameOf(role)}</span>
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant={full ? "ghost" : "secondary"}
                      data-role-action="take"
                      busy={change.isPending}
                      onClick={() => take(role)}
                    >
                      Take role<span className="sr-only"> {nameOf(role)}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <OfferDialog eventId={eventId} target={offerTarget} onClose={() => setOfferTarget(undefined)} nameOf={nameOf} />
    </section>
  );
}
