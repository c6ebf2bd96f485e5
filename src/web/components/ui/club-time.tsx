import { clubTimes, dayWithWeekday } from "@/domain/events/time-zones";

/** "Thu, Dec 03, 2026 at 7:00 PM CST (Chicago)", and the viewer's own time beside it when it reads differently. */
export function ClubTime({ eventDate, zone }: { eventDate: string; zone: string | null }) {
  const { club, yours } = clubTimes(eventDate, zone);
  const clubDay = dayWithWeekday(eventDate, club.place && zone ? zone : undefined);
  return (
    <span className="block text-slate-600 text-sm dark:text-slate-400">
      <time dateTime={eventDate}>
        {clubDay} at {club.time} {club.zone}
        {club.place && ` (${club.place})`}
      </time>
      {yours && (
        <span className="block sm:inline">
          <span className="hidden sm:inline"> · </span>
          {yours.day === club.day ? "" : `${dayWithWeekday(eventDate)}, `}
          {yours.time} {yours.zone} your time
        </span>
      )}
    </span>
  );
}
