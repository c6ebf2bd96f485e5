import { eventLocalTime } from "../../../domain/events/changes";
import { INVITATION_DAYS } from "../../../domain/leadership/outreach";
import { facts, greetingOf, mailParts, paragraph } from "../../../domain/mail/layout";
import { paths } from "../../../domain/paths";
import type { Config } from "../../config";
import { bulkMailExtras } from "../../mail/bulk";
import type { QueuedMail } from "../../mail/queue";

type Sender = { name: string; email: string };

/** The announcement as each member receives it, under the sender's subject, with its unsubscribe link; replies go to the sender. */
export function announcementMail(
  config: Pick<Config, "appName" | "appUrl" | "authSecret">,
  announcement: {
    id: string;
    subject: string;
    message: string;
    sender: Sender;
    club: { id: string; name: string } | null;
  },
  recipient: { id: string; email: string; firstName: string | null },
): QueuedMail {
  const { club } = announcement;
  const extras = bulkMailExtras(config, {
    memberId: recipient.id,
    clubId: club?.id ?? null,
    clubName: club?.name ?? null,
    kind: "announcements",
    reason: club
      ? `You receive this because you are an active member of ${club.name}.`
      : `You receive this because you are an active member of a ${config.appName} club.`,
  });
  return {
    kind: "announcement",
    refId: announcement.id,
    to: recipient.email,
    replyTo: announcement.sender.email,
    subject: club ? `${announcement.subject} — ${club.name}` : announcement.subject,
    ...mailParts({
      appName: config.appName,
      clubName: club?.name ?? null,
      greeting: greetingOf(recipient.firstName),
      blocks: [paragraph(announcement.message)],
      signature: `${announcement.sender.name}, Leadership Central`,
      footer: extras.footer,
    }),
    headers: extras.headers,
  };
}

/** The invitation's page: what it offers, and the button that accepts it (docs/decisions/183). */
export const invitationLink = (appUrl: string, token: string) => `${appUrl}${paths.invitation(token)}`;

export type InvitedClub = {
  name: string;
  nextMeeting: { title: string; eventDate: Date; timeZone: string | null; location: string | null } | null;
};

/** The club's next meeting: its title, when in its zone, and where; or that none is planned yet. */
function nextMeetingBlock(club: InvitedClub) {
  const meeting = club.nextMeeting;
  if (!meeting)
    return paragraph(`${club.name} has no meeting planned yet; you will see the next one as soon as it is.`);
  return facts([
    ["Next meeting", meeting.title],
    ["When", eventLocalTime(meeting)],
    ...(meeting.location?.trim() ? [["Where", meeting.location.trim()] as const] : []),
  ]);
}

/** An invitation naming the club and its next meeting, with a link to the page where it is accepted. */
export function invitationMail(
  config: Pick<Config, "appName" | "appUrl">,
  invitation: { id: string; email: string; token: string; sender: Sender; club: InvitedClub | null },
): QueuedMail {
  const { club, sender } = invitation;
  const lead = club
    ? `${sender.name} invited you to join ${club.name} on ${config.appName}, where people practise public speaking and pitching together: take meeting roles, follow learning pathways and get honest feedback.`
    : `${sender.name} invited you to join ${config.appName}, a community where people practise public speaking and pitching together: find a club near you, take meeting roles, follow learning pathways and get honest feedback.`;
  const blocks = [
    paragraph(lead),
    ...(club ? [nextMeetingBlock(club)] : []),
    paragraph(
      `Open the invitation to ${club ? `join ${club.name}` : "create your free account"}. It stays open for ${INVITATION_DAYS} days.`,
    ),
  ];
  return {
    kind: "invitation",
    refId: invitation.id,
    to: invitation.email,
    replyTo: sender.email,
    subject: club
      ? `${sender.name} invited you to ${club.name} on ${config.appName}`
      : `${sender.name} invited you to ${config.appName}`,
    ...mailParts({
      appName: config.appName,
      clubName: club?.name ?? null,
      greeting: "Hello,",
      blocks,
      action: {
        label: club ? `Join ${club.name}` : "Accept the invitation",
        url: invitationLink(config.appUrl, invitation.token),
      },
      footer: {
        reason: `You receive this because ${sender.name} invited this address. If you were not expecting it, you can ignore this message.`,
      },
    }),
  };
}

/**
 * Tells a member of the site that an officer's roster import added them to the club: by whom, the club's next
 * meeting, and that they may leave it from its page.
 */
export function addedToClubMail(
  config: Pick<Config, "appName" | "appUrl">,
  added: {
    club: InvitedClub & { id: string };
    sender: Sender;
    to: { email: string; firstName: string | null };
  },
): QueuedMail {
  const { club, sender } = added;
  return {
    kind: "club-added",
    refId: club.id,
    to: added.to.email,
    replyTo: sender.email,
    subject: `${sender.name} added you to ${club.name} on ${config.appName}`,
    ...mailParts({
      appName: config.appName,
      clubName: club.name,
      greeting: greetingOf(added.to.firstName),
      blocks: [
        paragraph(
          `${sender.name} added you to the members of ${club.name}. Its meetings are on your dashboard now: take a meeting role, join its events and see its news.`,
        ),
        nextMeetingBlock(club),
        paragraph(`Not your club? You can leave it from its page at any time.`),
      ],
      action: { label: `Open ${club.name}`, url: `${config.appUrl}${paths.club(club.id)}` },
      footer: {
        reason: `You receive this because ${sender.name}, an officer of ${club.name}, added your account to the club.`,
      },
    }),
  };
}
