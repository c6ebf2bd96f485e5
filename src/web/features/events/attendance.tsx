import { useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, Check } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { EVENT_MESSAGES } from "@/domain/events/messages";
import { Button, buttonClass } from "@/web/components/ui/button";
import { api } from "@/web/lib/api";
import { rememberPendingAction } from "@/web/lib/pending-action";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { paths } from "@/web/paths";
import { notifyIfEnded } from "./event-ended";
import { EVENTS_KEY, type EventSummary, eventKey, type UpcomingEvents, updateListedEvent } from "./use-events";

/** Join Event (toggle back), the attendee count and the calendar file; once the event ended, only the count. */
export function AttendanceActions({ event, ended }: { event: EventSummary; ended: boolean }) {
  const { member } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!member) {
      // joined for them once they have signed in (decision 122)
      rememberPendingAction({ kind: "join-event", eventId: event.id });
      navigate(signInPath(paths.event(event.id)));
      return;
    }
    setBusy(true);
    try {
      const result = await api<{ attending: boolean; attendeeCount: number }>(`/events/${event.id}/attendance`, {
        method: event.attending ? "DELETE" : "POST",
      });
      const update = <T extends EventSummary>(current: T) =>
        current.id === event.id ? { ...current, ...result } : current;
      queryClient.setQueryData<UpcomingEvents>(EVENTS_KEY, (list) => updateListedEvent(list, update));
      queryClient.setQueryData<EventSummary>(eventKey(event.id), (current) => (current ? update(current) : current));
      notify(result.attending ? EVENT_MESSAGES.joined : EVENT_MESSAGES.left);
    } catch (error) {
      if (!notifyIfEnded(error)) notifyFailure(EVENT_MESSAGES.attendanceFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const count = event.attendeeCount;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {!ended && (
        <>
          <Button
            variant={event.attending ? "secondary" : "primary"}
            size="sm"
            onClick={toggle}
            disabled={busy}
            aria-pressed={member ? event.attending : undefined}
          >
            {event.attending && <Check aria-hidden="true" className="size-4" />}
            {event.attending ? "Going — Leave Event" : "Join Event"}
          </Button>
          <a
            href={`/api/events/${event.id}/calendar.ics`}
            download
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar
          </a>
        </>
      )}
      <span className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
        {count} {count === 1 ? "attendee" : "attendees"}
      </span>
    </div>
  );
}
