import { CalendarDays, Download, Printer, Users } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import {
  fillerView,
  filteredRecord,
  isEmptyRecord,
  RECORD_PERIODS,
  type RecordFilter,
  recordClubs,
  recordFilterQuery,
  SCORE_SERIES,
  type ScoreSeries,
  scoreView,
  type TrendView,
  withinTimeView,
} from "@/domain/record/record-views";
import type { SpeakingRecord } from "@/domain/record/speaking-record";
import type { RecordDetail } from "@/domain/record/visibility";
import { ButtonLink, buttonClass } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { SelectField } from "@/web/components/ui/field";
import { AwardList, EvaluationList, RecordFigures, RoleList, SpeechList } from "./record-lists";
import { TrendCard } from "./record-trends";

/** Where the member's record can be downloaded: the CSV of what the page shows (docs/decisions/240). */
export const recordCsvAddress = (filter: RecordFilter) => `/api/profile/record.csv${recordFilterQuery(filter)}`;

/** The words of a filter: "All clubs · All time", "Bay Area Pitch Masters · Last 3 months". */
export function filterWords(record: SpeakingRecord, filter: RecordFilter): string {
  const club = recordClubs(record).find((each) => each.id === filter.clubId)?.name ?? "All clubs";
  const period = RECORD_PERIODS.find((each) => each.key === filter.period)?.label ?? "All time";
  return `${club} · ${period}`;
}

/** What a member with no meeting yet sees instead of an empty record. */
export function NoMeetingsYet() {
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-xl">No meetings yet</h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Your record fills itself as you take part in your clubs' meetings: every role you hold, each speech with its
        time and verdict, the filler words the ah counter noted, the evaluations you receive and the votes you win.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={paths.findClubs}>
          <Users aria-hidden="true" className="size-4" />
          Find a club
        </ButtonLink>
        <ButtonLink to={paths.events} variant="secondary">
          <CalendarDays aria-hidden="true" className="size-4" />
          See upcoming meetings
        </ButtonLink>
      </div>
    </Card>
  );
}

/** What a reader sees of another member's record with no meeting yet. */
function NoMeetingsOf({ owner }: { owner: string }) {
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-xl">No meetings yet</h2>
      <p className="mt-2 max-w-2xl text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
        {owner} has not taken part in a meeting of your clubs yet: their record fills itself as they do.
      </p>
    </Card>
  );
}

/**
 * The speaking record within a club and a period: the filters (kept in the address by the page), the figures, the
 * trends (each drawn by `chart`), the speeches, evaluations, roles and votes won. The reader's own record (no
 * `owner`) offers its CSV and printable page; another member's record (`owner`, their name; decision 243) does not,
 * and with `detail` "schedule" (a hidden record, to its officers) shows the roles and the speeches' dates only.
 */
export function RecordView({
  record,
  filter,
  now,
  onFilter,
  chart,
  owner,
  detail = "full",
}: {
  record: SpeakingRecord;
  filter: RecordFilter;
  now: Date;
  onFilter: (filter: RecordFilter) => void;
  chart: (view: TrendView) => ReactNode;
  owner?: string;
  detail?: RecordDetail;
}) {
  const shown = useMemo(() => filteredRecord(record, filter, now), [record, filter, now]);
  const [series, setSeries] = useState<ScoreSeries>("average");
  if (isEmptyRecord(record)) return owner === undefined ? <NoMeetingsYet /> : <NoMeetingsOf owner={owner} />;
  const clubs = recordClubs(record);
  const query = recordFilterQuery(filter);
  return (
    <>
      <section aria-label="Filters" className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Club"
          className="w-full sm:w-64"
          value={filter.clubId ?? ""}
          onChange={(event) => onFilter({ ...filter, clubId: event.target.value || undefined })}
        >
          <option value="">All clubs</option>
          {clubs.map((club) => (
            <option key={club.id} value={club.id}>
              {club.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Period"
          className="w-full sm:w-48"
          value={filter.period}
          onChange={(event) => onFilter({ ...filter, period: event.target.value as RecordFilter["period"] })}
        >
          {RECORD_PERIODS.map((period) => (
            <option key={period.key} value={period.key}>
              {period.label}
            </option>
          ))}
        </SelectField>
        {owner === undefined && (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <a href={recordCsvAddress(filter)} download className={buttonClass({ variant: "secondary" })}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </a>
            <Link to={paths.speakingRecordPrint(query)} className={buttonClass({ variant: "secondary" })}>
              <Printer aria-hidden="true" className="size-4" />
              Printable page
            </Link>
          </div>
        )}
      </section>
      <p className="mt-4 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
        Showing {filterWords(record, filter)}
      </p>
      {detail === "schedule" ? (
        <>
          <SpeechList speeches={shown.speeches} owner={owner} datesOnly />
          <RoleList roles={shown.roles} owner={owner} />
        </>
      ) : (
        <FullRecord shown={shown} owner={owner} series={series} onSeries={setSeries} chart={chart} />
      )}
    </>
  );
}

/** The whole record of the filter: figures, trends, speeches, evaluations, roles and votes won. */
function FullRecord({
  shown,
  owner,
  series,
  onSeries,
  chart,
}: {
  shown: SpeakingRecord;
  owner?: string;
  series: ScoreSeries;
  onSeries: (series: ScoreSeries) => void;
  chart: (view: TrendView) => ReactNode;
}) {
  const scores = scoreView(shown.evaluations, series);
  const fillers = fillerView(shown.speeches);
  const within = withinTimeView(shown.speeches);
  return (
    <>
      <div className="mt-4">
        <RecordFigures record={shown} owner={owner} />
      </div>
      <section aria-labelledby="record-trends" className="mt-8">
        <h2 id="record-trends" className="font-semibold text-xl">
          Trends
        </h2>
        <div className="mt-3 grid min-w-0 gap-4 lg:grid-cols-2">
          <div className="min-w-0 lg:col-span-2">
            <TrendCard
              view={scores}
              chart={chart(scores)}
              controls={
                <SelectField
                  label="Criterion"
                  className="mt-2 w-full sm:w-72"
                  value={series}
                  onChange={(event) => onSeries(event.target.value as ScoreSeries)}
                >
                  {SCORE_SERIES.map((each) => (
                    <option key={each.key} value={each.key}>
                      {each.name}
                    </option>
                  ))}
                </SelectField>
              }
            />
          </div>
          <TrendCard view={fillers} chart={chart(fillers)} />
          <TrendCard view={within} chart={chart(within)} />
        </div>
      </section>
      <SpeechList speeches={shown.speeches} owner={owner} />
      <EvaluationList evaluations={shown.evaluations} />
      <RoleList roles={shown.roles} owner={owner} />
      <AwardList awards={shown.awards} />
    </>
  );
}
