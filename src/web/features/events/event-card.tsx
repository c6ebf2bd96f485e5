import { CalendarDays, ChevronDown, ChevronUp, Clock, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { AgendaPanel } from "./agenda-panel";
import { AttendanceActions } from "./attendance";
import { eventDay, eventTime } from "./event-dates";
import { EventTypeBadge } from "./event-type-badge";
import { RolesPanel } from "./roles-panel";
import type { EventSummary } from "./use-events";

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span>{children}</span>
    </li>
  );
}

const iconClass = "size-4 shrink-0 text-slate-500 dark:text-slate-400";

export function EventFacts({ event }: { event: EventSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-slate-700 text-sm dark:text-slate-300">
      <Detail icon={<CalendarDays aria-hidden="true" className={iconClass} />}>{eventDay(event.eventDate)}</Detail>
      <Detail icon={<Clock aria-hidden="true" className={iconClass} />}>{eventTime(event.eventDate)}</Detail>
      {event.location && <Detail icon={<MapPin aria-hidden="true" className={iconClass} />}>{event.location}</Detail>}
      {event.clubName && <Detail icon={<Users aria-hidden="true" className={iconClass} />}>{event.clubName}</Detail>}
    </ul>
  );
}

export function MeetingPanels({ eventId }: { eventId: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AgendaPanel eventId={eventId} />
      <RolesPanel eventId={eventId} />
    </div>
  );
}

/** An upcoming event; More/Less opens its agenda and meeting roles, each card on its own. */
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
  return (
    <li>
      <Card className="p-5">
        <article aria-labelledby={`event-${event.id}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={`event-${event.id}`} className="font-semibold text-lg leading-snug">
              <Link to={`/dashboard/events/${event.id}`} className="hover:underline">
                {event.title}
              </Link>
            </h3>
            <EventTypeBadge type={event.eventType} />
          </div>
          {event.description && <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>}
          <div className="mt-3">
            <EventFacts event={event} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <AttendanceActions event={event} />
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
            {expanded && <MeetingPanels eventId={event.id} />}
          </div>
        </article>
      </Card>
    </li>
  );
}
