import { CheckCircle2, Clock, Inbox, RotateCw } from "lucide-react";
import { formatDateAndTime } from "@/domain/dates";
import { plural } from "@/domain/plurals";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Skeletons } from "@/web/components/ui/skeleton";
import { type ContactSubmission, type EmailStatus, useContactSubmissions } from "./api";
import { RefreshButton } from "./refresh-button";

const when = (iso: string) => formatDateAndTime(iso);

/** Admins: the newest contact messages and whether their e-mail reached the support address. */
export function ContactSubmissionsSection() {
  const list = useContactSubmissions();
  const shown = list.data?.submissions.length ?? 0;
  return (
    <Card>
      <div className="flex items-start justify-between gap-2 pr-3 sm:pr-5">
        <CardHeader
          title="Contact messages"
          description={
            list.data && list.data.total > shown
              ? `Newest first: the ${shown} newest of ${list.data.total}.`
              : "Newest first, with the state of their e-mail to the support address."
          }
          icon={<Inbox aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />}
        />
        <RefreshButton query={list} />
      </div>
      <CardBody>
        {list.data ? (
          shown === 0 ? (
            <p className="rounded-lg border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No messages yet. Messages sent from Contact Us appear here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.data.submissions.map((submission) => (
                <SubmissionItem key={submission.id} submission={submission} />
              ))}
            </ul>
          )
        ) : list.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            Contact messages could not be loaded. Please try again.
          </p>
        ) : (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">Loading contact messages</span>
            <Skeletons shapes={["h-20", "h-20", "h-20"]} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function SubmissionItem({ submission }: { submission: ContactSubmission }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{submission.subject || "(no subject)"}</h3>
          <p className="break-all text-slate-600 text-sm dark:text-slate-400">
            {submission.name} ·{" "}
            <a
              className="text-accent-700 underline underline-offset-2 dark:text-accent-300"
              href={`mailto:${submission.email}`}
            >
              {submission.email}
            </a>{" "}
            · {submission.fromMember ? "Member" : "Visitor"} ·{" "}
            <time dateTime={submission.createdAt}>{when(submission.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={submission.emailStatus} />
      </div>
      <p className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap break-words text-slate-800 text-sm dark:text-slate-200">
        {submission.message}
      </p>
      {submission.emailStatus.status === "retrying" && (
        <p className="mt-2 text-amber-800 text-sm dark:text-amber-300">
          {plural(submission.emailStatus.attempts, { one: "# failed attempt", other: "# failed attempts" })}
          {submission.emailStatus.lastError && <> · last error: {submission.emailStatus.lastError}</>}
          {submission.emailStatus.nextAttemptAt && <> · next try {when(submission.emailStatus.nextAttemptAt)}</>}
        </p>
      )}
    </li>
  );
}

function StatusBadge({ status }: { status: EmailStatus }) {
  const look = {
    sent: {
      label: "Sent",
      Icon: CheckCircle2,
      className: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
    },
    retrying: {
      label: `Retrying (${status.attempts})`,
      Icon: RotateCw,
      className: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
    },
    pending: {
      label: "Sending",
      Icon: Clock,
      className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
    },
  }[status.status];
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-medium text-xs", look.className)}
    >
      <look.Icon aria-hidden="true" className="size-3.5" /> E-mail: {look.label}
    </span>
  );
}
