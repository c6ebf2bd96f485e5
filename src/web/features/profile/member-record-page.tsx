import { EyeOff, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Navigate, useParams } from "react-router";
import { paths } from "@/domain/paths";
import type { RecordFilter } from "@/domain/record/record-views";
import { ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { ApiError } from "@/web/lib/api";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { usePageSubject } from "@/web/page-title";
import { type MemberRecordAnswer, useMemberRecord } from "./api";
import { TrendChart } from "./record-chart";
import { RecordPending, useRecordFilter } from "./record-page-parts";
import { RecordView } from "./record-view";

/** The line an officer reads above a hidden record's roles and speech dates (decision 243). */
export const SCHEDULE_ONLY_LINE =
  "This member keeps their speaking record private. As an officer you see the roles they held and the dates of their speeches, for scheduling; never their times, filler words, evaluations or awards.";

/** A refusal shown in place of the record: the server's words, and a way back. */
function Refused({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        {icon}
        <div className="min-w-0">
          <h2 className="font-semibold text-xl">{title}</h2>
          <p className="mt-2 max-w-2xl text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{children}</p>
          <div className="mt-4">
            <ButtonLink to={paths.dashboard} variant="secondary">
              Back to the dashboard
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}

const iconClass = "mt-1 size-6 shrink-0 text-slate-500 dark:text-slate-400";

/**
 * Another member's speaking record (docs/features.md, "My speaking record"; decision 243), as the reader may see it:
 * whole (the same lists and trends as the member's own page, without its exports), or — a hidden record, to the
 * officers of the member's clubs and admins — the roles and the speeches' dates only. A fellow member of a hidden
 * record reads the server's refusal; anyone who shares no club with the member reads that there is no such member.
 */
export function Component() {
  const { memberId = "" } = useParams();
  const { member, loading } = useSession();
  const record = useMemberRecord(memberId);
  const { params, filter, choose } = useRecordFilter();
  usePageSubject(record.data?.member.name);
  if (!loading && !member) return <Navigate to={signInPath(paths.memberRecord(memberId, `?${params}`))} replace />;
  return <MemberRecord record={record} filter={filter} onFilter={choose} />;
}

/** The page's body for the answer so far (the page's states, tested without a server). */
export function MemberRecord({
  record,
  filter,
  onFilter,
  now: givenNow,
}: {
  record: { data?: MemberRecordAnswer; error: unknown; isError: boolean };
  filter: RecordFilter;
  onFilter: (filter: RecordFilter) => void;
  now?: Date;
}) {
  const [now] = useState(() => givenNow ?? new Date());
  const refusal = record.error instanceof ApiError ? record.error : undefined;
  const name = record.data?.member.name;
  return (
    <>
      <PageHeader
        title={
          <span className="[overflow-wrap:anywhere]">{name ? `Speaking record of ${name}` : "Speaking record"}</span>
        }
        description={
          record.data?.detail === "full"
            ? "Every role held, every speech with its time, verdict and filler words, the evaluations received and the votes won at your clubs' meetings."
            : undefined
        }
      />
      {record.data ? (
        <>
          {record.data.detail === "schedule" && (
            <p
              role="note"
              className="mb-6 flex max-w-3xl items-start gap-2 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
            >
              <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{SCHEDULE_ONLY_LINE}</span>
            </p>
          )}
          <RecordView
            record={record.data.record}
            filter={filter}
            now={now}
            onFilter={onFilter}
            chart={(view) => <TrendChart view={view} />}
            owner={record.data.member.name}
            detail={record.data.detail}
          />
        </>
      ) : refusal?.code === "RECORD_HIDDEN" ? (
        <Refused icon={<EyeOff aria-hidden="true" className={iconClass} />} title="This record is private">
          {refusal.message}
        </Refused>
      ) : refusal?.status === 404 ? (
        <Refused icon={<SearchX aria-hidden="true" className={iconClass} />} title="Member not found">
          {refusal.message}
        </Refused>
      ) : (
        <RecordPending failed={record.isError} whose="This" />
      )}
    </>
  );
}
