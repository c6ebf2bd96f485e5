import { HandHelping } from "lucide-react";
import { useState } from "react";
import { OFFER_MESSAGES } from "@/domain/events/offers";
import { zonedTime } from "@/domain/events/time-zones";
import { Button } from "@/web/components/ui/button";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { dayOrNever } from "@/web/lib/meeting-when";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type RoleOffer, useOfferCandidates, useOfferChange } from "./api";

/**
 * Role offers on a meeting's page (docs/decisions/155): the offers made to the member, with Accept and Decline; the
 * dialog in which a holder hands their role over or an officer proposes an open role.
 */

const until = (instant: string) => {
  const { day, time, zone } = zonedTime(instant);
  return `${day}, ${time} ${zone}`;
};

/** The offers made to the signed-in member, each with Accept and Decline. */
export function OffersToMe({
  eventId,
  offers,
  nameOf,
}: {
  eventId: string;
  offers: RoleOffer[];
  /** A role's name at this meeting (its club's name for it). */
  nameOf: (role: string) => string;
}) {
  const change = useOfferChange(eventId);
  const mine = offers.filter((offer) => offer.toMe);
  if (mine.length === 0) return null;
  const answer = (offer: RoleOffer, accept: boolean) =>
    change.mutate(
      { answer: { offerId: offer.id, accept } },
      {
        onSuccess: () => notify(accept ? OFFER_MESSAGES.accepted(nameOf(offer.roleType)) : OFFER_MESSAGES.declined),
        onError: (error) => notifyRefusal(error, OFFER_MESSAGES.failed),
      },
    );
  return (
    <ul className="mt-3 space-y-2">
      {mine.map((offer) => (
        <li
          key={offer.id}
          className="rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm dark:border-accent-800 dark:bg-accent-950/40"
        >
          <p className="flex items-start gap-2">
            <HandHelping aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700 dark:text-accent-300" />
            <span>
              {offer.kind === "handover"
                ? `${offer.fromName} offers you their ${nameOf(offer.roleType)} role.`
                : `${offer.fromName} asks you to take the ${nameOf(offer.roleType)} role.`}{" "}
              <span className="text-slate-600 dark:text-slate-400">Open until {until(offer.expiresAt)}.</span>
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" busy={change.isPending} onClick={() => answer(offer, true)}>
              Accept<span className="sr-only"> the {nameOf(offer.roleType)} role</span>
            </Button>
            <Button size="sm" variant="secondary" busy={change.isPending} onClick={() => answer(offer, false)}>
              Decline<span className="sr-only"> the {nameOf(offer.roleType)} role</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Offered to Wes — waiting for an answer" under a role, with Withdraw for whoever made the offer. */
export function PendingOffer({ eventId, offer }: { eventId: string; offer: RoleOffer }) {
  const change = useOfferChange(eventId);
  const withdraw = () =>
    change.mutate(
      { withdraw: offer.id },
      {
        onSuccess: () => notify(OFFER_MESSAGES.withdrawn),
        onError: (error) => notifyRefusal(error, OFFER_MESSAGES.failed),
      },
    );
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-600 text-xs dark:text-slate-400">
      <span>
        Offered to {offer.toName} — waiting for an answer until {until(offer.expiresAt)}
      </span>
      {offer.fromMe && (
        <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" busy={change.isPending} onClick={withdraw}>
          Withdraw<span className="sr-only"> the offer to {offer.toName}</span>
        </Button>
      )}
    </p>
  );
}

export type OfferTarget = { handover: { assignmentId: string; roleType: string } } | { propose: string };

/** Choose the member to offer a role to: the club's members; those who cannot take it marked and not choosable. */
export function OfferDialog({
  eventId,
  target,
  onClose,
  nameOf,
}: {
  eventId: string;
  target: OfferTarget | undefined;
  onClose: () => void;
  nameOf: (role: string) => string;
}) {
  const [memberId, setMemberId] = useState("");
  const roleType = target && ("handover" in target ? target.handover.roleType : target.propose);
  const candidates = useOfferCandidates(eventId, roleType);
  const change = useOfferChange(eventId);
  const roleName = roleType ? nameOf(roleType) : "";
  const members = candidates.data?.members ?? [];
  const chosen = members.find((member) => member.memberId === memberId);
  const close = () => {
    setMemberId("");
    onClose();
  };
  const submit = () => {
    if (!target || !chosen) return;
    change.mutate(
      "handover" in target
        ? { handover: { assignmentId: target.handover.assignmentId, memberId } }
        : { propose: { roleType: target.propose, memberId } },
      {
        onSuccess: () => {
          notify(
            "handover" in target
              ? OFFER_MESSAGES.sent(chosen.name, roleName)
              : OFFER_MESSAGES.proposed(chosen.name, roleName),
          );
          close();
        },
        onError: (error) => notifyRefusal(error, OFFER_MESSAGES.failed),
      },
    );
  };
  const handover = target !== undefined && "handover" in target;
  return (
    <FormDialog
      open={target !== undefined}
      onOpenChange={(open) => !open && close()}
      title={handover ? `Hand over the ${roleName} role` : `Propose the ${roleName} role`}
      description={
        handover
          ? "The member you choose is asked by e-mail and on this page. You keep the role until they accept; unanswered, the offer closes after 48 hours (4 hours before the meeting at the latest) and your role goes to the waitlist."
          : "The member you choose is asked by e-mail and on this page, and reminded once after a day. The offer closes after 48 hours (4 hours before the meeting at the latest)."
      }
      submitLabel={handover ? "Offer the role" : "Propose the role"}
      busyLabel="Sending"
      busy={change.isPending}
      canSubmit={Boolean(chosen?.available)}
      onSubmit={submit}
    >
      <fieldset className="max-h-[50dvh] space-y-1 overflow-y-auto" aria-busy={candidates.isPending}>
        <legend className="mb-2 font-medium text-sm">Member</legend>
        {candidates.isError && (
          <p className="text-red-700 text-sm dark:text-red-300">The club's members could not be loaded.</p>
        )}
        {members.length === 0 && candidates.isSuccess && (
          <p className="text-slate-600 text-sm dark:text-slate-400">The club has no other members yet.</p>
        )}
        {members.map((member) => (
          <label
            key={member.memberId}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2.5 text-sm has-checked:border-accent-500 has-disabled:cursor-not-allowed has-disabled:opacity-70 dark:border-slate-800"
          >
            <input
              type="radio"
              name="offer-member"
              className="mt-1"
              value={member.memberId}
              checked={memberId === member.memberId}
              disabled={!member.available}
              onChange={() => setMemberId(member.memberId)}
            />
            <span className="min-w-0">
              <span className="font-medium">{member.name}</span>
              {!member.available && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/60 dark:text-amber-100">
                  {OFFER_MESSAGES.unavailable}
                </span>
              )}
              {!member.available && member.reason && (
                <span className="block text-amber-900 text-xs dark:text-amber-200">{member.reason}</span>
              )}
              {candidates.data?.withHistory && (
                <span className="block text-slate-600 text-xs dark:text-slate-400">
                  Last role: {dayOrNever(member.lastRole)} · Last speech: {dayOrNever(member.lastSpeech)}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
