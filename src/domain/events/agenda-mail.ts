import { escapeHtml } from "../mail/html";
import { ROLE_NAMES, ROLE_TYPES, type RoleType } from "./roles";
import { zonedTime } from "./time-zones";
import { planEndLine, timingPlan } from "./timing-plan";

/**
 * The agenda e-mail of a meeting (docs/decisions/149): the same start times as the printable agenda (the timing plan
 * of docs/decisions/142), read on the wall clock where the meeting takes place and naming that zone.
 */

export type AgendaMailMeeting = {
  title: string;
  eventDate: Date | string;
  durationMinutes: number;
  /** The meeting's IANA zone; UTC when unknown. */
  timeZone: string | null;
  location: string | null;
  url: string;
};

export type AgendaMailItem = { title: string; description: string | null; durationMinutes: number };
export type AgendaMailRole = { roleType: RoleType; holder: string };
/** One line of the speakers block: who speaks, and what (a speech title, project, time range) when known. */
export type AgendaMailSpeaker = { name: string; detail?: string };

export type AgendaMailInput = {
  meeting: AgendaMailMeeting;
  items: readonly AgendaMailItem[];
  roles: readonly AgendaMailRole[];
  speakers: readonly AgendaMailSpeaker[];
  firstName: string | null;
  footer: { text: string; html: string };
};

/** "Dec 03, 2026 · 7:00 PM EST" in the meeting's zone. */
export function meetingWhen(meeting: Pick<AgendaMailMeeting, "eventDate" | "timeZone">): string {
  const start = zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC");
  return `${start.day} · ${start.time} ${start.zone}`;
}

export function agendaMailSubject(meeting: Pick<AgendaMailMeeting, "title" | "eventDate" | "timeZone">): string {
  return `Agenda: ${meeting.title} — ${zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC").day}`;
}

/** The plain-text and HTML parts of one member's agenda e-mail. */
export function agendaMailParts(input: AgendaMailInput): { subject: string; text: string; html: string } {
  const { meeting } = input;
  const zone = meeting.timeZone ?? "UTC";
  const plan = timingPlan(meeting, input.items);
  const rows = plan.items.map(({ item, start }) => ({ at: zonedTime(start, zone).time, item }));
  const endLine =
    rows.length > 0 ? `${plan.overrunMinutes > 0 ? "Over time: " : ""}${planEndLine(meeting, plan, zone)}` : "";
  const holders = ROLE_TYPES.map((role) => {
    const names = input.roles.filter((row) => row.roleType === role).map((row) => row.holder);
    return { role: ROLE_NAMES[role], names: names.length > 0 ? names.join(", ") : "Open" };
  });
  const greeting = `Hi ${input.firstName || "there"},`;
  const when = meetingWhen(meeting);
  const where = meeting.location?.trim() || "";

  const text = [
    greeting,
    "",
    `Here is the agenda of ${meeting.title}.`,
    "",
    `When: ${when}`,
    ...(where ? [`Where: ${where}`] : []),
    "",
    `AGENDA (times in ${zonedTime(meeting.eventDate, zone).zone})`,
    ...(rows.length === 0
      ? ["No agenda items yet."]
      : rows.map(({ at, item }) => `${at.padStart(8)}  ${item.title} (${item.durationMinutes} min)`)),
    ...(endLine ? [endLine] : []),
    "",
    "SPEAKERS",
    ...(input.speakers.length === 0
      ? ["No speakers yet."]
      : input.speakers.map((speaker) => `- ${speaker.name}${speaker.detail ? `: ${speaker.detail}` : ""}`)),
    "",
    "MEETING ROLES",
    ...holders.map((row) => `${row.role}: ${row.names}`),
    "",
    `Open the meeting: ${meeting.url}`,
    "",
    input.footer.text,
  ].join("\n");

  const html = `<p>${escapeHtml(greeting)}</p>
<h1 style="font-size:20px;margin:16px 0 4px">${escapeHtml(meeting.title)}</h1>
<p style="margin:0">${escapeHtml(when)}${where ? `<br>${escapeHtml(where)}` : ""}</p>
<h2 style="font-size:16px;margin:20px 0 6px">Agenda</h2>
${
  rows.length === 0
    ? "<p>No agenda items yet.</p>"
    : `<table style="border-collapse:collapse"><thead><tr><th align="left" style="padding:2px 12px 2px 0">Start (${escapeHtml(
        zonedTime(meeting.eventDate, zone).zone,
      )})</th><th align="left" style="padding:2px 12px 2px 0">Item</th><th align="right">Minutes</th></tr></thead><tbody>
${rows
  .map(
    ({ at, item }) =>
      `<tr><td style="padding:2px 12px 2px 0;white-space:nowrap">${escapeHtml(at)}</td><td style="padding:2px 12px 2px 0">${escapeHtml(item.title)}${
        item.description ? `<br><span style="color:#555">${escapeHtml(item.description)}</span>` : ""
      }</td><td align="right">${item.durationMinutes}</td></tr>`,
  )
  .join("\n")}
</tbody></table>`
}
${endLine ? `<p>${plan.overrunMinutes > 0 ? "<strong>Over time: </strong>" : ""}${escapeHtml(planEndLine(meeting, plan, zone))}</p>` : ""}
<h2 style="font-size:16px;margin:20px 0 6px">Speakers</h2>
${
  input.speakers.length === 0
    ? "<p>No speakers yet.</p>"
    : `<ul>${input.speakers
        .map(
          (speaker) => `<li>${escapeHtml(speaker.name)}${speaker.detail ? `: ${escapeHtml(speaker.detail)}` : ""}</li>`,
        )
        .join("")}</ul>`
}
<h2 style="font-size:16px;margin:20px 0 6px">Meeting roles</h2>
<p>${holders.map((row) => `<strong>${escapeHtml(row.role)}:</strong> ${escapeHtml(row.names)}`).join("<br>")}</p>
<p><a href="${escapeHtml(meeting.url)}">Open the meeting</a></p>
${input.footer.html}`;

  return { subject: agendaMailSubject(meeting), text, html };
}
