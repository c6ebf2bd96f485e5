import { LayoutDashboard, ListOrdered, UserRoundCog, UsersRound } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { firstTitleNotHeld, OFFICER_TOASTS, removeOfficerQuestion } from "@/domain/clubs/officers";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type ClubDetail, type ClubOfficers, useClubOfficers, useOfficerChange } from "./api";
import type { TitledOfficer } from "./change-title-dialog";
import { chosenTitle, OfficerTitleField, type TitleChoice } from "./officer-title-field";

const ChangeTitleDialog = lazy(() => import("./change-title-dialog"));

/**
 * The club's officers and their titles; its officers (and admins) also appoint officers, change an officer's title
 * (their own too) and remove one — after a question naming whom, from what — here.
 */
export function OfficersSection({ club }: { club: ClubDetail }) {
  const managed = useClubOfficers(club.id, club.canManageOfficers);
  const officers: Array<{ name: string; title: string; memberId?: string }> =
    club.canManageOfficers && managed.data ? managed.data.officers : club.officers;
  const change = useOfficerChange(club.id);
  const [leaving, setLeaving] = useState<TitledOfficer>();
  const [retitling, setRetitling] = useState<TitledOfficer>();
  const remove = (officer: { name: string; memberId: string }) =>
    change.mutate(
      { remove: officer.memberId },
      {
        onSuccess: () => notify(OFFICER_TOASTS.removed(officer.name)),
        onError: (error) => notifyRefusal(error, OFFICER_TOASTS.removeFailed),
      },
    );
  return (
    <Card>
      <section aria-label="Officers">
        <CardHeader
          title="Officers"
          icon={
            <UserRoundCog aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />
          }
        />
        <CardBody className="space-y-5">
          {officers.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">This club has not named its officers yet.</p>
          ) : (
            <ul aria-label="Officers of the club" className="divide-y divide-slate-200 dark:divide-slate-800">
              {officers.map((officer, index) => (
                <li key={officer.memberId ?? index} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{officer.name}</span>
                    <span className="block text-slate-600 text-sm dark:text-slate-400">{officer.title}</span>
                  </span>
                  {officer.memberId && (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setRetitling({ ...officer, memberId: officer.memberId ?? "" })}
                        aria-label={`Change title of ${officer.name}`}
                      >
                        Change title
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={change.isPending}
                        onClick={() => setLeaving({ ...officer, memberId: officer.memberId ?? "" })}
                        aria-label={`Remove ${officer.name} as ${officer.title}`}
                      >
                        Remove
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {/* the links before the form: the form arrives with the officers' own read and must not push them away */}
          {club.canManageOfficers && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.leadershipClub(club.id)} variant="secondary" size="sm">
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Club dashboard
              </ButtonLink>
              <ButtonLink to={paths.clubTemplates(club.id)} variant="secondary" size="sm">
                <ListOrdered aria-hidden="true" className="size-4" />
                Agenda templates
              </ButtonLink>
              <ButtonLink to={paths.clubRoles(club.id)} variant="secondary" size="sm">
                <UsersRound aria-hidden="true" className="size-4" />
                Meeting roles
              </ButtonLink>
            </div>
          )}
          {managed.data && <AppointOfficer clubId={club.id} officers={managed.data} />}
          <ConfirmDialog
            open={leaving !== undefined}
            onOpenChange={(open) => !open && setLeaving(undefined)}
            title={leaving ? removeOfficerQuestion(leaving) : "Remove this officer?"}
            description={leaving && `${leaving.name} will no longer be ${leaving.title} of this club.`}
            confirmLabel="Remove"
            busy={change.isPending}
            onConfirm={() => leaving && remove(leaving)}
          />
          {retitling && (
            <Suspense fallback={null}>
              <ChangeTitleDialog
                key={retitling.memberId}
                clubId={club.id}
                officer={retitling}
                onClose={() => setRetitling(undefined)}
              />
            </Suspense>
          )}
        </CardBody>
      </section>
    </Card>
  );
}

function AppointOfficer({ clubId, officers }: { clubId: string; officers: ClubOfficers }) {
  const change = useOfficerChange(clubId);
  const [memberId, setMemberId] = useState("");
  // untouched, the title follows the club's officers: the first usual title nobody holds yet
  const [chosen, setChosen] = useState<TitleChoice>();
  const value = chosen ?? { choice: firstTitleNotHeld(officers.officers), otherTitle: "" };
  const [error, setError] = useState<string | undefined>();
  const officerIds = new Set(officers.officers.map((officer) => officer.memberId));
  const candidates = officers.members.filter((member) => !officerIds.has(member.memberId));
  const title = chosenTitle(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!memberId) return setError("Choose a member of the club.");
    if (!title) return setError("The title is required.");
    setError(undefined);
    const name = candidates.find((member) => member.memberId === memberId)?.name ?? "";
    change.mutate(
      { appoint: { memberId, title } },
      {
        onSuccess: () => {
          notify(OFFICER_TOASTS.appointed(name, title));
          setMemberId("");
          setChosen(undefined);
        },
        onError: (failure) => notifyRefusal(failure, OFFICER_TOASTS.appointFailed),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Appoint an officer"
      className="space-y-3 border-slate-200 border-t pt-4 dark:border-slate-800"
    >
      <h3 className="font-medium">Appoint an officer</h3>
      <div className="grid gap-3">
        <SelectField label="Member" value={memberId} onChange={(event) => setMemberId(event.target.value)}>
          <option value="">{candidates.length === 0 ? "No other members yet" : "Choose a member"}</option>
          <OptionList items={candidates} toValue={(member) => member.memberId} toLabel={(member) => member.name} />
        </SelectField>
        <OfficerTitleField value={value} onChange={setChosen} />
      </div>
      {error && (
        <p role="alert" className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" busy={change.isPending} disabled={candidates.length === 0}>
        {change.isPending ? "Appointing..." : "Appoint officer"}
      </Button>
    </form>
  );
}
