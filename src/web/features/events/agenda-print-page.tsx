import { FileDown } from "lucide-react";
import { useParams } from "react-router";
import { SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { holderText, OPEN_SLOT } from "@/domain/events/agenda-lines";
import { AGENDA_TYPE_LABELS } from "@/domain/events/inputs";
import { zonedTime } from "@/domain/events/time-zones";
import { planEndLine, timingPlan } from "@/domain/events/timing-plan";
import { paths } from "@/domain/paths";
import { buttonClass } from "@/web/components/ui/button";
import { SheetPrintStyle, SheetToolbar } from "@/web/components/ui/printable-sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { usePageSubject } from "@/web/page-title";
import { useAgenda, useEventDetails, useRoleAssignments } from "./api";
import { CancelledNotice } from "./event-cancelled";
import { EventFacts } from "./event-card";
import { SpeakersSheet } from "./speakers-sheet";

/** The meeting's agenda as a sheet to print: items with their start times, and who holds each role. */
export function Component() {
  const { eventId = "" } = useParams();
  const event = useEventDetails(eventId);
  usePageSubject(event.data?.title);
  const agenda = useAgenda(eventId);
  const roles = useRoleAssignments(eventId);

  if (!event.data || !agenda.data || !roles.data) {
    return event.isError || agenda.isError || roles.isError ? (
      <p role="alert">The agenda could not be loaded. Please reload the page.</p>
    ) : (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const plan = timingPlan(event.data, agenda.data);
  const rows = plan.items;
  const assignments = roles.data.assignments;
  // the viewer's zone, named once in the column heading (e.g. "Start (EST)")
  const zone = zonedTime(event.data.eventDate).zone;

  return (
    <>
      <SheetPrintStyle sheetId="agenda-sheet" />
      <SheetToolbar
        backTo={paths.event(eventId)}
        canPrint
        actions={
          <a
            href={`/api/events/${eventId}/agenda.docx`}
            download
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            Download agenda (.docx)
          </a>
        }
      />
      <article id="agenda-sheet" className="mx-auto max-w-3xl">
        <h1 className="font-bold text-3xl tracking-tight">{event.data.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Meeting agenda</p>
        {event.data.cancelledAt && (
          <div className="mt-3">
            <CancelledNotice reason={event.data.cancelReason} />
          </div>
        )}
        <div className="mt-3">
          <EventFacts event={event.data} />
        </div>
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Agenda items with start times</caption>
          <thead>
            <tr className="border-slate-300 border-b dark:border-slate-700">
              {[
                [`Start (${zone})`, "py-2 pr-3"],
                ["Item", "py-2 pr-3"],
                ["Who", "py-2 pr-3"],
                ["Type", "hidden py-2 pr-3 sm:table-cell"],
                ["Minutes", "py-2 text-right"],
              ].map(([heading, className]) => (
                <th key={heading} scope="col" className={className}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="py-3 text-slate-600 dark:text-slate-400">
                  No agenda items yet.
                </td>
              </tr>
            )}
            {rows.map(({ item, start: at }) => (
              <tr key={item.id} className="border-slate-200 border-b align-top dark:border-slate-800">
                <td className="py-2 pr-3 tabular-nums">{zonedTime(at).time}</td>
                <td className="py-2 pr-3">
                  <span className="font-medium">{item.title}</span>
                  {item.description && (
                    <span className="block text-slate-600 dark:text-slate-400">{item.description}</span>
                  )}
                </td>
                <td className="py-2 pr-3">
                  {item.slot && (
                    <>
                      <span className="block text-slate-600 text-xs dark:text-slate-400">{item.slot.roleName}</span>
                      {item.slot.holders.length > 0 ? (
                        item.slot.holders.map((holder) => (
                          <span key={holder.userId} className="block break-words">
                            {holderText(holder)}
                          </span>
                        ))
                      ) : (
                        <span className="italic">{OPEN_SLOT}</span>
                      )}
                    </>
                  )}
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">{AGENDA_TYPE_LABELS[item.agendaType]}</td>
                <td className="py-2 text-right tabular-nums">{item.durationMinutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > 0 && (
          <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
            {plan.overrunMinutes > 0 && <span className="font-semibold">Over time: </span>}
            {planEndLine(event.data, plan)}
          </p>
        )}
        <h2 className="mt-8 font-semibold text-xl">Meeting roles</h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {(roles.data?.roles ?? SPEC_ROLE_SET).map((role) => {
            const holders = assignments.filter((assignment) => assignment.roleType === role.key);
            return (
              <div key={role.key} className="contents">
                <dt className="font-medium">{role.name}</dt>
                <dd>{holders.length > 0 ? holders.map((holder) => holder.holder).join(", ") : "Open"}</dd>
              </div>
            );
          })}
        </dl>
        <SpeakersSheet eventId={eventId} />
      </article>
    </>
  );
}
