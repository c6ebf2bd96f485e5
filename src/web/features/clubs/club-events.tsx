import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { ClubTime } from "@/web/components/ui/club-time";
import { Skeletons } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { type ClubDetail, type ClubEvents, type ClubEventsWhen, useClubEvents } from "./api";

const TYPE_LABELS: Record<string, string> = {
  meeting: "Meeting",
  contest: "Contest",
  training: "Training",
  social: "Social",
  other: "Other",
};

const EMPTY: Record<ClubEventsWhen, string> = {
  upcoming: "Nothing is scheduled yet. Check back later, or see every event on Events & News.",
  past: "No events have taken place yet.",
};

/** Every event of the club, upcoming and past, a page at a time (the server pages them). */
export function ClubEventsList({ club }: { club: ClubDetail }) {
  const [when, setWhen] = useState<ClubEventsWhen>("upcoming");
  return (
    <Tabs value={when} onValueChange={(value) => setWhen(value === "past" ? "past" : "upcoming")}>
      <TabsList aria-label="Which events">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
      </TabsList>
      {(["upcoming", "past"] as const).map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-4">
          {when === tab && <EventPages club={club} when={tab} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function EventPages({ club, when }: { club: ClubDetail; when: ClubEventsWhen }) {
  const [page, setPage] = useState(1);
  const events = useClubEvents(club, when, page);
  const shown = events.data;
  if (!shown) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading the club's events</span>
        <Skeletons shapes={["h-12 w-full", "h-12 w-full", "h-12 w-full"]} />
      </div>
    );
  }
  if (shown.eventCount === 0) return <p className="text-slate-600 text-sm dark:text-slate-400">{EMPTY[when]}</p>;
  const label = when === "upcoming" ? "upcoming events" : "past events";
  return (
    <>
      <EventRows events={shown.events} clubZone={club.timeZone} />
      {shown.pageCount > 1 && (
        <nav aria-label={`Pages of ${label}`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={`Previous page of ${label}`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <p className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
            Page {shown.page} of {shown.pageCount}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= shown.pageCount}
            onClick={() => setPage(page + 1)}
            aria-label={`Next page of ${label}`}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
    </>
  );
}

function EventRows({ events, clubZone }: { events: ClubEvents["events"]; clubZone: string | null }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={paths.event(event.id)}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
          >
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
            <span className="min-w-40 flex-1">
              <span className="block truncate font-medium">{event.title}</span>
              <ClubTime eventDate={event.eventDate} zone={event.timeZone ?? clubZone} />
            </span>
            {/* on a narrow phone the badges go under the title */}
            <span className="ml-auto flex flex-wrap justify-end gap-1">
              {event.cancelled && (
                <span className="shrink-0 rounded-full bg-red-700 px-2.5 py-0.5 font-semibold text-white text-xs dark:bg-red-400 dark:text-red-950">
                  Cancelled
                </span>
              )}
              {!event.isPublic && (
                <span className="shrink-0 rounded-full border border-slate-300 px-2.5 py-0.5 font-medium text-slate-700 text-xs dark:border-slate-700 dark:text-slate-200">
                  Members only
                </span>
              )}
              <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200">
                {TYPE_LABELS[event.eventType] ?? event.eventType}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
