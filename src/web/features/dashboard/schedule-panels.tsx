import { CalendarDays, type LucideIcon, Mic } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ClubTime } from "@/web/components/ui/club-time";
import { Skeletons } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { type MemberSchedule, useMemberSchedule } from "./api";

const linkClass = "font-medium text-accent-700 hover:underline dark:text-accent-300";
const badgeClass = "shrink-0 rounded-full px-2.5 py-0.5 font-medium text-xs";

function Loading() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading your schedule</span>
      <Skeletons shapes={["h-4 w-3/4", "h-4 w-1/2", "h-4 w-2/3"]} />
    </div>
  );
}

function Empty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="text-slate-600 text-sm dark:text-slate-400">
      <p>{text}</p>
      <Link to={to} className={`mt-3 inline-block ${linkClass}`}>
        {action}
      </Link>
    </div>
  );
}

/** Which meeting, of which club: the meeting's page a click away. */
function MeetingLine({ item }: { item: MemberSchedule["roles"][number] | MemberSchedule["meetings"][number] }) {
  return (
    <>
      <Link
        to={paths.event(item.eventId)}
        className="block break-words font-medium hover:text-accent-700 hover:underline dark:hover:text-accent-300"
      >
        {item.title}
      </Link>
      {item.clubName && (
        <span className="block break-words text-slate-700 text-sm dark:text-slate-300">{item.clubName}</span>
      )}
      <ClubTime eventDate={item.eventDate} zone={item.timeZone} />
    </>
  );
}

/** A card of the schedule: a skeleton while loading, its empty state, or its items. */
function SchedulePanel<Item>({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: readonly Item[] | undefined;
  empty: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        {!items ? <Loading /> : items.length === 0 ? empty : <ul className="space-y-4">{children(items)}</ul>}
      </CardBody>
    </Card>
  );
}

/** One line of a schedule panel: its round icon in `tone`, then what it says. */
function ScheduleItem({ icon: Icon, tone, children }: { icon: LucideIcon; tone: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}

function NextRoles({ schedule }: { schedule?: MemberSchedule }) {
  return (
    <SchedulePanel
      title="Your next roles"
      items={schedule?.roles}
      empty={
        <Empty
          text="You have no roles at upcoming meetings. Every role is practice: take one at your club's next meeting."
          to={paths.events}
          action="Find a meeting"
        />
      }
    >
      {(roles) =>
        roles.map((role) => (
          <ScheduleItem
            key={role.assignmentId}
            icon={Mic}
            tone="bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-100"
          >
            <p className="font-semibold text-accent-800 dark:text-accent-200">{role.roleName}</p>
            <MeetingLine item={role} />
          </ScheduleItem>
        ))
      }
    </SchedulePanel>
  );
}

function ClubMeetings({ schedule }: { schedule?: MemberSchedule }) {
  return (
    <SchedulePanel
      title="Your clubs' next meetings"
      items={schedule?.meetings}
      empty={
        <Empty
          text="No meetings of your clubs are planned yet. Join a club to see its meetings here."
          to={paths.findClubs}
          action="Browse clubs"
        />
      }
    >
      {(meetings) =>
        meetings.map((meeting) => (
          <ScheduleItem
            key={meeting.eventId}
            icon={CalendarDays}
            tone="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            <MeetingLine item={meeting} />
            {(meeting.cancelled || !meeting.isPublic) && (
              <span className="mt-1 flex flex-wrap gap-1">
                {meeting.cancelled && (
                  <span className={`${badgeClass} bg-red-700 text-white dark:bg-red-400 dark:text-red-950`}>
                    Cancelled
                  </span>
                )}
                {!meeting.isPublic && (
                  <span
                    className={`${badgeClass} border border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200`}
                  >
                    Members only
                  </span>
                )}
              </span>
            )}
          </ScheduleItem>
        ))
      }
    </SchedulePanel>
  );
}

/** "My schedule" on the dashboard home: the member's next roles and their clubs' next meetings. */
export function MySchedule() {
  const schedule = useMemberSchedule();
  return (
    <TitledSection id="my-schedule" title="My schedule" className="mt-8" titleClassName="sr-only">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <NextRoles schedule={schedule} />
        <ClubMeetings schedule={schedule} />
      </div>
    </TitledSection>
  );
}
