import { CalendarPlus, Check } from "lucide-react";
import { useNavigate } from "react-router";
import { EVENT_MESSAGES } from "@/domain/events/messages";
import { paths } from "@/domain/paths";
import { plural } from "@/domain/plurals";
import { Button, buttonClass } from "@/web/components/ui/button";
import { rememberPendingAction } from "@/web/lib/pending-action";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure, notifyIfEnded } from "@/web/lib/toast";
import { type EventSummary, useAttendance } from "./api";

/** Join Event (toggle back), the attendee count and the calendar file; once the event ended, only the count. */
export function AttendanceActions({ event, ended }: { event: EventSummary; ended: boolean }) {
  const { member } = useSession();
  const navigate = useNavigate();
  const attendance = useAttendance(event.id);

  const toggle = () => {
    if (!member) {
      // joined for them once they have signed in (decision 122)
      rememberPendingAction({ kind: "join-event", eventId: event.id });
      navigate(signInPath(paths.event(event.id)));
      return;
    }
    attendance.mutate(!event.attending, {
      onSuccess: (result) => notify(result.attending ? EVENT_MESSAGES.joined : EVENT_MESSAGES.left),
      onError: (error) => {
        if (!notifyIfEnded(error)) notifyFailure(EVENT_MESSAGES.attendanceFailed, error);
      },
    });
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
            busy={attendance.isPending}
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
        {plural(count, { one: "# attendee", other: "# attendees" })}
      </span>
    </div>
  );
}
