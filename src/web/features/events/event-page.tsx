import { ArrowLeft, FileText, MonitorPlay, Printer } from "lucide-react";
import { useParams } from "react-router";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeletons } from "@/web/components/ui/skeleton";
import { useDrawnInSlices } from "@/web/lib/drawn-in-slices";
import { useSession } from "@/web/lib/session";
import { usePageSubject } from "@/web/page-title";
import { AgendaMailButton } from "./agenda-mail-button";
import { type EventDetails, useEventDetails } from "./api";
import { AttendanceActions } from "./attendance";
import { CancelledBadge, CancelledNotice } from "./event-cancelled";
import { EventFacts, MeetingPanels } from "./event-card";
import { EventStatusBadge } from "./event-status-badge";
import { EventTypeBadge } from "./event-type-badge";
import { ManageEventActions } from "./manage-event";
import { useEventStatus } from "./use-event-status";

function EventView({ event }: { event: EventDetails }) {
  const status = useEventStatus(event);
  const ended = status === "ended";
  const cancelled = event.cancelledAt !== null;
  const { member } = useSession();
  // the console is for signed-in members who may see the meeting (docs/decisions/159)
  const showConsole = event.eventType === "meeting" && !cancelled && Boolean(member);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{event.title}</h1>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {cancelled && <CancelledBadge />}
            <EventStatusBadge status={status} />
            <EventTypeBadge type={event.eventType} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {showConsole && (
            <ButtonLink to={paths.meetingConsole(event.id)} size="sm">
              <MonitorPlay aria-hidden="true" className="size-4" />
              Open meeting console
            </ButtonLink>
          )}
          {event.canManage && !ended && !cancelled && <ManageEventActions event={event} />}
          {!cancelled && <AgendaMailButton eventId={event.id} ended={ended} />}
          <ButtonLink to={paths.agenda(event.id)} variant="secondary" size="sm">
            <Printer aria-hidden="true" className="size-4" />
            Printable agenda
          </ButtonLink>
          {event.canReadReport && (
            <ButtonLink to={paths.meetingReport(event.id)} variant="secondary" size="sm">
              <FileText aria-hidden="true" className="size-4" />
              Meeting report
            </ButtonLink>
          )}
        </div>
      </div>
      <Card className="mb-6 space-y-4 p-5">
        {event.description && <p className="text-slate-700 dark:text-slate-300">{event.description}</p>}
        <EventFacts event={event} />
        {cancelled && <CancelledNotice reason={event.cancelReason} />}
        {ended && <p className="text-slate-700 text-sm dark:text-slate-300">This event has ended.</p>}
        <AttendanceActions event={event} ended={ended || cancelled} />
      </Card>
      <MeetingPanels eventId={event.id} eventType={event.eventType} ended={ended || cancelled} headingLevel={2} />
    </>
  );
}

/** The shareable page of one event: its details, agenda and meeting roles. */
export function Component() {
  const { eventId = "" } = useParams();
  const event = useEventDetails(eventId);
  usePageSubject(event.data?.title);
  const shown = useDrawnInSlices(event.data);

  return (
    <>
      <ButtonLink to={paths.events} variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Events & News
      </ButtonLink>
      {shown ? (
        <EventView event={shown} />
      ) : event.isError ? (
        <Card className="p-8 text-center">
          <h1 className="font-semibold text-xl">Event not found</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            This event does not exist, or it is only open to its club's members.
          </p>
        </Card>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeletons shapes={["h-9 w-2/3", "h-32", "h-64"]} />
        </div>
      )}
    </>
  );
}
