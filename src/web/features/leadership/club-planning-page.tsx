import { CalendarOff, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { GRID_MESSAGES, GRID_WEEKS, memberCellConflicts } from "@/domain/clubs/planning-grid";
import { placeOfZone } from "@/domain/events/time-zones";
import { absenceDays } from "@/domain/members/absences";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { InputField, SelectField } from "@/web/components/ui/field";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useClubTemplates } from "@/web/features/agenda-templates/api";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type PlanningGrid, useGridChanges, usePlanningGrid } from "./api";
import { ClubPageFailure, clubCentralPage } from "./club-central-shell";

type Meeting = PlanningGrid["meetings"][number];
type Role = PlanningGrid["roles"][number];
type Cell = { meeting: Meeting; role: Role };
const FAILED = { title: "Error", description: "The change could not be saved. Please try again." };

const shortDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }) : "never";
const cellName = ({ meeting, role }: Cell) => `${role.name} on ${meeting.day}`;

/** The picker of one cell: the club's members with their last role, last speech, away days and why not. */
function CellPicker({ grid, cell, onClose }: { grid: PlanningGrid; cell: Cell; onClose: () => void }) {
  const { assign, propose } = useGridChanges(grid.club.id);
  const [memberId, setMemberId] = useState("");
  const [how, setHow] = useState<"assign" | "propose">("assign");
  const groupId = useId();
  const meetings = grid.meetings.map((meeting) => ({
    ...meeting,
    eventId: meeting.id,
    eventDate: new Date(meeting.eventDate),
  }));
  const roles = { club: true, roles: grid.roles };
  const reasonFor = (member: PlanningGrid["members"][number]) =>
    memberCellConflicts(member.memberId, member.name, member.absences, meetings, roles).find(
      (conflict) => conflict.eventId === cell.meeting.id && conflict.roleType === cell.role.key,
    )?.text;
  const mutation = how === "assign" ? assign : propose;
  const chosen = grid.members.find((member) => member.memberId === memberId);
  function submit() {
    if (!chosen) return;
    mutation.mutate(
      { eventId: cell.meeting.id, roleType: cell.role.key, memberId },
      {
        onSuccess: () => {
          notify({
            title: how === "assign" ? "Role given" : "Role proposed",
            description:
              how === "assign"
                ? GRID_MESSAGES.assigned(chosen.name, cell.role.name)
                : GRID_MESSAGES.proposed(chosen.name, cell.role.name),
          });
          onClose();
        },
        onError: (error) => notifyRefusal(error, FAILED),
      },
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${cell.role.name} — ${cell.meeting.day}`}
      description={`${cell.meeting.title} at ${cell.meeting.time}. Give the role outright (the member is e-mailed and may decline) or propose it.`}
      submitLabel={how === "assign" ? "Assign" : "Propose"}
      busyLabel={how === "assign" ? "Assigning…" : "Proposing…"}
      busy={mutation.isPending}
      canSubmit={Boolean(chosen)}
      onSubmit={submit}
    >
      <fieldset>
        <legend className="mb-2 font-medium text-sm">How</legend>
        <div className="flex gap-4 text-sm">
          {(["assign", "propose"] as const).map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2">
              <input type="radio" name={`${groupId}-how`} checked={how === choice} onChange={() => setHow(choice)} />
              {choice === "assign" ? "Assign outright" : "Propose"}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-medium text-sm">Member (longest wait first)</legend>
        <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
          {grid.members.map((member) => {
            const reason = reasonFor(member);
            return (
              <li key={member.memberId}>
                <label
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md p-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800",
                    reason && "cursor-not-allowed opacity-70",
                  )}
                >
                  <input
                    type="radio"
                    className="mt-1"
                    name={`${groupId}-member`}
                    value={member.memberId}
                    disabled={Boolean(reason)}
                    checked={memberId === member.memberId}
                    onChange={() => setMemberId(member.memberId)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">{member.name}</span>
                    <span className="block text-slate-600 dark:text-slate-400">
                      Last role {shortDate(member.lastRole)} · last speech {shortDate(member.lastSpeech)}
                    </span>
                    {member.absences.length > 0 && (
                      <span className="block text-slate-600 dark:text-slate-400">
                        Away {member.absences.map(absenceDays).join(", ")}
                      </span>
                    )}
                    {reason && <span className="block font-medium text-amber-800 dark:text-amber-300">{reason}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FormDialog>
  );
}

/** Skipping a meeting (a holiday): it is cancelled and its holders are e-mailed. */
function SkipDialog({ clubId, meeting, onClose }: { clubId: string; meeting: Meeting; onClose: () => void }) {
  const { skip } = useGridChanges(clubId);
  const [reason, setReason] = useState("Holiday");
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Skip ${meeting.day}?`}
      description={`"${meeting.title}" is cancelled and everyone holding a role is e-mailed.`}
      submitLabel="Skip the meeting"
      busyLabel="Skipping…"
      busy={skip.isPending}
      canSubmit
      onSubmit={() =>
        skip.mutate(
          { eventId: meeting.id, reason },
          {
            onSuccess: () => {
              notify({ title: "Meeting skipped", description: GRID_MESSAGES.skipped });
              onClose();
            },
            onError: (error) => notifyRefusal(error, FAILED),
          },
        )
      }
    >
      <InputField label="Reason" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
    </FormDialog>
  );
}

/** One cell: its holders and proposals, each with Clear, and a button for each open place. */
function GridCell({ grid, cell, onPick }: { grid: PlanningGrid; cell: Cell; onPick: (cell: Cell) => void }) {
  const { clear } = useGridChanges(grid.club.id);
  const { meeting, role } = cell;
  if (meeting.cancelled) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const holders = meeting.assignments.filter((row) => row.roleType === role.key);
  const proposals = meeting.proposals.filter((row) => row.roleType === role.key);
  const open = Math.max(0, role.perMeeting - holders.length);
  const clearing = (json: { assignmentId?: string; offerId?: string }) =>
    clear.mutate(
      { eventId: meeting.id, ...json },
      {
        onSuccess: () => notify({ title: "Cell cleared", description: GRID_MESSAGES.cleared }),
        onError: (error) => notifyRefusal(error, FAILED),
      },
    );
  return (
    <ul className="space-y-1">
      {holders.map((holder) => (
        <li key={holder.id} className="flex items-center justify-between gap-1">
          <span className="truncate font-medium">{holder.name}</span>
          <Button
            variant="ghost"
            size="inline"
            className="rounded p-1 text-slate-500 hover:text-red-700"
            aria-label={`Clear ${holder.name} from ${cellName(cell)}`}
            busy={clear.isPending}
            onClick={() => clearing({ assignmentId: holder.id })}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
      {proposals.map((proposal) => (
        <li key={proposal.id} className="flex items-center justify-between gap-1">
          <span className="truncate text-slate-700 italic dark:text-slate-300">Proposed: {proposal.name}</span>
          <Button
            variant="ghost"
            size="inline"
            className="rounded p-1 text-slate-500 hover:text-red-700"
            aria-label={`Withdraw the proposal to ${proposal.name} of ${cellName(cell)}`}
            busy={clear.isPending}
            onClick={() => clearing({ offerId: proposal.id })}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
      {open > 0 && (
        <li>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 border-dashed px-2 py-1 text-accent-700 text-xs hover:bg-accent-50 dark:border-slate-600 dark:text-accent-300 dark:hover:bg-slate-800"
            aria-label={`Open — fill ${cellName(cell)} (${open} open)`}
            onClick={() => onPick(cell)}
          >
            <Plus aria-hidden="true" className="size-3.5" /> Open
          </button>
        </li>
      )}
    </ul>
  );
}

/** The series edit: time, place, length and template for every future meeting of a series (decision 235). */
function SeriesEditor({ grid }: { grid: PlanningGrid }) {
  const { editSeries } = useGridChanges(grid.club.id);
  const templates = useClubTemplates(grid.club.id).data?.templates ?? [];
  const series = [
    ...new Map(
      grid.meetings
        .filter((meeting) => meeting.seriesId && !meeting.cancelled)
        .map((meeting) => [meeting.seriesId as string, meeting]),
    ).values(),
  ].reverse();
  const first = series[0];
  const [seriesId, setSeriesId] = useState(first?.seriesId ?? "");
  const [time, setTime] = useState(first ? (first.time.match(/^\d{1,2}:\d{2}/)?.[0] ?? "19:00") : "19:00");
  const [location, setLocation] = useState(first?.location ?? "");
  const [length, setLength] = useState(String(first?.durationMinutes ?? 120));
  const [templateId, setTemplateId] = useState("");
  if (!first) return null;
  const minutes = Number(length);
  const valid = /^\d{2}:\d{2}$/.test(time) && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440;
  return (
    <Card>
      <CardHeader
        title="Edit a series"
        description={`Every future meeting of the series takes these; past ones stay as they were. Role holders keep their roles and are e-mailed the change. Times in ${grid.club.timeZone} (${placeOfZone(grid.club.timeZone)}).`}
      />
      <CardBody>
        <form
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid || editSeries.isPending) return;
            editSeries.mutate(
              {
                seriesId,
                json: { time, location, durationMinutes: minutes, templateId: templateId || null },
              },
              {
                onSuccess: (saved) =>
                  notify({ title: "Series saved", description: GRID_MESSAGES.seriesSaved(saved.changed) }),
                onError: (error) => notifyRefusal(error, FAILED),
              },
            );
          }}
        >
          <SelectField label="Series" value={seriesId} onChange={(event) => setSeriesId(event.target.value)}>
            <OptionList
              items={series}
              toValue={(meeting) => meeting.seriesId ?? ""}
              toLabel={(meeting) => meeting.title}
            />
          </SelectField>
          <InputField label="Time (24 h)" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
          <InputField
            label="Place"
            value={location}
            maxLength={200}
            onChange={(event) => setLocation(event.target.value)}
          />
          <InputField
            label="Length (minutes)"
            type="number"
            min={1}
            max={1440}
            value={length}
            onChange={(event) => setLength(event.target.value)}
          />
          <SelectField
            label="Agenda template"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            <option value="">Keep each meeting's agenda</option>
            <OptionList items={templates} toValue={(template) => template.id} toLabel={(template) => template.name} />
          </SelectField>
          <div className="flex items-end">
            <Button type="submit" busy={editSeries.isPending} disabled={!valid}>
              {editSeries.isPending ? "Saving…" : "Save for all future meetings"}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/**
 * The planning grid (docs/decisions/234): the next 4–12 meetings across, the club's roles down. It scrolls inside
 * its own box with the role column kept in view, so a phone's page never widens.
 */
function PlanningPage({ clubId }: { clubId: string }) {
  const [weeks, setWeeks] = useState<number>(GRID_WEEKS.default);
  const grid = usePlanningGrid(clubId, weeks);
  const [picking, setPicking] = useState<Cell>();
  const [skipping, setSkipping] = useState<Meeting>();
  if (grid.isError) return <ClubPageFailure error={grid.error} />;
  const data = grid.data;
  const weekChoices = Array.from({ length: GRID_WEEKS.max - GRID_WEEKS.min + 1 }, (_, index) => GRID_WEEKS.min + index);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Planning grid"
          description={
            data
              ? `The next meetings and their roles. Times in ${data.club.timeZone} (${placeOfZone(data.club.timeZone)}).`
              : "The next meetings and their roles."
          }
        />
        <div className="px-5 pb-3">
          <SelectField
            label="Meetings shown"
            className="w-40"
            value={String(weeks)}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            <OptionList items={weekChoices} toValue={String} toLabel={(count) => `${count} meetings`} />
          </SelectField>
        </div>
        <CardBody>
          {!data ? (
            <div aria-busy="true" className="space-y-2">
              <span className="sr-only">Loading the planning grid</span>
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </div>
          ) : data.meetings.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">
              No meetings ahead. Create a series of meetings to plan its roles here.
            </p>
          ) : (
            <section
              className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
              aria-label="Planning grid, scrolls sideways"
            >
              <table className="border-separate border-spacing-0 text-sm">
                <caption className="sr-only">Roles of the next {data.meetings.length} meetings</caption>
                <thead>
                  <tr>
                    <th
                      scope="col"
                      className="sticky top-0 left-0 z-20 border-slate-200 border-b bg-slate-50 p-2 text-left dark:border-slate-800 dark:bg-slate-900"
                    >
                      Role
                    </th>
                    {data.meetings.map((meeting) => (
                      <th
                        key={meeting.id}
                        scope="col"
                        className="sticky top-0 z-10 min-w-40 border-slate-200 border-b border-l bg-slate-50 p-2 text-left align-top font-normal dark:border-slate-800 dark:bg-slate-900"
                      >
                        <span className="block font-semibold">{meeting.day}</span>
                        <span className="block text-slate-600 text-xs dark:text-slate-400">{meeting.time}</span>
                        <span className="block truncate text-slate-600 text-xs dark:text-slate-400">
                          {meeting.title}
                        </span>
                        {meeting.cancelled ? (
                          <span className="mt-1 inline-flex items-center gap-1 font-medium text-red-700 text-xs dark:text-red-400">
                            <CalendarOff aria-hidden="true" className="size-3.5" /> Skipped
                            {meeting.cancelReason ? ` (${meeting.cancelReason})` : ""}
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="mt-1 text-accent-700 text-xs underline-offset-2 hover:underline dark:text-accent-300"
                            aria-label={`Skip the meeting on ${meeting.day}`}
                            onClick={() => setSkipping(meeting)}
                          >
                            Skip
                          </button>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.roles.map((role) => (
                    <tr key={role.key}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 max-w-32 border-slate-200 border-b bg-white p-2 text-left align-top font-medium dark:border-slate-800 dark:bg-slate-950"
                      >
                        {role.name}
                        {role.perMeeting > 1 && (
                          <span className="block font-normal text-slate-600 text-xs dark:text-slate-400">
                            {role.perMeeting} places
                          </span>
                        )}
                      </th>
                      {data.meetings.map((meeting) => (
                        <td
                          key={meeting.id}
                          className={cn(
                            "border-slate-200 border-b border-l p-2 align-top dark:border-slate-800",
                            meeting.cancelled && "bg-slate-100 dark:bg-slate-900",
                          )}
                        >
                          <GridCell grid={data} cell={{ meeting, role }} onPick={setPicking} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </CardBody>
      </Card>
      {data && <SeriesEditor grid={data} />}
      {data && picking && <CellPicker grid={data} cell={picking} onClose={() => setPicking(undefined)} />}
      {skipping && <SkipDialog clubId={clubId} meeting={skipping} onClose={() => setSkipping(undefined)} />}
    </div>
  );
}

export const Component = clubCentralPage("planning", PlanningPage);
