import { CircleAlert, EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { periodLabel, withinTimeLabel } from "@/domain/clubs/speaking-activity";
import { ROLE_GAP_LABELS } from "@/domain/events/role-gaps";
import { attendanceRateLabel } from "@/domain/meetings/attendance";
import { paths } from "@/domain/paths";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import { StackedTable } from "@/web/components/ui/stacked-table";
import { dayOrNever, meetingWhen } from "@/web/lib/meeting-when";
import { type ClubReports, useClubReports } from "./api";
import { ClubPageFailure, clubCentralPage } from "./club-central-shell";
import { MemberRecordLink } from "./member-record-link";

type Attendance = ClubReports["attendance"][number];
type Coverage = ClubReports["coverage"][number];
type Stage = ClubReports["stage"][number];
type Rate = ClubReports["rates"][number];
type JoinedGuest = ClubReports["guestsWhoJoined"][number];
type Speaking = ClubReports["speaking"];

/** What a report says while it has no rows. */
const NothingYet = ({ children }: { children: ReactNode }) => (
  <p className="text-slate-600 text-sm dark:text-slate-400">{children}</p>
);

/** Each member's attendance over the last meetings held since they joined (decision 232). */
export function AttendanceRates({ members }: { members: Rate[] }) {
  if (members.length === 0) return <NothingYet>No members yet.</NothingYet>;
  return (
    <StackedTable
      caption="Attendance rate of each member"
      rows={members}
      rowKey={(member) => member.memberId}
      columns={[
        { label: "Member", cell: (member) => <MemberRecordLink member={member} /> },
        { label: "Attended", cell: (member) => attendanceRateLabel(member.present, member.held) },
      ]}
    />
  );
}

/** The guests of the last meetings who later joined the club. */
export function GuestsWhoJoined({ guests }: { guests: JoinedGuest[] }) {
  if (guests.length === 0) return <NothingYet>No guest has joined the club yet.</NothingYet>;
  return (
    <StackedTable
      caption="Guests who later joined"
      rows={guests}
      rowKey={(guest) => `${guest.name}-${guest.meeting}-${guest.eventDate}`}
      columns={[
        { label: "Name", cell: (guest) => <span className="break-words">{guest.name}</span> },
        {
          label: "Guest at",
          cell: (guest) => `${guest.meeting}, ${meetingWhen(guest.eventDate, guest.timeZone)}`,
        },
        { label: "Joined", cell: (guest) => dayOrNever(guest.joinedAt) },
      ]}
    />
  );
}

function AttendanceReport({ meetings }: { meetings: Attendance[] }) {
  if (meetings.length === 0) return <NothingYet>No past meetings yet.</NothingYet>;
  return (
    <StackedTable
      caption="Attendance per meeting"
      rows={meetings}
      rowKey={(meeting) => meeting.id}
      columns={[
        { label: "Date", cell: (meeting) => meetingWhen(meeting.eventDate, meeting.timeZone) },
        {
          label: "Meeting",
          cell: (meeting) => (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <Link to={paths.event(meeting.id)} className="font-medium hover:underline">
                {meeting.title}
              </Link>
              {meeting.hasReport && (
                <Link
                  to={paths.meetingReport(meeting.id)}
                  className="text-accent-700 text-sm underline underline-offset-2 hover:no-underline dark:text-accent-300"
                >
                  Report<span className="sr-only"> of {meeting.title}</span>
                </Link>
              )}
            </span>
          ),
        },
        { label: "Attendees", cell: (meeting) => meeting.attendees },
        {
          label: "Role holders",
          cell: (meeting) =>
            meeting.roleHolders.length === 0
              ? "None"
              : meeting.roleHolders.map((holder) => `${holder.name} (${holder.roleName})`).join(", "),
        },
      ]}
    />
  );
}

function CoverageReport({ meetings }: { meetings: Coverage[] }) {
  if (meetings.length === 0) return <NothingYet>No meetings planned yet.</NothingYet>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="font-semibold">{meeting.title}</h3>
          <p className="mb-2 text-slate-600 text-sm dark:text-slate-400">
            {meetingWhen(meeting.eventDate, meeting.timeZone)}
          </p>
          <ul aria-label={`Role slots of ${meeting.title}`} className="space-y-1 text-sm">
            {meeting.slots.map((slot) => (
              <li key={slot.roleType} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 break-words">
                  <span className="font-medium">
                    {slot.roleName} {slot.holders.length}/{slot.capacity}
                  </span>
                  {slot.holders.length > 0 && `: ${slot.holders.join(", ")}`}
                  {meeting.gaps
                    .filter((gap) => gap.roleType === slot.roleType)
                    .map((gap) => (
                      <span
                        key={`${gap.kind}-${gap.holder}`}
                        className="ml-2 inline-flex items-center gap-1 rounded-full border border-amber-400 px-2 py-0.5 font-medium text-amber-900 text-xs dark:border-amber-500 dark:text-amber-200"
                      >
                        <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                        {ROLE_GAP_LABELS[gap.kind]}
                        <span className="sr-only">: {gap.holder}</span>
                      </span>
                    ))}
                </span>
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    slot.open > 0
                      ? "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                      : "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
                  )}
                >
                  {slot.open > 0 ? `${slot.open} open` : "Filled"}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function StageReport({ members }: { members: Stage[] }) {
  if (members.length === 0) return <NothingYet>No members yet.</NothingYet>;
  return (
    <StackedTable
      caption="Last role and last speech of each member"
      rows={members}
      rowKey={(member) => member.memberId}
      columns={[
        { label: "Member", cell: (member) => <MemberRecordLink member={member} /> },
        { label: "Last role", cell: (member) => dayOrNever(member.lastRole) },
        { label: "Last speech", cell: (member) => dayOrNever(member.lastSpeech) },
      ]}
    />
  );
}

/**
 * Each member's speeches and roles this quarter, last speech and last role (decision 241). A member who hid their
 * record keeps their counts and dates (officers plan with them) and is marked; their timing results are not shown.
 * Each name leads to the member's record as the reader may see it (decision 243).
 */
export function SpeakingActivityReport({ speaking }: { speaking: Speaking }) {
  if (speaking.members.length === 0) return <NothingYet>No members yet.</NothingYet>;
  return (
    <StackedTable
      caption={`Speaking activity of each member, ${periodLabel(speaking.quarter)}`}
      rows={speaking.members}
      rowKey={(member) => member.memberId}
      columns={[
        {
          label: "Member",
          cell: (member) => (
            <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <MemberRecordLink member={member} />
              {member.hidden && (
                <span className="inline-flex items-center gap-1 rounded-full border border-slate-400 px-2 py-0.5 text-slate-700 text-xs dark:border-slate-500 dark:text-slate-300">
                  <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
                  Record hidden
                </span>
              )}
            </span>
          ),
        },
        { label: "Speeches", cell: (member) => member.speeches },
        { label: "Roles", cell: (member) => member.roles },
        { label: "Last speech", cell: (member) => dayOrNever(member.lastSpeech) },
        { label: "Last role", cell: (member) => dayOrNever(member.lastRole) },
        { label: "Within time", cell: (member) => withinTimeLabel(member.withinTime) },
      ]}
    />
  );
}

/** One report of the page: its content once the reports have loaded, a placeholder before. */
function ReportCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody>{children ?? <Skeleton className="h-32" />}</CardBody>
    </Card>
  );
}

function Reports({ clubId }: { clubId: string }) {
  const reports = useClubReports(clubId);
  if (reports.isError && !reports.data) return <ClubPageFailure error={reports.error} />;
  const data = reports.data;
  return (
    <div className="space-y-6">
      <ReportCard
        title="Role Coverage"
        description="The role slots of the next four meetings: who holds them, which are open."
      >
        {data && <CoverageReport meetings={data.coverage} />}
      </ReportCard>
      <ReportCard title="Attendance" description="The last 12 meetings, newest first.">
        {data && <AttendanceReport meetings={data.attendance} />}
      </ReportCard>
      <ReportCard
        title="Attendance Rates"
        description="Each member's meetings attended of the last 12 held since they joined."
      >
        {data && <AttendanceRates members={data.rates} />}
      </ReportCard>
      <ReportCard title="Guests Who Joined" description="Guests of the last 12 meetings who later became members.">
        {data && <GuestsWhoJoined guests={data.guestsWhoJoined} />}
      </ReportCard>
      <ReportCard
        title="Speaking Activity"
        description={`Speeches and roles this quarter${data ? ` (${periodLabel(data.speaking.quarter)})` : ""}, last speech and last role (a speech is a role too). A member who hid their record shows roles and speech dates only.`}
      >
        {data && <SpeakingActivityReport speaking={data.speaking} />}
      </ReportCard>
      <ReportCard
        title="Share the Stage Fairly"
        description="Each member's last role and last speech; who waited longest comes first."
      >
        {data && <StageReport members={data.stage} />}
      </ReportCard>
    </div>
  );
}

export const Component = clubCentralPage("reports", Reports);
