import { useState } from "react";
import { Navigate } from "react-router";
import { paths } from "@/domain/paths";
import { PageHeader } from "@/web/components/ui/page-header";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useSpeakingRecord } from "./api";
import { TrendChart } from "./record-chart";
import { RecordPending, useRecordFilter } from "./record-page-parts";
import { RecordView } from "./record-view";

/**
 * My speaking record (docs/features.md, "My speaking record"; decision 240): the member's roles, speeches, filler
 * words, evaluations and votes won, with their trends, within the club and period kept in the address
 * (`?club=…&period=…`).
 */
export function Component() {
  const { member, loading } = useSession();
  const record = useSpeakingRecord();
  const { params, filter, choose } = useRecordFilter();
  const [now] = useState(() => new Date());
  if (!loading && !member) return <Navigate to={signInPath(paths.speakingRecord(`?${params}`))} replace />;
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
      ) : (
        <RecordPending failed={record.isError} whose="Your" />
      )}
    </>
  );
}
