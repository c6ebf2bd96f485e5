import { type ClubRole, SPEC_ROLE_SET } from "../clubs/role-set";
import { formatDate } from "../dates";
import {
  bulletList,
  facts,
  greetingOf,
  heading,
  leadParagraph,
  type MailBlock,
  type MailFooter,
  mailParts,
  paragraph,
  table,
} from "../mail/layout";
import { type LineSlot, openRoles, slotText } from "./agenda-lines";
import { eventDay, zonedTime } from "./time-zones";
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

/** An agenda line; with a role slot, who holds it (docs/decisions/230). */
export type AgendaMailItem = {
  title: string;
  description: string | null;
  durationMinutes: number;
  slot?: LineSlot | null;
};
export type AgendaMailRole = { roleType: string; holder: string };
/** One line of the speakers block: who speaks, and what (a speech title, project, time range) when known. */
export type AgendaMailSpeaker = { name: string; detail?: string };

export type AgendaMailInput = {
  appName: string;
  clubName: string;
  meeting: AgendaMailMeeting;
  items: readonly AgendaMailItem[];
  roles: readonly AgendaMailRole[];
  /** The meeting's roles in their order (its club's role set, docs/decisions/223); the specification's five if left out. */
  roleSet?: readonly ClubRole[];
  speakers: readonly AgendaMailSpeaker[];
  firstName: string | null;
  footer: MailFooter;
};

/** "Dec 03, 2026 · 7:00 PM EST" in the meeting's zone. */
export function meetingWhen(meeting: Pick<AgendaMailMeeting, "eventDate" | "timeZone">): string {
  const start = zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC");
  return `${start.day} · ${start.time} ${start.zone}`;
}

/** "Thursday" — the meeting's weekday where it takes place. */
export function meetingWeekday(meeting: Pick<AgendaMailMeeting, "eventDate" | "timeZone">): string {
  return formatDate(meeting.eventDate, "weekday-long", { timeZone: meeting.timeZone ?? "UTC" });
}

/** "Evening Orators — agenda for Thursday, Jan 14, 2027: Winter Contest": the club and the weekday first. */
export function agendaMailSubject(
  clubName: string,
  meeting: Pick<AgendaMailMeeting, "title" | "eventDate" | "timeZone">,
): string {
  const day = eventDay(meeting);
  return `${clubName} — agenda for ${meetingWeekday(meeting)}, ${day}: ${meeting.title}`;
}

/** The plain-text and HTML parts of one member's agenda e-mail. */
export function agendaMailParts(input: AgendaMailInput): { subject: string; text: string; html: string } {
  const { meeting } = input;
  const zone = meeting.timeZone ?? "UTC";
  const plan = timingPlan(meeting, input.items);
  const rows = plan.items.map(({ item, start }) => ({ at: zonedTime(start, zone).time, item }));
  const overrun = plan.overrunMinutes > 0;
  const endLine = rows.length > 0 ? planEndLine(meeting, plan, zone) : "";
  const roleSet = input.roleSet ?? SPEC_ROLE_SET;
  const open = openRoles(roleSet, input.roles);
  const holders = roleSet.map((role) => {
    const names = input.roles.filter((row) => row.roleType === role.key).map((row) => row.holder);
    return [role.name, names.length > 0 ? names.join(", ") : "Open"] as const;
  });
  const where = meeting.location?.trim() || "";
  const agenda: MailBlock =
    rows.length === 0
      ? paragraph("No agenda items yet.")
      : table(
          [`Start (${zonedTime(meeting.eventDate, zone).zone})`, "Item", "Who", "Minutes"],
          rows.map(({ at, item }) => [
            at,
            item.description ? `${item.title} — ${item.description}` : item.title,
            item.slot ? slotText(item.slot) : "",
            String(item.durationMinutes),
          ]),
          {
            textRows: rows.map(
              ({ at, item }) =>
                `${at.padStart(8)}  ${item.title} (${item.durationMinutes} min)${item.slot ? ` · ${slotText(item.slot)}` : ""}`,
            ),
          },
        );
  const blocks: MailBlock[] = [
    paragraph(`Here is the agenda of ${meeting.title}.`),
    facts([["When", meetingWhen(meeting)], ...(where ? [["Where", where] as const] : [])]),
    heading(`Agenda (times in ${zonedTime(meeting.eventDate, zone).zone})`),
    agenda,
    ...(endLine ? [leadParagraph(overrun ? "Over time: " : undefined, endLine)] : []),
    heading("Speakers"),
    bulletList(
      input.speakers.map((speaker) => `${speaker.name}${speaker.detail ? `: ${speaker.detail}` : ""}`),
      "No speakers yet.",
    ),
    heading("Meeting roles"),
    facts(holders),
    heading("Open roles"),
    ...(open.length > 0
      ? [bulletList(open.map((role) => role.text)), paragraph(`To take one, open the meeting's page: ${meeting.url}`)]
      : [paragraph("Every role is taken.")]),
  ];
  return {
    subject: agendaMailSubject(input.clubName, meeting),
    ...mailParts({
      appName: input.appName,
      clubName: input.clubName,
      greeting: greetingOf(input.firstName),
      blocks,
      action: { label: "Open the meeting", url: meeting.url },
      footer: input.footer,
    }),
  };
}
