import { AlertTriangle, ArrowLeft, CheckCircle2, Circle, Clock, Eye, Info, Play, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { lengthLabel } from "@/domain/events/durations";
import { eventTimes } from "@/domain/events/time-zones";
import { CONSOLE_WINDOW_MESSAGES } from "@/domain/meetings/console-window";
import { budgetLine, projectedEndLine } from "@/domain/meetings/time-budget";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { useDrawnInSlices } from "@/web/lib/drawn-in-slices";
import { useMediaQuery } from "@/web/lib/media-query";
import { meetingWhen } from "@/web/lib/meeting-when";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { usePageSubject } from "@/web/page-title";
import { AgendaRunPanel } from "./agenda-run-panel";
import { type ConsoleState, useConsole } from "./api";
import { CheckInPanel } from "./check-in-panel";
import {
  type ConsoleBudget,
  consoleBudget,
  nowStatus,
  runsAPart,
  watcherNotice,
  windowProblem,
} from "./console-budget";
import { DisplayLink } from "./display-link";
import { EndMeetingButton } from "./end-meeting-button";
import { EvaluationPanel } from "./evaluation-panel";
import { FillerPanel } from "./filler-panel";
import { TimerPanel } from "./timer-panel";
import { useServerNow } from "./use-server-now";
import { VotePanel } from "./vote-panel";

/**
 * The meeting's live console (docs/decisions/159): the header with the meeting, what is happening now and how far
 * it runs from its plan, the display link for those running it; then one panel per part of the meeting, the viewer's
 * own part first (on a phone, the first thing they see).
 */

/**
 * How a part of the meeting is the viewer's: the role they hold at this meeting ("role": the timer's timer, the
 * paired evaluator's evaluation), theirs to do as an officer, an admin or an attendee ("part": an officer may time
 * and count for anyone, an attendee votes), or someone else's ("none").
 */
export type Ownership = "role" | "part" | "none";

/** A part of the meeting shown in the console, with how it is the viewer's. */
export type ConsoleSection = { key: string; own: Ownership; node: ReactNode };

const RANK: Record<Ownership, number> = { role: 0, part: 1, none: 2 };

/**
 * The two columns of a wide screen (docs/decisions/186): the viewer's closest parts on the left — the parts of the
 * roles they hold, else what they do as an officer or attendee — and the rest on the right, closest first. On a phone
 * the columns stack, so the part the viewer came to do is at the top: an officer who evaluates sees their evaluation
 * before the agenda, the timing and the counting they could also do. A viewer with no part sees the first part on
 * the left.
 */
export function consoleColumns(sections: readonly ConsoleSection[]): [ConsoleSection[], ConsoleSection[]] {
  const ranked = [...sections].sort((a, b) => RANK[a.own] - RANK[b.own]);
  const closest = ranked[0]?.own ?? "none";
  if (closest === "none") return [ranked.slice(0, 1), ranked.slice(1)];
  return [ranked.filter((section) => section.own === closest), ranked.filter((section) => section.own !== closest)];
}

/** How each part of the console is the viewer's: their roles' duties at the meeting first, then what they may do there. */
export function ownership(
  viewer: Pick<ConsoleState["viewer"], "duties" | "capabilities">,
): Record<"agenda" | "timer" | "fillers" | "evaluations" | "votes", Ownership> {
  const { duties, capabilities } = viewer;
  // a held role's duty, whatever the club calls the role (docs/decisions/223)
  const of = (duty: (typeof duties)[number], may: boolean): Ownership =>
    duties.includes(duty) ? "role" : may ? "part" : "none";
  return {
    agenda: of("moderator", capabilities.moderate),
    timer: of("timer", capabilities.time),
    fillers: of("ah_counter", capabilities.count),
    // only an evaluator paired with a speaker evaluates: that is their role's part
    evaluations: capabilities.evaluate ? "role" : "none",
    // the moderator runs the vote from the agenda's side; for everyone else voting is a part of their own
    votes: capabilities.vote && !capabilities.moderate ? "part" : "none",
  };
}

function StatusPill({ state, budget }: { state: ConsoleState; budget: ConsoleBudget }) {
  const text = nowStatus(state, budget);
  const running = text.startsWith("Running");
  const Icon = running ? Play : state.meeting.cancelled ? XCircle : state.run.endedAt ? CheckCircle2 : Circle;
  return (
    <p
      className={cn(
        "inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 font-medium text-sm",
        running ? "bg-accent-600 text-white" : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", running && "fill-current")} />
      <span className="truncate">
        <span className="font-semibold">Now</span> ({meetingDay(state.meeting.eventDate, state.meeting.timeZone)}):{" "}
        {text}
      </span>
    </p>
  );
}

/** "Dec 02, 2026": the meeting's day, said next to "Now" so a console opened days ahead is not read as today's. */
const meetingDay = (eventDate: string, timeZone: string | null) => eventTimes(eventDate, timeZone).viewer.day;

function BudgetLine({ state, budget }: { state: ConsoleState; budget: ConsoleBudget }) {
  const behind = budget.behindMinutes > 0;
  const Icon = behind ? AlertTriangle : Clock;
  return (
    <p className="flex items-start gap-1.5 text-slate-700 text-sm dark:text-slate-300">
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-4 shrink-0", behind && "text-amber-600 dark:text-amber-400")}
      />
      <span>
        <span className="font-semibold">{budgetLine(budget.behindMinutes)}</span>
        {" · "}
        {projectedEndLine(state.meeting, budget)}
      </span>
    </p>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {icon}
      <span>{children}</span>
    </p>
  );
}

function ConsoleView({ eventId, state }: { eventId: string; state: ConsoleState }) {
  const now = useServerNow(10_000, state);
  const budget = consoleBudget(state, now);
  const problem = windowProblem(state, now);
  const { capabilities } = state.viewer;
  const records = problem === undefined;
  const notice = watcherNotice(capabilities);
  const wide = useMediaQuery("(min-width: 640px)");

  const own = ownership(state.viewer);
  const sections: ConsoleSection[] = [
    {
      key: "agenda",
      own: own.agenda,
      node: <AgendaRunPanel eventId={eventId} budget={budget} moderate={capabilities.moderate && records} />,
    },
    {
      key: "timer",
      own: own.timer,
      node: <TimerPanel eventId={eventId} state={state} budget={budget} canTime={capabilities.time && records} />,
    },
    ...(runsAPart(capabilities)
      ? [{ key: "fillers", own: own.fillers, node: <FillerPanel state={state} records={records} /> }]
      : []),
    { key: "evaluations", own: own.evaluations, node: <EvaluationPanel state={state} /> },
    { key: "votes", own: own.votes, node: <VotePanel state={state} records={records} /> },
    // the check-in: for those who check people in at a club's meeting (docs/decisions/232)
    ...(state.attendance
      ? [
          {
            key: "check-in",
            own: "none" as const,
            node: <CheckInPanel eventId={eventId} state={state} records={records} />,
          },
        ]
      : []),
  ];
  const [first, second] = consoleColumns(sections);
  // the display link and End meeting: in the header on a wide screen; on a phone right after the viewer's own part
  const actions = (
    <div className="flex flex-wrap items-start gap-3 empty:hidden">
      {state.displayPath && (
        <DisplayLink eventId={eventId} displayPath={state.displayPath} mayRenew={capabilities.renewDisplay} />
      )}
      <EndMeetingButton state={state} records={records} />
    </div>
  );
  const column = (sections: ConsoleSection[], key: string) => (
    <div key={key} className="min-w-0 space-y-6 empty:hidden">
      {sections.map((section) => (
        <div key={section.key}>{section.node}</div>
      ))}
    </div>
  );

  return (
    <>
      <ButtonLink to={paths.event(eventId)} variant="ghost" size="sm" className="-mt-4 -ml-3 mb-1 sm:mt-0 sm:mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Event page
      </ButtonLink>
      {/* On a phone the header stays short, so the viewer's own part starts on the first screen. */}
      <header className="mb-4 flex flex-wrap items-start justify-between gap-4 sm:mb-6">
        <div className="min-w-0 space-y-1.5 sm:space-y-2">
          <p className="sr-only font-medium text-accent-700 text-sm uppercase tracking-wide sm:not-sr-only dark:text-accent-300">
            Meeting console
          </p>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{state.meeting.title}</h1>
          <p className="text-slate-600 text-sm sm:text-base dark:text-slate-400">
            {meetingWhen(state.meeting.eventDate, state.meeting.timeZone)} ·{" "}
            {lengthLabel(state.meeting.durationMinutes)}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 sm:gap-y-2 sm:pt-1">
            <StatusPill state={state} budget={budget} />
            {!state.meeting.cancelled && <BudgetLine state={state} budget={budget} />}
          </div>
        </div>
        {wide && actions}
      </header>
      <div className="mb-6 space-y-3 empty:hidden">
        {problem && (
          <Notice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>
            {CONSOLE_WINDOW_MESSAGES[problem]}
          </Notice>
        )}
        {notice && <Notice icon={<Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{notice}</Notice>}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {column(first, "first")}
        {!wide && actions}
        {column(second, "second")}
      </div>
    </>
  );
}

/** The meeting's live console (docs/decisions/159). */
export function Component() {
  const { eventId = "" } = useParams();
  const { member, loading } = useSession();
  const state = useConsole(eventId);
  const shown = useDrawnInSlices(state.data);
  usePageSubject(state.data?.meeting.title);
  if (!loading && !member) return <Navigate to={signInPath(paths.meetingConsole(eventId))} replace />;
  if (shown) return <ConsoleView eventId={eventId} state={shown} />;
  if (state.isError && !state.data) {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <Card className="p-8 text-center">
        <h1 className="font-semibold text-xl">{missing ? "Meeting not found" : "Meeting console"}</h1>
        <p role={missing ? undefined : "alert"} className="mt-2 text-slate-600 dark:text-slate-400">
          {missing
            ? "This meeting does not exist, or it is only open to its club's members."
            : "The meeting could not be loaded. Please reload the page."}
        </p>
      </Card>
    );
  }
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
