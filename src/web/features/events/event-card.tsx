import { CalendarDays, ChevronDown, ChevronUp, Clock, Hourglass, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { lengthLabel } from "@/domain/events/durations";
import { hasMeetingRoles } from "@/domain/events/roles";
import { dayWithWeekday, eventTimes } from "@/domain/events/time-zones";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useSession } from "@/web/lib/session";
import { AgendaPanel } from "./agenda-panel";
import { type EventSummary, useRoleAssignments } from "./api";
import { AttendanceActions } from "./attendance";
import { CancelledBadge, CancelledNotice } from "./event-cancelled";
import { EventStatusBadge } from "./event-status-badge";
import { EventTypeBadge } from "./event-type-badge";
import type { PanelProps } from "./panel-props";
import { RolesPanel } from "./roles-panel";
import { SpeakersPanel } from "./speakers-panel";
import { useEventStatus } from "./use-event-status";

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span>{children}</span>
    </li>
  );
}

const iconClass = "size-4 shrink-0 text-slate-500 dark:text-slate-400";

/**
 * Date (with its weekday: the occurrences of a series share their title), time and length of an event in the viewer's time zone, named (e.g. "2:00 AM EST"), and the local time where
 * it takes place when that reads differently ("7:00 AM GMT in London"); then place and club.
 */
export function EventFacts({ event }: { event: EventSummary }) {
  const { viewer, local } = eventTimes(event.eventDate, event.timeZone);
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-slate-700 text-sm dark:text-slate-300">
      <Detail icon={<CalendarDays aria-hidden="true" className={iconClass} />}>
        {dayWithWeekday(event.eventDate)}
      </Detail>
      <Detail icon={<Clock aria-hidden="true" className={iconClass} />}>
        <time dateTime={event.eventDate}>
          {viewer.time} {viewer.zone}
        </time>
        {local && (
          <span className="text-slate-600 dark:text-slate-400">
            {" "}
            ({local.day === viewer.day ? "" : `${dayWithWeekday(event.eventDate, event.timeZone ?? undefined)}, `}
            {local.time} {local.zone} in {local.place})
          </span>
        )}
      </Detail>
      <Detail icon={<Hourglass aria-hidden="true" className={iconClass} />}>
        <span className="sr-only">Length: </span>
        {lengthLabel(event.durationMinutes)}
      </Detail>
      {event.location && <Detail icon={<MapPin aria-hidden="true" className={iconClass} />}>{event.location}</Detail>}
      {event.clubName && <Detail icon={<Users aria-hidden="true" className={iconClass} />}>{event.clubName}</Detail>}
    </ul>
  );
}

export type MeetingPanel = "agenda" | "roles" | "speakers";

/**
 * The order of a meeting's panels (docs/decisions/186): a member who holds a role there sees the roles first — on a
 * phone above a long agenda instead of under it; on a wide screen beside it — and anyone else the agenda first. The
 * speakers come last, across the full width.
 */
export function meetingPanelOrder(holdsRole: boolean): MeetingPanel[] {
  return holdsRole ? ["roles", "agenda", "speakers"] : ["agenda", "roles", "speakers"];
}

/**
 * The agenda and meeting roles of one event; once it ended both only show what was (no changes offered). A social
 * event has no meeting roles (docs/decisions/196): its agenda only, no roles or speakers.
 * `headingLevel`: their headings' level where they are shown (3 in a card).
 */
export function MeetingPanels({
  eventId,
  eventType,
  ended,
  headingLevel = 3,
}: {
  eventId: string;
  eventType: string;
  ended: boolean;
  headingLevel?: 2 | 3;
}) {
  const agenda = <AgendaPanel key="agenda" eventId={eventId} ended={ended} headingLevel={headingLevel} />;
  if (!hasMeetingRoles(eventType)) return <div className="grid grid-cols-1 gap-4">{agenda}</div>;
  return <PanelsWithRoles eventId={eventId} ended={ended} headingLevel={headingLevel} agenda={agenda} />;
}

function PanelsWithRoles({ eventId, ended, headingLevel, agenda }: PanelProps & { agenda: ReactNode }) {
  const { member } = useSession();
  const roles = useRoleAssignments(eventId);
  const holdsRole = Boolean(member && roles.data?.assignments.some((assignment) => assignment.userId === member.id));
  const panels: Record<MeetingPanel, ReactNode> = {
    agenda,
    roles: <RolesPanel key="roles" eventId={eventId} ended={ended} headingLevel={headingLevel} />,
    speakers: <SpeakersPanel key="speakers" eventId={eventId} ended={ended} headingLevel={headingLevel} />,
  };
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {meetingPanelOrder(holdsRole).map((panel) => panels[panel])}
    </div>
  );
}

/** An upcoming or running event ("Now"); More/Less opens its agenda and meeting roles, each card on its own. */
export function EventCard({
  event,
  expanded,
  onToggle,
}: {
  event: EventSummary;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelsId = `event-panels-${event.id}`;
  const status = useEventStatus(event);
  const cancelled = event.cancelledAt !== null;
  const closed = status === "ended" || cancelled;
  return (
    <li>
      <Card className="p-5">
        <article aria-labelledby={`event-${event.id}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={`event-${event.id}`} className="font-semibold text-lg leading-snug">
              <Link to={paths.event(event.id)} className="hover:underline">
                {event.title}
              </Link>
            </h3>
            <div className="flex flex-wrap gap-1.5">
              {cancelled && <CancelledBadge />}
              {!event.isPublic && (
                <span className="shrink-0 rounded-full border border-slate-300 px-2.5 py-0.5 font-medium text-slate-700 text-xs dark:border-slate-700 dark:text-slate-200">
                  Members only
                </span>
              )}
              <EventStatusBadge status={status} />
              <EventTypeBadge type={event.eventType} />
            </div>
          </div>
          {event.description && <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>}
          <div className="mt-3 space-y-3">
            <EventFacts event={event} />
            {cancelled && <CancelledNotice reason={event.cancelReason} />}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <AttendanceActions event={event} ended={closed} />
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={panelsId}
              onClick={onToggle}
              aria-label={`${expanded ? "Less" : "More"} about ${event.title}`}
            >
              {expanded ? "Less" : "More"}
              {expanded ? (
                <ChevronUp aria-hidden="true" className="size-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-4" />
              )}
            </Button>
          </div>
          <div id={panelsId} hidden={!expanded} className="mt-4">
            {expanded && <MeetingPanels eventId={event.id} eventType={event.eventType} ended={closed} />}
          </div>
        </article>
      </Card>
    </li>
  );
}
