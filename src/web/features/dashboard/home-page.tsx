import { BookOpen, CalendarDays, CheckCircle2, GraduationCap, type LucideIcon, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import { greetingName } from "@/domain/member-names";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { appName } from "@/web/lib/app-info";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useDashboardSummary } from "./api";
import { AchievementSpotlightPanel, LearningProgressPanel, RecentActivityPanel } from "./home-panels";
import { MySchedule } from "./schedule-panels";

const QUICK_ACTIONS: Array<{ to: string; title: string; text: string; icon: LucideIcon }> = [
  { to: paths.findClubs, title: "Find a Club", text: "Meet and practise with speakers near you.", icon: Users },
  {
    to: paths.pathways,
    title: "Start Learning",
    text: "Pathways, courses and certifications.",
    icon: GraduationCap,
  },
  { to: paths.events, title: "View Events", text: "Meetings, contests and workshops.", icon: CalendarDays },
  {
    to: paths.resources,
    title: "Get Resources",
    text: "Timer, filler-word counter, evaluations.",
    icon: Wrench,
  },
];

function StatCard({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: LucideIcon }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="font-medium text-slate-600 text-sm dark:text-slate-400">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-accent-600 dark:text-accent-300" />
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-8 w-16" />
      ) : (
        <p className="mt-2 font-bold text-3xl tabular-nums" aria-live="polite">
          {value}
        </p>
      )}
    </Card>
  );
}

function QuickActions() {
  return (
    <TitledSection id="quick-actions" title="Quick actions" className="mt-8" titleClassName="sr-only">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-slate-600 text-sm dark:text-slate-400">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function VisitorWelcome() {
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Welcome</h1>
      <Card className="mt-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-xl">Sign in to see your progress</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Your pathways, projects and clubs live in your {appName} account. You can browse everything else as a guest.
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <ButtonLink to={signInPath(paths.dashboard)}>Sign in</ButtonLink>
        </div>
      </Card>
      <QuickActions />
    </>
  );
}

export function Component() {
  const { member, loading } = useSession();
  const { summary, clubMembers } = useDashboardSummary(Boolean(member));
  if (loading) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-28 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (!member) return <VisitorWelcome />;
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">
        Welcome {greetingName({ firstName: member.name, email: member.email })}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Here is where your speaking journey stands today.{" "}
        <Link to={paths.speakingRecord()} className="font-medium text-accent-700 underline dark:text-accent-300">
          See your speaking record
        </Link>
      </p>
      <section aria-label="Your figures" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Active Pathways" value={summary?.stats.activePathways} icon={BookOpen} />
        <StatCard label="Projects Completed" value={summary?.stats.projectsCompleted} icon={CheckCircle2} />
        <StatCard label="Upcoming Events" value={summary?.stats.upcomingEvents} icon={CalendarDays} />
        <StatCard label="Club Members" value={clubMembers} icon={Users} />
      </section>
      <MySchedule />
      <QuickActions />
      <div data-testid="home-panels" className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <LearningProgressPanel summary={summary} />
        <RecentActivityPanel summary={summary} />
        <AchievementSpotlightPanel summary={summary} />
      </div>
    </>
  );
}
