import type { ReactNode } from "react";
import { useParams } from "react-router";
import { attendanceLine } from "@/domain/meetings/attendance";
import { ENDING_MESSAGES } from "@/domain/meetings/ending";
import type { Verdict } from "@/domain/meetings/verdict";
import { paths } from "@/domain/paths";
import { plural } from "@/domain/plurals";
import { FILLER_WORDS } from "@/domain/tools/ah-counter";
import { Card } from "@/web/components/ui/card";
import { SheetPrintStyle, SheetToolbar } from "@/web/components/ui/printable-sheet";
import { Skeletons } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { usePageSubject } from "@/web/page-title";
import { type MeetingReport, useMeetingReport } from "./api";

/**
 * While printing, only the report's sheet is on paper, on whatever paper the printer holds (A4 or Letter), with
 * margins; a table or a section is not split across pages where it fits on one.
 */
const PRINT_RULES = `@page { size: auto; margin: 15mm 14mm; }
  #report-sheet section, #report-sheet table, #report-sheet tr { break-inside: avoid; page-break-inside: avoid; }
  #report-sheet thead { display: table-header-group; }
  #report-sheet .report-scroll { overflow: visible; }`;

const VERDICT_STYLES: Record<Verdict, string> = {
  within: "border-emerald-600 text-emerald-800 dark:text-emerald-300",
  under: "border-amber-600 text-amber-800 dark:text-amber-300",
  over: "border-red-600 text-red-800 dark:text-red-300",
};

/** A part of the report under its heading; "None recorded." when the meeting recorded none of it. */
function Section({ title, none = false, children }: { title: string; none?: boolean; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="font-semibold text-xl">{title}</h2>
      {none ? <NoneRecorded /> : children}
    </section>
  );
}

const SCROLLER =
  "report-scroll mt-3 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-accent-600 focus-visible:outline-offset-2";

function Table({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways, by keyboard too
    <section tabIndex={0} aria-label={caption} className={SCROLLER}>
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-slate-300 border-b dark:border-slate-700">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const cell = "py-2 pr-3 align-top";
const row = "border-slate-200 border-b dark:border-slate-800";
const muted = "text-slate-600 dark:text-slate-400";

function NoneRecorded() {
  return <p className={`mt-2 text-sm ${muted}`}>None recorded.</p>;
}

/** How the item's actual start compared with its plan; nothing when it was not started. */
function lateText(minutes: number | null): string {
  if (minutes === null) return "";
  if (minutes === 0) return "On time";
  return minutes > 0 ? `${minutes} min late` : `${-minutes} min early`;
}

function Agenda({ agenda }: { agenda: MeetingReport["agenda"] }) {
  return (
    <Section title="Agenda: planned and actual">
      {agenda.rows.length === 0 ? (
        <NoneRecorded />
      ) : (
        <Table caption="Agenda items, planned and actual start" headings={["Planned", "Actual", "Item", "Start"]}>
          {agenda.rows.map((item, index) => (
            // items may share a title: their place on the agenda (never reordered in a kept report) tells them apart
            <tr key={index} className={row}>
              <td className={`${cell} tabular-nums`}>{item.planned}</td>
              <td className={`${cell} tabular-nums`}>
                {item.actual ?? (item.status === "skipped" ? "Not held" : "Not started")}
              </td>
              <td className={`${cell} font-medium`}>{item.title}</td>
              <td className={cell}>{lateText(item.lateMinutes)}</td>
            </tr>
          ))}
        </Table>
      )}
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        Planned end {agenda.plannedEnd}, ended {agenda.end} · <span className="font-semibold">{agenda.summary}</span>
      </p>
    </Section>
  );
}

function Speeches({ speeches }: { speeches: MeetingReport["speeches"] }) {
  return (
    <Section title="Speeches" none={speeches.length === 0}>
      <Table caption="Timed speeches with their verdicts" headings={["Speaker", "Speech", "Time", "Verdict", "Range"]}>
        {speeches.map((speech, index) => (
          // a speaker may speak twice: the place in the record tells the speeches apart
          <tr key={index} className={row}>
            <td className={`${cell} font-medium`}>{speech.speaker}</td>
            <td className={cell}>{speech.title ?? <span className={muted}>—</span>}</td>
            <td className={`${cell} tabular-nums`}>{speech.duration}</td>
            <td className={cell}>
              {speech.verdict && speech.verdictLabel ? (
                <span
                  className={`inline-block rounded-full border px-2 py-0.5 font-medium text-xs ${VERDICT_STYLES[speech.verdict]}`}
                >
                  {speech.verdictLabel}
                </span>
              ) : (
                <span className={muted}>—</span>
              )}
            </td>
            <td className={`${cell} tabular-nums`}>{speech.range ?? "—"}</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

function Fillers({ fillers }: { fillers: MeetingReport["fillers"] }) {
  return (
    <Section title="Filler words" none={fillers.length === 0}>
      <Table caption="Filler words counted per speaker" headings={["Speaker", "Total", "Words"]}>
        {fillers.map((speaker) => (
          <tr key={speaker.speaker} className={row}>
            <td className={`${cell} font-medium`}>{speaker.speaker}</td>
            <td className={`${cell} tabular-nums`}>{speaker.total}</td>
            <td className={cell}>
              {speaker.total === 0
                ? "None"
                : FILLER_WORDS.filter((word) => speaker.counts[word] > 0)
                    .map((word) => `${word} ${speaker.counts[word]}`)
                    .join(", ")}
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

function Evaluations({ evaluations }: { evaluations: MeetingReport["evaluations"] }) {
  return (
    <Section title="Evaluations" none={evaluations.length === 0}>
      <Table caption="Who evaluated whom" headings={["Evaluator", "Speaker"]}>
        {evaluations.map((evaluation) => (
          <tr key={`${evaluation.evaluator}\u0000${evaluation.speaker}`} className={row}>
            <td className={`${cell} font-medium`}>{evaluation.evaluator}</td>
            <td className={cell}>{evaluation.speaker}</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

/** "Pia (2 votes)", "A tie: Ann, Kim (1 vote each)", "Kim (1 vote) — a tie decided by Mo Park", "No votes". */
function voteText(vote: MeetingReport["votes"][number]): string {
  if (vote.winners.length === 0) return "No votes";
  const count = plural(vote.votes, { one: "# vote", other: "# votes" });
  if (vote.decidedBy) return `${vote.winners.join(", ")} (${count}) — a tie decided by ${vote.decidedBy}`;
  return vote.tie ? `A tie: ${vote.winners.join(", ")} (${count} each)` : `${vote.winners.join(", ")} (${count})`;
}

/** Label–value pairs: one column on a phone (a little space after each value), two from `sm`. */
function Pairs({ pairs }: { pairs: Array<[label: string, value: string]> }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      {pairs.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="mb-2 break-words text-slate-700 sm:mb-0 dark:text-slate-300">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Votes({ votes }: { votes: MeetingReport["votes"] }) {
  return (
    <Section title="Votes" none={votes.length === 0}>
      <Pairs pairs={votes.map((vote) => [vote.label, voteText(vote)])} />
    </Section>
  );
}

/** Who held which role at the meeting (a speech is a role: Pitcher). */
function Roles({ roles }: { roles: MeetingReport["roles"] }) {
  return (
    <Section title="Roles" none={roles.length === 0}>
      <Pairs pairs={roles.map((row) => [row.role, row.holders.join(", ")])} />
    </Section>
  );
}

/** "Club: …", "When: …", "Place: …", "Attendance: …" under the title; club and place only when known. */
function Facts({ report }: { report: MeetingReport }) {
  const facts: Array<[string, string]> = [
    ...(report.club ? [["Club:", report.club] as [string, string]] : []),
    ["When:", report.when],
    ...(report.place ? [["Place:", report.place] as [string, string]] : []),
    ["Attendance:", attendanceLine(report.attendance, report.guests ?? 0)],
  ];
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 font-medium">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The report as a sheet: the same on screen and on paper. */
export function ReportSheet({ report }: { report: MeetingReport }) {
  return (
    <article id="report-sheet" className="mx-auto max-w-3xl">
      <h1 className="break-words font-bold text-3xl tracking-tight">{report.title}</h1>
      <p className={`mt-1 ${muted}`}>Meeting report</p>
      <Facts report={report} />
      <Roles roles={report.roles} />
      <Agenda agenda={report.agenda} />
      <Speeches speeches={report.speeches} />
      <Fillers fillers={report.fillers} />
      <Evaluations evaluations={report.evaluations} />
      <Votes votes={report.votes} />
    </article>
  );
}

function Unavailable({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, text] =
    status === 409
      ? ["No report yet", ENDING_MESSAGES.reportNotYet]
      : status === 403
        ? ["Not allowed", (error as ApiError).message]
        : status === 404
          ? ["Meeting not found", "This meeting does not exist, or it is only open to its club's members."]
          : ["Report not loaded", "The report could not be loaded. Please reload the page."];
  return (
    <Card className="p-8 text-center">
      <h1 className="font-semibold text-xl">{title}</h1>
      <p className={`mt-2 ${muted}`} role={status === 0 || status >= 500 ? "alert" : undefined}>
        {text}
      </p>
    </Card>
  );
}

/** The meeting's report, once the moderator has ended it (docs/decisions/159): a sheet to read or print. */
export function Component() {
  const { eventId = "" } = useParams();
  const report = useMeetingReport(eventId);
  usePageSubject(report.data?.report.title);
  return (
    <>
      <SheetPrintStyle sheetId="report-sheet" extra={PRINT_RULES} />
      <SheetToolbar backTo={paths.event(eventId)} canPrint={Boolean(report.data)} />
      {report.data ? (
        <ReportSheet report={report.data.report} />
      ) : report.isError ? (
        <Unavailable error={report.error} />
      ) : (
        <div className="mx-auto max-w-3xl space-y-3" aria-busy="true">
          <Skeletons shapes={["h-9 w-1/2", "h-5 w-1/3", "h-48", "h-32"]} />
        </div>
      )}
    </>
  );
}
