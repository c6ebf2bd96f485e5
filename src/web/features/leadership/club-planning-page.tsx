import { CalendarOff, Plus, X } from "lucide-react";
import { useState } from "react";
import { GRID_MESSAGES, GRID_WEEKS } from "@/domain/clubs/planning-grid";
import { placeOfZone } from "@/domain/events/time-zones";
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

import { type Cell, CellPicker, cellName, FAILED, type Meeting } from "./planning-cell-picker";

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
