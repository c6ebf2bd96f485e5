import { CalendarDays, Mic, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { plural } from "@/domain/plurals";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { dayOrNever, meetingWhen } from "@/web/lib/meeting-when";
import { useClubDashboard } from "./api";
import { ClubPageFailure, clubCentralPage } from "./club-central-shell";
import { Stat } from "./leadership-central";
import { MemberRecordLink } from "./member-record-link";

const openText = (open: number) =>
  open === 0 ? "All roles taken" : plural(open, { one: "# open role slot", other: "# open role slots" });

/** A card of the dashboard listing some of the club's figures: a placeholder while they load, a sentence if none. */
function ListCard<T>(props: {
  title: string;
  description: string;
  items: readonly T[] | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { items } = props;
  return (
    <Card>
      <CardHeader title={props.title} description={props.description} />
      <CardBody>
        {!items ? (
          <Skeleton className="h-24" />
        ) : items.length === 0 ? (
          <p className="text-slate-600 text-sm dark:text-slate-400">{props.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">{items.map(props.children)}</ul>
        )}
      </CardBody>
    </Card>
  );
}

function ClubDashboard({ clubId }: { clubId: string }) {
  const dashboard = useClubDashboard(clubId);
  if (dashboard.isError && !dashboard.data) return <ClubPageFailure error={dashboard.error} />;
  const data = dashboard.data;
  const figure = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return (
    <div className="space-y-6">
      <TitledSection id="club-figures-heading" title="The club's figures" titleClassName="sr-only">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Stat label="Active Members" value={figure(data?.activeMembers)} icon={Users} />
          <Stat label="Meetings This Month" value={figure(data?.meetingsThisMonth)} icon={CalendarDays} />
          <Stat label="Speeches This Month" value={figure(data?.speechesThisMonth)} icon={Mic} />
          <Stat label="New Members (30 days)" value={figure(data?.newMembers.length)} icon={UserPlus} />
        </div>
      </TitledSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard
          title="Upcoming Meetings"
          description="The next meetings and the role slots still open."
          items={data?.upcomingMeetings}
          empty="No meetings planned yet."
        >
          {(meeting) => (
            <li key={meeting.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <Link to={paths.event(meeting.id)} className="font-medium hover:underline">
                  {meeting.title}
                </Link>
                <p className="text-slate-600 text-sm dark:text-slate-400">
                  {meetingWhen(meeting.eventDate, meeting.timeZone)}
                </p>
              </div>
              <span className="text-sm">{openText(meeting.openSlots)}</span>
            </li>
          )}
        </ListCard>
        <ListCard
          title="New Members"
          description="Members who joined in the last 30 days."
          items={data?.newMembers}
          empty="Nobody joined in the last 30 days."
        >
          {(member) => (
            <li key={member.memberId} className="flex flex-wrap justify-between gap-x-4 py-2">
              <MemberRecordLink member={member} />
              <span className="text-slate-600 text-sm dark:text-slate-400">joined {dayOrNever(member.joinedAt)}</span>
            </li>
          )}
        </ListCard>
      </div>
    </div>
  );
}

export const Component = clubCentralPage("dashboard", ClubDashboard);
