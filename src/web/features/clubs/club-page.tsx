import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, CalendarPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { clubTimes, dayWithWeekday } from "@/domain/events/time-zones";
import { paths } from "@/domain/paths";
import { BackLink } from "@/web/components/ui/back-link";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Skeleton, Skeletons, Spinner } from "@/web/components/ui/skeleton";
import { EventDialog } from "@/web/features/events/api";
import { usePageSubject } from "@/web/page-title";
import { type ClubDetail, clubKeys, useClub } from "./api";
import { ClubDetails } from "./club-details";
import { MemberBadge, MembershipButton } from "./membership-button";
import { OfficersSection } from "./officers-section";

const TYPE_LABELS: Record<string, string> = {
  meeting: "Meeting",
  contest: "Contest",
  training: "Training",
  social: "Social",
  other: "Other",
};

function BackToClubs() {
  return <BackLink to={paths.findClubs}>Back to Find Clubs</BackLink>;
}

export function Component() {
  const { clubId } = useParams();
  const club = useClub(clubId);
  usePageSubject(club.data?.name);
  if (club.isPending) return <ClubPageSkeleton />;
  if (!club.data) {
    const missing = (club.error as { status?: number } | null)?.status === 404;
    return (
      <>
        <BackToClubs />
        <div className="rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center dark:border-slate-700">
          <h1 className="font-semibold text-2xl">{missing ? "Club not found" : "Error"}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {missing ? "This club does not exist or is no longer active." : "Failed to load clubs"}
          </p>
          <ButtonLink to={paths.findClubs} className="mt-6">
            Find Clubs
          </ButtonLink>
        </div>
      </>
    );
  }
  return <ClubView club={club.data} />;
}

function ClubView({ club }: { club: ClubDetail }) {
  return (
    <>
      <BackToClubs />
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-3xl tracking-tight">{club.name}</h1>
            {club.isMember && <MemberBadge />}
          </div>
          {club.location && <p className="mt-2 text-slate-600 dark:text-slate-400">{club.location}</p>}
        </div>
        <MembershipButton clubId={club.id} clubName={club.name} isMember={club.isMember} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="About the club" />
            <CardBody>
              <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
                {club.description || "This club has not written a description yet."}
              </p>
            </CardBody>
          </Card>
          <UpcomingEvents
            events={club.upcomingEvents}
            clubZone={club.timeZone}
            planning={club.canManageOfficers ? club.id : undefined}
          />
        </div>
        <div className="space-y-6 self-start">
          <Card>
            <CardHeader title="Meeting details" />
            <CardBody>
              <ClubDetails club={club} />
            </CardBody>
          </Card>
          <OfficersSection club={club} />
        </div>
      </div>
    </>
  );
}

/** Plan a meeting: the Create Event dialog with this club chosen, for its officers (and admins). */
function PlanMeeting({ clubId }: { clubId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) void queryClient.invalidateQueries({ queryKey: clubKeys.all }); // the new meetings show here
  };
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Plan a meeting
      </Button>
      {open && (
        <Suspense fallback={<Spinner label="Opening" />}>
          <EventDialog open={open} onOpenChange={openChange} clubId={clubId} />
        </Suspense>
      )}
    </>
  );
}

/** "Thu, Dec 03, 2026 at 7:00 PM CST (Chicago)", and the viewer's own time beside it when it reads differently. */
function EventTime({ eventDate, zone }: { eventDate: string; zone: string | null }) {
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

function UpcomingEvents({
  events,
  clubZone,
  planning,
}: {
  events: ClubDetail["upcomingEvents"];
  clubZone: string | null;
  planning?: string;
}) {
  return (
    <Card>
      <CardHeader title="Upcoming events" />
      <CardBody>
        {planning && (
          <div className="mb-4">
            <PlanMeeting clubId={planning} />
          </div>
        )}
        {events.length === 0 ? (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            Nothing is scheduled yet. Check back later, or see every event on Events &amp; News.
          </p>
        ) : (
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
                    <EventTime eventDate={event.eventDate} zone={event.timeZone ?? clubZone} />
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
        )}
      </CardBody>
    </Card>
  );
}

function ClubPageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the club</span>
      <Skeletons shapes={["mb-6 h-5 w-40", "mb-3 h-9 w-2/3", "mb-8 h-5 w-1/3"]} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 lg:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
