import { eventLocalTime } from "../events/changes";
import { greetingOf, mailParts, paragraph } from "../mail/layout";

/**
 * The thank-you mail to a guest (docs/decisions/232): sent once, when the meeting ends, to each guest who gave an
 * address and agreed to be contacted — the club thanks them and names its next meeting, in the club's own time zone
 * (named), with a link to its page.
 */

export type GuestMailInput = {
  appName: string;
  guestName: string;
  club: { name: string; url: string };
  meeting: { title: string };
  /** The club's next meeting, its time in the club's zone; null when none is planned yet. */
  next: { title: string; eventDate: Date; timeZone: string; url: string; location: string | null } | null;
};

export const GUEST_MAIL_REASON =
  "You receive this because you visited this club's meeting and agreed to be contacted by the club. We will not write again unless you join.";

export function guestThankYouMail(input: GuestMailInput): { subject: string; text: string; html: string } {
  const { club, next } = input;
  const nextLine = next
    ? `Our next meeting is "${next.title}" on ${eventLocalTime(next)}${next.location ? ` at ${next.location}` : ""}. Guests are always welcome.`
    : "Our next meeting is not planned yet; the club's page will show it as soon as it is.";
  return {
    subject: `Thank you for visiting ${club.name}`,
    ...mailParts({
      appName: input.appName,
      clubName: club.name,
      greeting: greetingOf(input.guestName.split(" ")[0]),
      blocks: [
        paragraph(`Thank you for being our guest at "${input.meeting.title}". We hope you enjoyed it.`),
        paragraph(nextLine),
      ],
      action: next ? { label: "See the next meeting", url: next.url } : { label: "Visit the club", url: club.url },
      signature: `— ${club.name}`,
      footer: { reason: GUEST_MAIL_REASON },
    }),
  };
}
