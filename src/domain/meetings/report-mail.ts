import { eventLocalTime } from "../events/changes";
import { zonedTime } from "../events/time-zones";
import { escapeHtml } from "../mail/html";
import { greetingOf, mailParts, paragraph } from "../mail/layout";
import { FILLER_WORDS } from "../tools/ah-counter";
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

const NONE = '<p style="margin:4px 0;color:#555">None recorded.</p>';
const cell = "padding:4px 10px 4px 0;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top";
const head = `${cell};font-weight:600`;

function table(caption: string, headings: string[], rows: string[][]): string {
  if (rows.length === 0) return `<h3 style="margin:20px 0 4px">${escapeHtml(caption)}</h3>${NONE}`;
  return `<h3 style="margin:20px 0 4px">${escapeHtml(caption)}</h3>
<table style="border-collapse:collapse;font-size:14px"><thead><tr>${headings
    .map((heading) => `<th scope="col" style="${head}">${escapeHtml(heading)}</th>`)
    .join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

function list(caption: string, lines: string[]): string {
  const body =
    lines.length === 0
      ? NONE
      : `<ul style="margin:4px 0">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
  return `<h3 style="margin:20px 0 4px">${escapeHtml(caption)}</h3>${body}`;
}

const late = (minutes: number | null) =>
  minutes === null || minutes === 0 ? "" : minutes > 0 ? `${minutes} min late` : `${-minutes} min early`;

/** The report as HTML tables, as its page lays it out. */
export function meetingReportHtml(report: MeetingReport): string {
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
    `Attendance: ${report.attendance}`,
  ];
  return [
    `<p style="margin:4px 0">${escapeHtml(facts.join(" · "))}</p>`,
    table(
      "Roles",
      ["Role", "Held by"],
      report.roles.map((row) => [row.role, row.holders.join(", ")]),
    ),
    table("Agenda (planned → actual)", ["Planned", "Actual", "Item", ""], agenda),
    `<p style="margin:4px 0;font-size:14px">${escapeHtml(
      `Planned end ${report.agenda.plannedEnd}, ended ${report.agenda.end} · ${report.agenda.summary}`,
    )}</p>`,
    table("Speeches", ["Speaker", "Speech", "Time", "Verdict", "Range"], speeches),
    table("Filler words", ["Speaker", "Total", "Words"], fillers),
    list(
      "Evaluations",
      report.evaluations.map((row) => `${row.evaluator} evaluated ${row.speaker}`),
    ),
    list(
      "Votes",
      report.votes.map((row) => row.line),
    ),
  ].join("\n");
}

export function meetingReportMail(input: ReportMailInput): { subject: string; text: string; html: string } {
  const { meeting } = input;
  const hosted = meeting.clubName ? ` (${meeting.clubName})` : "";
  const when = eventLocalTime({ eventDate: new Date(meeting.eventDate), timeZone: meeting.timeZone });
  const day = zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC").day;
  const reportBlock = {
    text: meetingReportText(input.report).trimEnd(),
    html: `<h2 style="margin:22px 0 8px;font-size:16px">${escapeHtml(`Meeting report: ${input.report.title}`)}</h2>
${meetingReportHtml(input.report)}`,
  };
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
