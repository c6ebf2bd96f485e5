import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { paths } from "@/domain/paths";
import { type RecordFilter, recordFilterOf, recordFilterQuery } from "@/domain/record/record-views";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeletons } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useSpeakingRecord } from "./api";
import { TrendChart } from "./record-chart";
import { RecordView } from "./record-view";

/**
 * My speaking record (docs/features.md, "My speaking record"; decision 240): the member's roles, speeches, filler
 * words, evaluations and votes won, with their trends, within the club and period kept in the address
 * (`?club=…&period=…`).
 */
export function Component() {
  const { member, loading } = useSession();
  const record = useSpeakingRecord();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const filter = recordFilterOf({ club: params.get("club"), period: params.get("period") });
  if (!loading && !member) return <Navigate to={signInPath(paths.speakingRecord(`?${params}`))} replace />;
  const choose = (chosen: RecordFilter) => setParams(new URLSearchParams(recordFilterQuery(chosen)), { replace: true });
  return (
    <>
      <PageHeader
        title="My speaking record"
        description="Every role you held, every speech with its time, verdict and filler words, the evaluations you received and the votes you won, from your clubs' meetings."
      />
      {record.data ? (
        <RecordView
          record={record.data}
          filter={filter}
          now={now}
          onFilter={choose}
          chart={(view) => <TrendChart view={view} />}
        />
      ) : record.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Your speaking record could not be loaded. Please reload the page.
        </p>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeletons shapes={["h-11 w-64", "h-24", "h-64", "h-48"]} />
        </div>
      )}
    </>
  );
}
