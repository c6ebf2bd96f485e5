import { useId, useState } from "react";
import { GRID_MESSAGES, memberCellConflicts } from "@/domain/clubs/planning-grid";
import { absenceDays } from "@/domain/members/absences";
import { cn } from "@/web/components/ui/cn";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { dayOrNever } from "@/web/lib/meeting-when";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type PlanningGrid, useGridChanges } from "./api";

export type Meeting = PlanningGrid["meetings"][number];
type Role = PlanningGrid["roles"][number];
export type Cell = { meeting: Meeting; role: Role };
export const FAILED = { title: "Error", description: "The change could not be saved. Please try again." };

export const cellName = ({ meeting, role }: Cell) => `${role.name} on ${meeting.day}`;

/** The picker of one cell: the club's members with their last role, last speech, away days and why not. */
export function CellPicker({ grid, cell, onClose }: { grid: PlanningGrid; cell: Cell; onClose: () => void }) {
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
                      Last role: {dayOrNever(member.lastRole)} · Last speech: {dayOrNever(member.lastSpeech)}
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
