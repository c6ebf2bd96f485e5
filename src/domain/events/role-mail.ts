import { buttons, facts, greetingOf, type MailBlock, mailParts, paragraph } from "../mail/layout";
import { eventLocalTime } from "./changes";
import { eventDay, zonedTime } from "./time-zones";
import { timingPlan } from "./timing-plan";

/**
 * The e-mails about one member's role at a meeting (docs/decisions/153, 154): the reminder with its two links, and
 * "the role is yours" after a waitlist moved up. Both name the member, the meeting's local time with its zone, the
 * slot's planned time, and end with why they came and the way to the member's mail preferences.
 */

export type RoleMailMeeting = {
  title: string;
  clubName: string | null;
  eventDate: Date;
  durationMinutes: number;
  timeZone: string | null;
  location: string | null;
};

export type SlotItem = { title: string; durationMinutes: number; roleType: string | null };

/**
 * The agenda item a holder's slot is, with its planned start: the n-th item of the role's type for the n-th holder
 * (holders in the order they took the role), else the role's first item; undefined when no item belongs to the role.
 */
export function plannedSlot(
  meeting: { eventDate: Date; durationMinutes: number },
  items: readonly SlotItem[],
  role: string,
  holderIndex: number,
): { title: string; start: Date } | undefined {
  const plan = timingPlan(meeting, items).items.filter((row) => row.item.roleType === role);
  const row = plan[holderIndex] ?? plan[0];
  return row ? { title: row.item.title, start: row.start } : undefined;
}

export type RoleMailInput = {
  appName: string;
  firstName: string | null;
  roleName: string;
  meeting: RoleMailMeeting;
  slot?: { title: string; start: Date };
  /** A pitcher's speech ("The Hook — Ice Breaker, 5–7 min"), null when a pitcher has given none; undefined otherwise. */
  speech?: string | null;
  links: { event: string; confirm?: string; release?: string; accept?: string; decline?: string };
  preferencesUrl: string;
};

type Line = MailBlock;
const plain = paragraph;
const choice = (links: Array<{ label: string; url: string }>): Line[] => (links.length > 0 ? [buttons(links)] : []);

function parts(input: RoleMailInput, lead: string, body: Line[], reason: string) {
  const { meeting } = input;
  const zone = meeting.timeZone ?? "UTC";
  const rows: Array<readonly [string, string]> = [
    ["When", eventLocalTime(meeting)],
    ...(input.slot
      ? [
          [
            "Your slot",
            `${input.slot.title}, planned at ${zonedTime(input.slot.start, zone).time} ${zonedTime(input.slot.start, zone).zone}`,
          ] as const,
        ]
      : []),
    ...(meeting.location?.trim() ? [["Where", meeting.location.trim()] as const] : []),
  ];
  return mailParts({
    appName: input.appName,
    clubName: meeting.clubName,
    greeting: greetingOf(input.firstName),
    blocks: [paragraph(lead), facts(rows), ...body],
    action: { label: "Open the meeting", url: input.links.event },
    footer: { reason, preferencesUrl: input.preferencesUrl },
  });
}

const hostedBy = (meeting: RoleMailMeeting) => (meeting.clubName ? ` (${meeting.clubName})` : "");

function speechLines(input: RoleMailInput): Line[] {
  if (input.speech === undefined) return [];
  if (input.speech === null) {
    return [
      plain(
        "You have not given your speech details yet: add the title, the project and your time range on the meeting's page, so the timer and the agenda know them.",
      ),
    ];
  }
  return [plain(`Your speech: ${input.speech}`)];
}

/** The reminder a set number of days before the meeting, with "I'll be there" and "I can't make it". */
export function reminderMail(input: RoleMailInput) {
  const lead = `A reminder: you are ${input.roleName} at "${input.meeting.title}"${hostedBy(input.meeting)}.`;
  const links: Array<{ label: string; url: string }> = [];
  if (input.links.confirm) links.push({ label: "I'll be there", url: input.links.confirm });
  if (input.links.release) links.push({ label: "I can't make it", url: input.links.release });
  const body: Line[] = [
    ...speechLines(input),
    plain(
      "Please let the club know whether you will be there. If you can't make it, the role goes to the next member waiting for it.",
    ),
    ...choice(links),
  ];
  return {
    subject: `Reminder: ${input.roleName} at ${input.meeting.title} — ${eventDay(input.meeting)}`,
    ...parts(input, lead, body, `You receive this because you hold the ${input.roleName} role at this meeting.`),
  };
}

/** Sent when a place freed up and the waitlist gave the role to this member. */
export function roleIsYoursMail(input: RoleMailInput) {
  const lead = `A place freed up: you are now ${input.roleName} at "${input.meeting.title}"${hostedBy(input.meeting)}.`;
  // inside the reminder window this mail is the reminder too (docs/decisions/170): it carries the reminder's links
  const links: Array<{ label: string; url: string }> = [];
  if (input.links.confirm) links.push({ label: "I'll be there", url: input.links.confirm });
  if (input.links.release) links.push({ label: "I can't make it", url: input.links.release });
  const body: Line[] =
    links.length > 0
      ? [
          ...speechLines(input),
          plain(
            "The meeting is close: please let the club know whether you will be there. If you can't make it, the role goes to the next member waiting for it.",
          ),
          ...choice(links),
        ]
      : [
          ...speechLines(input),
          plain(
            "If you can no longer take it, remove yourself on the meeting's page so the next member waiting gets it.",
          ),
        ];
  return {
    subject: `You are ${input.roleName} at ${input.meeting.title} — ${eventDay(input.meeting)}`,
    ...parts(input, lead, body, `You receive this because you were on the waitlist for the ${input.roleName} role.`),
  };
}

export type OfferMailInput = RoleMailInput & {
  /** Who offers: the holder handing over, or the officer proposing. */
  fromName: string;
  kind: "handover" | "assignment";
  expiresAt: Date;
  /** The once-only reminder of an unanswered proposal. */
  reminder?: boolean;
};

/** A role offered to this member, with "Accept" and "Decline" (docs/decisions/155). */
export function offerMail(input: OfferMailInput) {
  const zone = input.meeting.timeZone ?? "UTC";
  const closes = zonedTime(input.expiresAt, zone);
  const asks =
    input.kind === "handover"
      ? `${input.fromName} can't make it and offers you their ${input.roleName} role at "${input.meeting.title}"${hostedBy(input.meeting)}.`
      : `${input.fromName} asks you to take the ${input.roleName} role at "${input.meeting.title}"${hostedBy(input.meeting)}.`;
  const links: Array<{ label: string; url: string }> = [];
  if (input.links.accept) links.push({ label: "Accept", url: input.links.accept });
  if (input.links.decline) links.push({ label: "Decline", url: input.links.decline });
  const body: Line[] = [
    plain(
      `The offer is open until ${closes.day} at ${closes.time} ${closes.zone}. You can also answer on the meeting's page.`,
    ),
    ...choice(links),
  ];
  return {
    subject: `${input.reminder ? "Reminder: " : ""}Will you be ${input.roleName} at ${input.meeting.title}? — ${eventDay(input.meeting)}`,
    ...parts(input, asks, body, `You receive this because ${input.fromName} offered you a role at this meeting.`),
  };
}

/** Tells whoever offered a role how it ended: accepted, declined, or closed unanswered. */
export function offerOutcomeMail(
  input: RoleMailInput & { toName: string; outcome: "accepted" | "declined" | "expired"; released?: boolean },
) {
  const lead =
    input.outcome === "accepted"
      ? `${input.toName} accepted: they are now ${input.roleName} at "${input.meeting.title}".`
      : input.outcome === "declined"
        ? `${input.toName} declined the ${input.roleName} role at "${input.meeting.title}".`
        : `${input.toName} did not answer in time: the offer of the ${input.roleName} role at "${input.meeting.title}" has closed.`;
  const body = input.released
    ? [plain("Your role has been given up: it went to the next member waiting for it, or is open for others to take.")]
    : [];
  const subject =
    input.outcome === "accepted"
      ? `${input.toName} is ${input.roleName} at ${input.meeting.title}`
      : `${input.roleName} at ${input.meeting.title}: offer ${input.outcome}`;
  return { subject, ...parts(input, lead, body, `You receive this because you offered this role.`) };
}

/** Why an open offer closed before its member answered (docs/decisions/166). */
export type OfferClosedReason = "given-up" | "filled" | "held" | "cancelled";

/** Tells the member an offer made to them has closed without their answer: its place changed. */
export function offerClosedMail(input: RoleMailInput & { fromName: string; reason: OfferClosedReason }) {
  const meeting = `"${input.meeting.title}"${hostedBy(input.meeting)}`;
  const lead = {
    "given-up": `${input.fromName} no longer holds the ${input.roleName} role at ${meeting}, so their offer to you has closed.`,
    filled: `The ${input.roleName} role at ${meeting} has been filled, so ${input.fromName}'s offer to you has closed.`,
    held: `You already hold the ${input.roleName} role at ${meeting}, so ${input.fromName}'s offer has closed.`,
    cancelled: `${meeting} has been cancelled, so ${input.fromName}'s offer of the ${input.roleName} role has closed.`,
  }[input.reason];
  const body =
    input.reason === "given-up" || input.reason === "filled"
      ? [plain("There is nothing you need to do. The meeting's page shows which roles are still open.")]
      : [];
  return {
    subject: `${input.roleName} at ${input.meeting.title}: offer closed`,
    ...parts(input, lead, body, `You receive this because ${input.fromName} offered you a role at this meeting.`),
  };
}

/**
 * An officer gave this member the role outright from the planning grid (docs/decisions/234): the role is theirs, and
 * "Decline" (a page with one button) gives it back if they can't take it.
 */
export function roleAssignedMail(input: RoleMailInput & { fromName: string }) {
  const lead = `${input.fromName} has put you down as ${input.roleName} at "${input.meeting.title}"${hostedBy(input.meeting)}.`;
  const body: Line[] = [
    ...speechLines(input),
    plain(
      "The role is yours: there is nothing you need to do. If you can't take it, decline it and the officers are told.",
    ),
    ...choice(input.links.decline ? [{ label: "Decline", url: input.links.decline }] : []),
  ];
  return {
    subject: `You are ${input.roleName} at ${input.meeting.title} — ${eventDay(input.meeting)}`,
    ...parts(input, lead, body, `You receive this because ${input.fromName} gave you a role at this meeting.`),
  };
}

/** An officer cleared this member's role in the planning grid (docs/decisions/234). */
export function roleClearedMail(input: RoleMailInput & { fromName: string }) {
  const lead = `${input.fromName} has taken you off the ${input.roleName} role at "${input.meeting.title}"${hostedBy(input.meeting)}.`;
  return {
    subject: `You are no longer ${input.roleName} at ${input.meeting.title} — ${eventDay(input.meeting)}`,
    ...parts(
      input,
      lead,
      [plain("There is nothing you need to do. Ask the club's officers if you think this is a mistake.")],
      `You receive this because you held the ${input.roleName} role at this meeting.`,
    ),
  };
}

/** Tells the officer who gave a role outright that its member declined it (docs/decisions/234). */
export function roleDeclinedMail(input: RoleMailInput & { memberName: string }) {
  const lead = `${input.memberName} declined the ${input.roleName} role at "${input.meeting.title}"${hostedBy(input.meeting)}: the role is open again.`;
  return {
    subject: `${input.roleName} at ${input.meeting.title}: declined by ${input.memberName}`,
    ...parts(
      input,
      lead,
      [plain("Leadership Central's planning grid shows the open place.")],
      "You receive this because you gave this role from the planning grid.",
    ),
  };
}
