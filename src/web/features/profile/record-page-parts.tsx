import { useSearchParams } from "react-router";
import { type RecordFilter, recordFilterOf, recordFilterQuery } from "@/domain/record/record-views";
import { Skeletons } from "@/web/components/ui/skeleton";

/** The record's club and period, kept in the page's address (`?club=…&period=…`), and how to choose others. */
export function useRecordFilter() {
  const [params, setParams] = useSearchParams();
  const filter = recordFilterOf({ club: params.get("club"), period: params.get("period") });
  const choose = (chosen: RecordFilter) => setParams(new URLSearchParams(recordFilterQuery(chosen)), { replace: true });
  return { params, filter, choose };
}

/** What a record page shows until its record is there: placeholders, or that it could not be loaded. */
export function RecordPending({ failed, whose }: { failed: boolean; whose: "Your" | "This" }) {
  return failed ? (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {whose} speaking record could not be loaded. Please reload the page.
    </p>
  ) : (
    <div className="space-y-4" aria-busy="true">
      <Skeletons shapes={["h-11 w-64", "h-24", "h-64", "h-48"]} />
    </div>
  );
}
