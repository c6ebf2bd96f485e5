import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { SCHEDULED_WORK_MESSAGES, waitInWords } from "@/domain/admin/scheduled-work";
import { zonedTime } from "@/domain/events/time-zones";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { type Column, StackedTable } from "@/web/components/ui/stacked-table";
import { TitledSection } from "@/web/components/ui/titled-section";
import { notify, notifyRefusal } from "@/web/lib/toast";
import {
  type FailingMail,
  type ScheduledJob,
  type ScheduledWork,
  useCancelJob,
  useRetryJob,
  useScheduledWork,
} from "./api";
import { RefreshButton } from "./refresh-button";

/** "Nov 27, 2026 2:05 PM GMT": a time named by the viewer's zone (docs/decisions/176). */
const when = (iso: string) => {
  const { day, time, zone } = zonedTime(iso);
  return `${day} ${time} ${zone}`;
};
const MUTED = "text-slate-600 text-sm dark:text-slate-400";

/**
 * Admins: what the server does at set times (role reminders, the reminder sweep) and the e-mail waiting to go out —
 * what is due, what is coming, what failed — with Retry and Cancel for a failed job (docs/decisions/152).
 */
export function ScheduledWorkSection() {
  const work = useScheduledWork();
  return (
    <Card className="min-w-0">
      <section aria-label="Scheduled work">
        <div className="flex items-start justify-between gap-2 pr-3 sm:pr-5">
          <CardHeader
            title="Scheduled work"
            description="Reminders and other work the server does at a set time, and the e-mail waiting to go out. Work that failed every try waits here to be retried or cancelled."
            icon={
              <CalendarClock
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300"
              />
            }
          />
          <RefreshButton query={work} />
        </div>
        <CardBody className="space-y-8">
          {work.data ? (
            <>
              <Summary work={work.data} />
              <FailedJobs jobs={work.data.failed} />
              <UpcomingJobs jobs={work.data.upcoming} />
              <FailingMails mails={work.data.mail.recentFailures} />
            </>
          ) : work.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              The scheduled work could not be loaded. Please try again.
            </p>
          ) : (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Loading scheduled work</span>
              <Skeleton className="h-24" />
              <Skeleton className="h-32" />
            </div>
          )}
        </CardBody>
      </section>
    </Card>
  );
}

function Count({ label, value, alarming = false }: { label: string; value: string | number; alarming?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600 text-xs dark:text-slate-400">{label}</dt>
      <dd
        className={cn(
          "font-semibold text-lg tabular-nums",
          alarming && "text-red-700 dark:text-red-400",
          typeof value === "string" && "text-base",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Summary({ work }: { work: ScheduledWork }) {
  const { mail } = work;
  return (
    <ul aria-label="Summary" className="grid gap-3 lg:grid-cols-3">
      {work.kinds.map((kind) => (
        <li key={kind.kind} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="font-medium">{kind.label}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Count label="Due now" value={kind.due} />
            <Count label="Upcoming" value={kind.upcoming} />
            <Count label="Failed" value={kind.failed} alarming={kind.failed > 0} />
            <Count label="Done (24 h)" value={kind.doneLastDay} />
          </dl>
        </li>
      ))}
      <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 className="font-medium">E-mail queue</h3>
        <dl className="mt-2 grid grid-cols-3 gap-2">
          <Count label="Waiting" value={mail.undelivered} />
          <Count label="Failed a try" value={mail.failedOnce} alarming={mail.failedOnce > 0} />
          <Count
            label="Oldest waits"
            value={mail.oldestAgeSeconds === null ? "—" : waitInWords(mail.oldestAgeSeconds)}
          />
        </dl>
      </li>
    </ul>
  );
}

const tries = (job: ScheduledJob) => (
  <span className="tabular-nums">
    {job.attempts}/{job.maxAttempts}
  </span>
);
const lastError = (text: string | null) =>
  text ? <span className="break-words font-mono text-xs">{text}</span> : <span className={MUTED}>—</span>;

function FailedJobs({ jobs }: { jobs: ScheduledJob[] }) {
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const [toCancel, setToCancel] = useState<ScheduledJob | undefined>();
  const busy = (job: ScheduledJob) =>
    (retry.isPending && retry.variables === job.id) || (cancel.isPending && cancel.variables === job.id);
  const columns: Column<ScheduledJob>[] = [
    { label: "Job", cell: (job) => <JobName job={job} /> },
    { label: "Last error", cell: (job) => lastError(job.lastError) },
    { label: "Tries", cell: tries },
    {
      label: "Failed",
      cell: (job) => (job.finishedAt ? <time dateTime={job.finishedAt}>{when(job.finishedAt)}</time> : "—"),
    },
    {
      label: "Actions",
      hideLabel: true,
      cell: (job) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            busy={busy(job)}
            aria-label={`Retry: ${job.about}`}
            onClick={() =>
              retry.mutate(job.id, {
                onSuccess: () => notify(SCHEDULED_WORK_MESSAGES.retried),
                onError: (error) => notifyRefusal(error, SCHEDULED_WORK_MESSAGES.retryFailed),
              })
            }
          >
            Retry
          </Button>
          {job.cancellable && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy(job)}
              aria-label={`Cancel: ${job.about}`}
              onClick={() => setToCancel(job)}
            >
              Cancel
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <TitledSection id="failed-jobs-title" title="Failed" level={3} titleClassName="mb-2 font-semibold">
      {jobs.length === 0 ? (
        <p className={MUTED}>Nothing failed. Work that fails every try shows here.</p>
      ) : (
        <StackedTable caption="Failed jobs" columns={columns} rows={jobs} rowKey={(job) => job.id} />
      )}
      <ConfirmDialog
        open={toCancel !== undefined}
        onOpenChange={(open) => !open && setToCancel(undefined)}
        title="Cancel this job?"
        description={`${toCancel?.label ?? ""}: ${toCancel?.about ?? ""}. It will not run, and it cannot be retried later.`}
        confirmLabel="Cancel job"
        busy={cancel.isPending}
        onConfirm={() => {
          if (toCancel)
            cancel.mutate(toCancel.id, {
              onSuccess: () => notify(SCHEDULED_WORK_MESSAGES.cancelled),
              onError: (error) => notifyRefusal(error, SCHEDULED_WORK_MESSAGES.cancelFailed),
            });
          setToCancel(undefined);
        }}
      />
    </TitledSection>
  );
}

function JobName({ job }: { job: ScheduledJob }) {
  return (
    <span className="block min-w-0">
      <span className="block break-words">{job.about}</span>
      <span className={cn("block", MUTED)}>{job.label}</span>
    </span>
  );
}

/** How many of the next jobs show before "Show all". */
const FIRST_UPCOMING = 5;

function UpcomingJobs({ jobs }: { jobs: ScheduledJob[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? jobs : jobs.slice(0, FIRST_UPCOMING);
  const now = Date.now();
  const columns: Column<ScheduledJob>[] = [
    {
      label: "When",
      cell: (job) =>
        new Date(job.runAt).getTime() <= now ? (
          <span className="font-medium text-amber-800 dark:text-amber-300">Due now</span>
        ) : (
          <time dateTime={job.runAt}>{when(job.runAt)}</time>
        ),
    },
    { label: "Job", cell: (job) => <JobName job={job} /> },
    { label: "Tries", cell: tries },
    { label: "Last error", cell: (job) => lastError(job.lastError) },
  ];
  return (
    <TitledSection id="upcoming-jobs-title" title="Next up" level={3} titleClassName="mb-2 font-semibold">
      {jobs.length === 0 ? (
        <p className={MUTED}>Nothing is scheduled.</p>
      ) : (
        <StackedTable caption="Next scheduled jobs" columns={columns} rows={shown} rowKey={(job) => job.id} />
      )}
      {jobs.length > FIRST_UPCOMING && (
        <Button variant="ghost" size="sm" className="mt-2" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? "Show fewer" : `Show the next ${jobs.length}`}
        </Button>
      )}
    </TitledSection>
  );
}

function FailingMails({ mails }: { mails: FailingMail[] }) {
  const columns: Column<FailingMail>[] = [
    {
      label: "E-mail",
      cell: (mail) => (
        <span className="block min-w-0">
          <span className="block break-words">{mail.subject}</span>
          <span className={cn("block", MUTED)}>{mail.kindLabel}</span>
        </span>
      ),
    },
    { label: "Last error", cell: (mail) => lastError(mail.lastError) },
    { label: "Tries", cell: (mail) => <span className="tabular-nums">{mail.attempts}</span> },
    { label: "Next try", cell: (mail) => <time dateTime={mail.nextAttemptAt}>{when(mail.nextAttemptAt)}</time> },
  ];
  return (
    <TitledSection
      id="failing-mail-title"
      title="E-mail that failed a try"
      level={3}
      titleClassName="mb-1 font-semibold"
    >
      <p className={cn("mb-2", MUTED)}>The newest five; each is tried again until it goes out.</p>
      {mails.length === 0 ? (
        <p className={MUTED}>No e-mail is failing.</p>
      ) : (
        <StackedTable caption="E-mail that failed a try" columns={columns} rows={mails} rowKey={(mail) => mail.id} />
      )}
    </TitledSection>
  );
}
