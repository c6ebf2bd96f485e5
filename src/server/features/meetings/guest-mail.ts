import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { guestThankYouMail } from "../../../domain/meetings/guest-mail";
import { paths } from "../../../domain/paths";
import type { EventAccess } from "../../authority";
import type { Executor } from "../../db/executor";
import { clubs, events, meetingGuests } from "../../db/schema";
import type { Deps } from "../../http/context";
import type { QueuedMail } from "../../mail/queue";
import { clubEventsAhead } from "../../reads/club-events";

/**
 * The thank-you mails of an ending meeting (docs/decisions/232): one to each guest who gave an address and agreed
 * to be contacted, naming the club's next meeting (not cancelled, after the end) in the club's own zone. Each guest is
 * marked thanked in the same transaction, so a mail is queued once.
 */
/** The meeting's guests who agreed to be contacted, left an address and have not been thanked yet. */
const awaitingThanks = (eventId: string) =>
  and(
    eq(meetingGuests.eventId, eventId),
    eq(meetingGuests.consent, true),
    isNotNull(meetingGuests.email),
    isNull(meetingGuests.thankedAt),
  );

export async function guestThankYouMails(
  tx: Executor,
  site: Pick<Deps["config"], "appUrl" | "appName">,
  event: EventAccess,
  endedAt: Date,
): Promise<QueuedMail[]> {
  if (!event.clubId) return [];
  const guests = await tx
    .select({ id: meetingGuests.id, name: meetingGuests.name, email: meetingGuests.email })
    .from(meetingGuests)
    .where(awaitingThanks(event.id));
  if (guests.length === 0) return [];
  const [club] = await tx
    .select({ name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, event.clubId));
  const [next] = await tx
    .select({ id: events.id, title: events.title, eventDate: events.eventDate, location: events.location })
    .from(events)
    .where(clubEventsAhead(event.clubId, endedAt))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(1);
  await tx.update(meetingGuests).set({ thankedAt: endedAt }).where(awaitingThanks(event.id));
  const clubName = club?.name ?? "Our club";
  // the club meets in its own time: the next meeting is said in the club's zone, named (decision 175)
  const zone = club?.timeZone ?? event.timeZone ?? "UTC";
  return guests.map((guest) => ({
    kind: "guest-thank-you",
    refId: event.id,
    to: String(guest.email),
    ...guestThankYouMail({
      appName: site.appName,
      guestName: guest.name,
      club: { name: clubName, url: `${site.appUrl}${paths.club(event.clubId as string)}` },
      meeting: { title: event.title },
      next: next
        ? {
            title: next.title,
            eventDate: next.eventDate,
            timeZone: zone,
            location: next.location,
            url: `${site.appUrl}${paths.event(next.id)}`,
          }
        : null,
    }),
  }));
}
