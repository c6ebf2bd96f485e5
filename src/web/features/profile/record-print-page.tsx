import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { displayName } from "@/domain/accounts";
import { paths } from "@/domain/paths";
import {
  fillerView,
  filteredRecord,
  isEmptyRecord,
  recordFilterOf,
  recordFilterQuery,
  scoreView,
  withinTimeView,
} from "@/domain/record/record-views";
import { SheetPrintStyle, SheetToolbar } from "@/web/components/ui/printable-sheet";
import { Skeleton } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useProfile, useSpeakingRecord } from "./api";
import { AwardList, EvaluationList, RecordFigures, RoleList, SpeechList } from "./record-lists";
import { TrendTable } from "./record-trends";
import { filterWords } from "./record-view";

/**
 * The speaking record laid out for printing (decision 240): the same club and period as the page, the figures, each
 * trend's summary and table (no charts), the speeches, evaluations, roles and votes won, in black on white.
 */
export function Component() {
  const { member, loading } = useSession();
  const record = useSpeakingRecord();
  const profile = useProfile();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const filter = recordFilterOf({ club: params.get("club"), period: params.get("period") });
  const query = recordFilterQuery(filter);
  if (!loading && !member) return <Navigate to={signInPath(paths.speakingRecordPrint(query))} replace />;
  if (!record.data || !profile.data) {
    return record.isError || profile.isError ? (
      <p role="alert">Your speaking record could not be loaded. Please reload the page.</p>
    ) : (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  const shown = filteredRecord(record.data, filter, now);
  const trends = [scoreView(shown.evaluations), fillerView(shown.speeches), withinTimeView(shown.speeches)];
  return (
    <>
      <SheetPrintStyle sheetId="record-sheet" extra="#record-sheet section { break-inside: avoid-page; }" />
      <SheetToolbar
        backTo={paths.speakingRecord(query)}
        backLabel="Back to my speaking record"
        canPrint={!isEmptyRecord(record.data)}
      />
      <article id="record-sheet" className="mx-auto max-w-4xl">
        <h1 className="font-bold text-3xl tracking-tight">Speaking record</h1>
        <p className="mt-1 break-words font-medium text-lg">{displayName(profile.data)}</p>
        <p className="break-words text-slate-600 dark:text-slate-400">{profile.data.email}</p>
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{filterWords(record.data, filter)}</p>
        {isEmptyRecord(record.data) ? (
          <p className="mt-6">No meetings yet: your record fills itself as you take part in your clubs' meetings.</p>
        ) : (
          <>
            <div className="mt-6">
              <RecordFigures record={shown} />
            </div>
            <section aria-labelledby="record-trends" className="mt-8">
              <h2 id="record-trends" className="font-semibold text-xl">
                Trends
              </h2>
              {trends.map((view) => (
                <div key={view.id} className="mt-4">
                  <h3 className="font-semibold">{view.title}</h3>
                  <p className="mt-1 text-sm">{view.summary}</p>
                  {view.rows.length > 0 && (
                    <div className="mt-2">
                      <TrendTable view={view} />
                    </div>
                  )}
                </div>
              ))}
            </section>
            <SpeechList speeches={shown.speeches} printed />
            <EvaluationList evaluations={shown.evaluations} />
            <RoleList roles={shown.roles} printed />
            <AwardList awards={shown.awards} />
          </>
        )}
      </article>
    </>
  );
}
