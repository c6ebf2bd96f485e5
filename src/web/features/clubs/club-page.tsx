import { useQueryClient } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { useParams } from "react-router";
import { paths } from "@/domain/paths";
import { BackLink } from "@/web/components/ui/back-link";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Skeleton, Skeletons, Spinner } from "@/web/components/ui/skeleton";
import { EventDialog } from "@/web/features/events/api";
import { useDrawnInSlices } from "@/web/lib/drawn-in-slices";
import { usePageSubject } from "@/web/page-title";
import { type ClubDetail, clubKeys, useClub } from "./api";
import { ClubDetails } from "./club-details";
import { ClubEventsList } from "./club-events";
import { MemberBadge, MembershipButton } from "./membership-button";
import { OfficersSection } from "./officers-section";

function BackToClubs() {
  return <BackLink to={paths.findClubs}>Back to Find Clubs</BackLink>;
}

export function Component() {
  const { clubId } = useParams();
  const club = useClub(clubId);
  const shown = useDrawnInSlices(club.data);
  usePageSubject(club.data?.name);
  if (shown) return <ClubView club={shown} />;
  if (club.isPending || club.data) return <ClubPageSkeleton />;
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
          <ClubEvents club={club} />
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

function ClubEvents({ club }: { club: ClubDetail }) {
  return (
    <Card>
      <CardHeader title="Events" />
      <CardBody>
        {club.canManageOfficers && (
          <div className="mb-4">
            <PlanMeeting clubId={club.id} />
          </div>
        )}
        <ClubEventsList club={club} />
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
