import type { ReactNode } from "react";
import { VERDICT_LABELS } from "@/domain/meetings/verdict";
import { VOTE_CATEGORY_LABELS } from "@/domain/meetings/votes";
import { plural } from "@/domain/plurals";
import {
  averageScore,
  durationText,
  meetingCount,
  meetingDate,
  rangeText,
  speechFillerRate,
} from "@/domain/record/record-views";
import { type SpeakingRecord, withinTime } from "@/domain/record/speaking-record";
import { CRITERIA } from "@/domain/tools/evaluator";
import { type Column, StackedTable } from "@/web/components/ui/stacked-table";
import { TableScroller } from "@/web/components/ui/table-scroller";

/**
 * The lines of a speaking record (docs/decisions/240), shared by the page and its printable sheet: the figures, the
 * speeches, the evaluations received, the roles held and the votes won. `printed`: plain tables (the page's tables
 * turn into cards on a phone). `owner`: the name of the member whose record another member reads (decision 243);
 * without it, the record is the reader's own.
 */

type Speech = SpeakingRecord["speeches"][number];
type Role = SpeakingRecord["roles"][number];

const muted = "text-slate-600 dark:text-slate-400";

function RecordTable<Row>(props: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  printed?: boolean;
}) {
  if (!props.printed) return <StackedTable {...props} />;
  return (
    <TableScroller>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-slate-300 border-b">
            {props.columns.map((column) => (
              <th key={column.label} scope="col" className="py-1.5 pr-3 font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} className="border-slate-200 border-b align-top">
              {props.columns.map((column) => (
                <td key={column.label} className="py-1.5 pr-3">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The record in figures: meetings, speeches, the share within time, evaluations and votes won. */
export function RecordFigures({ record, owner }: { record: SpeakingRecord; owner?: string }) {
  const timing = withinTime(record.speeches);
  const figures: Array<[string, string, string?]> = [
    ["Meetings", String(meetingCount(record))],
    ["Roles held", String(record.roles.length)],
    ["Speeches", String(record.speeches.length)],
    [
      "Within time",
      timing.percent === null ? "—" : `${timing.percent}%`,
      timing.timed
        ? `${timing.within} of ${plural(timing.timed, { one: "# timed speech", other: "# timed speeches" })}`
        : "none timed",
    ],
    ["Evaluations", String(record.evaluations.length)],
    ["Votes won", String(record.awards.length)],
  ];
  return (
    <section aria-label={owner ? `Figures of ${owner}` : "Your figures"}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value, note]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <dt className={`text-sm ${muted}`}>{label}</dt>
            <dd className="mt-1 font-bold text-2xl tabular-nums">{value}</dd>
            {note && <dd className={`text-xs ${muted}`}>{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

const meetingCell = (line: { title: string; club: string | null }) => (
  <>
    <span className="font-medium">{line.title}</span>
    {line.club && <span className={`block text-xs ${muted}`}>{line.club}</span>}
  </>
);

const SPEECH_COLUMNS: Column<Speech>[] = [
  { label: "Date", cell: (speech) => <span className="whitespace-nowrap">{meetingDate(speech)}</span> },
  { label: "Meeting", cell: meetingCell },
  {
    label: "Speech",
    cell: (speech) => (
      <>
        <span className="font-medium">{speech.speechTitle ?? "Untitled speech"}</span>
        {speech.project && <span className={`block text-xs ${muted}`}>{speech.project}</span>}
      </>
    ),
  },
  { label: "Planned", cell: (speech) => rangeText(speech.range) || "—" },
  {
    label: "Time",
    cell: (speech) => (speech.durationSeconds === null ? "Not timed" : durationText(speech.durationSeconds)),
  },
  { label: "Verdict", cell: (speech) => (speech.verdict ? VERDICT_LABELS[speech.verdict] : "—") },
  { label: "Filler words", cell: (speech) => (speech.fillers === null ? "Not counted" : String(speech.fillers)) },
  {
    label: "Per minute",
    cell: (speech) => {
      const rate = speechFillerRate(speech);
      return rate === null ? "—" : rate.toFixed(1);
    },
  },
];

/** A hidden record's speeches, as its officers see them (decision 241): when and where, nothing more. */
const SPEECH_DATE_COLUMNS: Column<Speech>[] = SPEECH_COLUMNS.slice(0, 2);

const ROLE_COLUMNS: Column<Role>[] = [
  { label: "Date", cell: (role) => <span className="whitespace-nowrap">{meetingDate(role)}</span> },
  { label: "Meeting", cell: meetingCell },
  { label: "Role", cell: (role) => role.role },
];

const keyOf = (line: { eventId: string }, index: number) => `${line.eventId}-${index}`;

function Part({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid-page">
      <h2 id={id} className="font-semibold text-xl">
        {title} <span className={`font-normal text-base ${muted}`}>({count})</span>
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className={muted}>{children}</p>;

/**
 * Every speech with its details, time, verdict and filler words, newest first; `datesOnly`: the date and meeting of
 * each (a hidden record, to its officers).
 */
export function SpeechList({
  speeches,
  printed,
  owner,
  datesOnly,
}: {
  speeches: Speech[];
  printed?: boolean;
  owner?: string;
  datesOnly?: boolean;
}) {
  const rows = speeches.map((speech, index) => ({ ...speech, key: keyOf(speech, index) }));
  return (
    <Part id="record-speeches" title={datesOnly ? "Speech dates" : "Speeches"} count={speeches.length}>
      {rows.length === 0 ? (
        <None>No speeches in this selection.</None>
      ) : (
        <RecordTable
          caption={owner ? `Speeches of ${owner}` : "Your speeches"}
          columns={datesOnly ? SPEECH_DATE_COLUMNS : SPEECH_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
          printed={printed}
        />
      )}
    </Part>
  );
}

/** Every evaluation received: the scores per criterion and the evaluator's words. */
export function EvaluationList({ evaluations }: { evaluations: SpeakingRecord["evaluations"] }) {
  return (
    <Part id="record-evaluations" title="Evaluations received" count={evaluations.length}>
      {evaluations.length === 0 ? (
        <None>No evaluations in this selection.</None>
      ) : (
        <ul className="space-y-4">
          {evaluations.map((evaluation, index) => {
            const average = averageScore(evaluation.scores);
            return (
              <li
                key={keyOf(evaluation, index)}
                className="break-inside-avoid rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <h3 className="font-semibold">
                  {evaluation.title} · {meetingDate(evaluation)}
                </h3>
                <p className={`text-sm ${muted}`}>
                  Evaluated by {evaluation.evaluator}
                  {evaluation.club && ` at ${evaluation.club}`}
                  {average !== null && ` · average ${average.toFixed(1)} of 5`}
                </p>
                <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_auto_max-content_auto]">
                  {CRITERIA.map(({ key, name }) => (
                    <div key={key} className="contents">
                      <dt>{name}</dt>
                      <dd className="text-right font-medium tabular-nums sm:text-left">
                        {evaluation.scores[key] ? `${evaluation.scores[key]} of 5` : "Not scored"}
                      </dd>
                    </div>
                  ))}
                </dl>
                <dl className="mt-3 space-y-2 text-sm">
                  {(
                    [
                      ["What went well", evaluation.opening],
                      ["To improve", evaluation.improvement],
                      ["In closing", evaluation.closing],
                    ] as const
                  )
                    .filter(([, text]) => text.trim())
                    .map(([label, text]) => (
                      <div key={label}>
                        <dt className="font-medium">{label}</dt>
                        <dd className="whitespace-pre-line break-words">{text}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </Part>
  );
}

/** Every role held at a meeting. */
export function RoleList({ roles, printed, owner }: { roles: Role[]; printed?: boolean; owner?: string }) {
  const rows = roles.map((role, index) => ({ ...role, key: keyOf(role, index) }));
  return (
    <Part id="record-roles" title="Roles held" count={roles.length}>
      {rows.length === 0 ? (
        <None>No roles in this selection.</None>
      ) : (
        <RecordTable
          caption={owner ? `Meeting roles ${owner} held` : "Meeting roles you held"}
          columns={ROLE_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
          printed={printed}
        />
      )}
    </Part>
  );
}

/** Every vote category won at a meeting whose results were revealed. */
export function AwardList({ awards }: { awards: SpeakingRecord["awards"] }) {
  return (
    <Part id="record-awards" title="Votes won" count={awards.length}>
      {awards.length === 0 ? (
        <None>No votes won in this selection.</None>
      ) : (
        <ul className="space-y-2">
          {awards.map((award, index) => (
            <li key={keyOf(award, index)}>
              <span className="font-medium">{VOTE_CATEGORY_LABELS[award.category]}</span> — {award.title},{" "}
              {meetingDate(award)}
              {award.club && <span className={muted}> ({award.club})</span>}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}
