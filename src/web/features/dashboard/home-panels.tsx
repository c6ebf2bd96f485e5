import {
  Award,
  BadgeCheck,
  BookOpenCheck,
  Flag,
  GraduationCap,
  ListChecks,
  type LucideIcon,
  Medal,
  Mic,
  Sparkles,
  Trophy,
  UserPlus,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "@/domain/dates";
import { paths } from "@/domain/paths";
import { plural } from "@/domain/plurals";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Skeletons } from "@/web/components/ui/skeleton";
import type { DashboardSummary } from "./api";

/** A panel of the home page: a skeleton until the summary is loaded, then what `children` shows of it. */
function SummaryPanel({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: DashboardSummary;
  children: (summary: DashboardSummary) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        {summary ? (
          children(summary)
        ) : (
          <div className="space-y-3">
            <Skeletons shapes={["h-4 w-3/4", "h-4 w-1/2", "h-4 w-2/3"]} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}

export function LearningProgressPanel({ summary }: { summary?: DashboardSummary }) {
  return (
    <SummaryPanel title="Learning Progress" summary={summary}>
      {(summary) => (
        <>
          <Pathways summary={summary} />
          {summary.speaking.speeches > 0 && <SpeakingLine speaking={summary.speaking} />}
        </>
      )}
    </SummaryPanel>
  );
}

/** The member's pathways, each with its progress and the speeches at meetings counted toward it (decision 242). */
function Pathways({ summary }: { summary: DashboardSummary }) {
  return summary.learning.length === 0 ? (
    <div className="text-slate-600 text-sm dark:text-slate-400">
      <p>You haven't started a pathway yet. Pathways turn practice into progress, one project at a time.</p>
      <Link
        to={paths.pathways}
        className="mt-3 inline-block font-medium text-accent-700 hover:underline dark:text-accent-300"
      >
        Choose your first pathway
      </Link>
    </div>
  ) : (
    <ul className="space-y-4">
      {summary.learning.map((pathway) => (
        <li key={pathway.pathwayId}>
          <div className="flex justify-between gap-3 text-sm">
            <Link
              to={paths.pathway(pathway.pathwayId)}
              className="font-medium hover:text-accent-700 hover:underline dark:hover:text-accent-300"
            >
              {pathway.name}
            </Link>
            <span className="text-slate-600 dark:text-slate-400">
              {pathway.completedProjects}/{pathway.totalProjects} · {pathway.percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`${pathway.name} progress`}
            aria-valuenow={pathway.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full rounded-full bg-accent-600" style={{ width: `${pathway.percent}%` }} />
          </div>
          {pathway.spokenProjects > 0 && (
            <p className="mt-1 flex items-center gap-1 text-slate-600 text-xs dark:text-slate-400">
              <Mic aria-hidden="true" className="size-3.5" />
              {plural(pathway.spokenProjects, {
                one: "# speech at a meeting counted",
                other: "# speeches at meetings counted",
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The speaking record in one line: speeches given at meetings, and how many of the timed ones were within time. */
function SpeakingLine({ speaking }: { speaking: DashboardSummary["speaking"] }) {
  const { within, timed } = speaking.withinTime;
  return (
    <p className="mt-4 border-slate-100 border-t pt-3 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
      <span className="font-medium text-slate-900 dark:text-slate-100">
        {plural(speaking.speeches, { one: "# speech", other: "# speeches" })} at meetings
      </span>
      {timed > 0 && ` · ${within} of ${timed} timed within time`}
    </p>
  );
}

const ACTIVITY_ICONS: Record<DashboardSummary["activity"][number]["kind"], LucideIcon> = {
  joined: UserPlus,
  club: Users,
  pathway: BookOpenCheck,
  course: GraduationCap,
  module: ListChecks,
  certificate: BadgeCheck,
  speech: Mic,
  award: Medal,
  milestone: Flag,
};

export function RecentActivityPanel({ summary }: { summary?: DashboardSummary }) {
  return (
    <SummaryPanel title="Recent Activity" summary={summary}>
      {(summary) => (
        <ul className="space-y-4">
          {summary.activity.map((item) => {
            const Icon = ACTIVITY_ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.at}-${item.detail}`} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-100">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{item.title}</p>
                  <p className="truncate text-slate-600 dark:text-slate-400">{item.detail}</p>
                  <p className="text-slate-500 text-xs dark:text-slate-400">
                    <time dateTime={item.at}>{formatDate(item.at, "date-medium")}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SummaryPanel>
  );
}

/** The newest speaking milestone (decision 242), else the greatest learning achievement. */
function spotlightOf(summary: DashboardSummary) {
  const [milestone] = summary.speaking.milestones;
  if (milestone) return { title: milestone.title, description: milestone.description, day: milestone.day };
  const [achievement] = summary.achievements;
  return achievement ? { title: achievement.title, description: achievement.description, day: undefined } : undefined;
}

/** "Mar 5, 2026": a milestone's day as its meeting's calendar had it (decision 242), wherever the member reads it. */
const dayWords = (day: string) => formatDate(`${day}T12:00:00Z`, "date-medium", { timeZone: "UTC" });

/** The next speaking milestone first (meetings are where a member grows), then the next learning one. */
const nextOf = (summary: DashboardSummary) => summary.speaking.nextMilestone ?? summary.nextAchievement;

export function AchievementSpotlightPanel({ summary }: { summary?: DashboardSummary }) {
  return (
    <SummaryPanel title="Achievement Spotlight" summary={summary}>
      {(summary) => <Spotlight summary={summary} />}
    </SummaryPanel>
  );
}

function Spotlight({ summary }: { summary: DashboardSummary }) {
  const latest = spotlightOf(summary);
  const earned = summary.achievements.length + summary.speaking.milestones.length;
  const next = nextOf(summary);
  return (
    <div className="space-y-4 text-sm">
      {latest ? (
        <div className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          <Trophy aria-hidden="true" className="size-6 shrink-0 text-amber-600 dark:text-amber-400" />
          <div>
            <p className="font-semibold">{latest.title}</p>
            <p className="mt-1">{latest.description}</p>
            {latest.day && (
              <p className="mt-1 text-xs">
                <time dateTime={latest.day}>{dayWords(latest.day)}</time>
              </p>
            )}
            {earned > 1 && (
              <p className="mt-2 text-xs">
                <Award aria-hidden="true" className="mr-1 inline size-3.5" />
                {earned} milestones earned
              </p>
            )}
          </div>
        </div>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          Your first milestone is close. Every speech, project and club meeting counts.
        </p>
      )}
      {summary.speaking.milestones.length > 1 && (
        <ul className="space-y-1" aria-label="Speaking milestones">
          {summary.speaking.milestones.slice(1).map((milestone) => (
            <li key={milestone.id} className="flex items-center gap-2">
              <Flag aria-hidden="true" className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400" />
              <span className="font-medium">{milestone.title}</span>
              <time className="text-slate-500 text-xs dark:text-slate-400" dateTime={milestone.day}>
                {dayWords(milestone.day)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <div className="flex gap-3">
          <Sparkles aria-hidden="true" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
          <p>
            <span className="font-medium">Next up: {next.title}.</span>{" "}
            <span className="text-slate-600 dark:text-slate-400">{next.howTo}</span>
          </p>
        </div>
      )}
    </div>
  );
}
