import { eventLocalTime } from "../events/changes";
import { eventDay } from "../events/time-zones";
import { block, greetingOf, mailParts, paragraph, TableContent } from "../mail/layout";
import { FILLER_WORDS } from "../tools/ah-counter";
import { attendanceLine } from "./attendance";
import { type MeetingReport, meetingReportText } from "./report";

/**
 * The meeting report's e-mail (docs/decisions/159): sent once, when the moderator ends the meeting, to each of its
 * attendees and role holders — the member's name, the meeting's local time with its zone, the report itself (plain
 * text and HTML), a link to the report's page, and why the mail came. It is the record of a meeting the member took
 * part in, so it is not one of the kinds of club mail a member turns off (docs/decisions/148).
 */

export type ReportMailInput = {
  appName: string;
  firstName: string | null;
  meeting: { title: string; clubName: string | null; eventDate: Date | string; timeZone: string | null };
  report: MeetingReport;
  links: { report: string; preferences: string };
};

export const REPORT_MAIL_REASON = "You receive this because you attended this meeting or held a role at it.";

const None = () => <p style={{ margin: "4px 0", color: "#555" }}>None recorded.</p>;
const Caption = ({ text }: { text: string }) => <h3 style={{ margin: "20px 0 4px" }}>{text}</h3>;

function Table({ caption, headings, rows }: { caption: string; headings: string[]; rows: string[][] }) {
  if (rows.length === 0) {
    return (
      <>
        <Caption text={caption} />
        <None />
      </>
    );
  }
  return (
    <>
      <Caption text={caption} />
      <table style={{ borderCollapse: "collapse", fontSize: 14 }}>
        <TableContent headings={headings} rows={rows} cellPadding="4px 10px 4px 0" />
      </table>
    </>
  );
}

function List({ caption, lines }: { caption: string; lines: string[] }) {
  return (
    <>
      <Caption text={caption} />
      {lines.length === 0 ? (
        <None />
      ) : (
        <ul style={{ margin: "4px 0" }}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

const late = (minutes: number | null) =>
  minutes === null || minutes === 0 ? "" : minutes > 0 ? `${minutes} min late` : `${-minutes} min early`;

/** The report as HTML tables, as its page lays it out. */
export function MeetingReportHtml({ report }: { report: MeetingReport }) {
  const agenda = report.agenda.rows.map((row) => [
    row.planned,
    row.actual ?? (row.status === "skipped" ? "Not held" : "Not started"),
    row.title,
    late(row.lateMinutes),
  ]);
  const speeches = report.speeches.map((speech) => [
    speech.speaker,
    speech.title ?? "",
    speech.duration,
    speech.verdictLabel ?? "",
    speech.range ?? "",
  ]);
  const fillers = report.fillers.map((row) => [
    row.speaker,
    String(row.total),
    FILLER_WORDS.filter((word) => row.counts[word] > 0)
      .map((word) => `${word} ${row.counts[word]}`)
      .join(", "),
  ]);
  const facts = [
    ...(report.club ? [`Club: ${report.club}`] : []),
    report.when,
    ...(report.place ? [`Place: ${report.place}`] : []),
    `Attendance: ${attendanceLine(report.attendance, report.guests ?? 0)}`,
  ];
  return (
    <>
      <p style={{ margin: "4px 0" }}>{facts.join(" · ")}</p>
      <Table
        caption="Roles"
        headings={["Role", "Held by"]}
        rows={report.roles.map((row) => [row.role, row.holders.join(", ")])}
      />
      <Table caption="Agenda (planned → actual)" headings={["Planned", "Actual", "Item", ""]} rows={agenda} />
      <p style={{ margin: "4px 0", fontSize: 14 }}>
        {`Planned end ${report.agenda.plannedEnd}, ended ${report.agenda.end} · ${report.agenda.summary}`}
      </p>
      <Table caption="Speeches" headings={["Speaker", "Speech", "Time", "Verdict", "Range"]} rows={speeches} />
      <Table caption="Filler words" headings={["Speaker", "Total", "Words"]} rows={fillers} />
      <List
        caption="Evaluations"
        lines={report.evaluations.map((row) => `${row.evaluator} evaluated ${row.speaker}`)}
      />
      <List caption="Votes" lines={report.votes.map((row) => row.line)} />
    </>
  );
}

export function meetingReportMail(input: ReportMailInput): { subject: string; text: string; html: string } {
  const { meeting } = input;
  const hosted = meeting.clubName ? ` (${meeting.clubName})` : "";
  const when = eventLocalTime({ eventDate: new Date(meeting.eventDate), timeZone: meeting.timeZone });
  const day = eventDay(meeting);
  const reportBlock = block(
    meetingReportText(input.report).trimEnd(),
    <>
      <h2 style={{ margin: "22px 0 8px", fontSize: 16 }}>{`Meeting report: ${input.report.title}`}</h2>
      <MeetingReportHtml report={input.report} />
    </>,
  );
  return {
    subject: `Meeting report: ${meeting.title} — ${day}`,
    ...mailParts({
      appName: input.appName,
      clubName: meeting.clubName,
      greeting: greetingOf(input.firstName),
      blocks: [paragraph(`"${meeting.title}"${hosted} has ended. Here is its report.\nWhen: ${when}`), reportBlock],
      action: { label: "Open the report", url: input.links.report },
      footer: {
        reason: REPORT_MAIL_REASON,
        preferencesUrl: input.links.preferences,
        preferencesLead: "Choose which other mail you get from each club",
      },
    }),
  };
}
