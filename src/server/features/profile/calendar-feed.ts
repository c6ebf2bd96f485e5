import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { calendarFeed } from "../../../domain/events/calendar-feed";
import { paths } from "../../../domain/paths";
import { DAY } from "../../../domain/time";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { calendarFeeds, clubs, events, meetingRoleAssignments } from "../../db/schema";
import { readSignedValues, signValues } from "../../mail/signed-token";
import { clubIdsOfMember } from "../../reads/member-clubs";
import { rolesHeldAt } from "../../reads/member-roles";
import { memberNames } from "../../reads/members";

/**
 * A member's calendar feed (docs/decisions/224): a secret address that a calendar application subscribes to. The
 * address carries the feed's key signed with the server's secret; renewing gives a new key, so the old address
 * answers 404. The address's token travels as a query (the request log keeps paths only).
 */
const PURPOSE = "calendar-feed";

/** How far back the feed reaches: a calendar keeps the meetings of the last weeks too. */
const FEED_PAST = 90 * DAY;
/** At most this many meetings, the soonest first after FEED_PAST (a year of weekly meetings of several clubs). */
const FEED_MEETINGS = 1000;

type Feeds = { db: Database; config: Pick<Config, "appUrl" | "authSecret"> };

const addressOf = (config: Feeds["config"], key: string) =>
  `${config.appUrl}/api/profile/calendar.ics?token=${signValues(config.authSecret, PURPOSE, [key])}`;

/** The member's feed address, or null before they first subscribe. */
export async function calendarFeedAddress({ db, config }: Feeds, memberId: string): Promise<string | null> {
  const [feed] = await db
    .select({ key: calendarFeeds.key })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, memberId));
  return feed ? addressOf(config, feed.key) : null;
}

/** A new address for the member's feed (the first, or one that replaces the old, which stops working). */
export async function renewCalendarFeed({ db, config }: Feeds, memberId: string): Promise<string> {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId: memberId })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { key: sql`gen_random_uuid()`, createdAt: sql`now()` },
    })
    .returning({ key: calendarFeeds.key });
  if (!feed) throw new Error("calendar feed not saved");
  return addressOf(config, feed.key);
}

/** Whose feed a token opens: undefined when it is garbled, forged or of an address renewed since. */
export async function feedOwner({ db, config }: Feeds, token: string): Promise<string | undefined> {
  const [key] = readSignedValues(config.authSecret, PURPOSE, token, 1) ?? [];
  if (!key || !/^[0-9a-f-]{36}$/.test(key)) return undefined;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.key, key));
  return feed?.userId;
}

/**
 * The member's feed as an .ics file: every event of their clubs (members-only ones too) and every event where they
 * hold a role, from FEED_PAST ago on, each with the roles they hold there.
 */
export async function memberCalendar(
  db: Database,
  config: Pick<Config, "appUrl" | "appName">,
  memberId: string,
  now = new Date(),
): Promise<string> {
  const heldThere = db
    .select({ eventId: meetingRoleAssignments.eventId })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.userId, memberId));
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      location: events.location,
      start: events.eventDate,
      minutes: events.durationMinutes,
      timeZone: sql<string | null>`coalesce(${events.timeZone}, ${clubs.timeZone})`,
      clubName: clubs.name,
      cancelledAt: events.cancelledAt,
      createdAt: events.createdAt,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        gte(events.eventDate, new Date(now.getTime() - FEED_PAST)),
        or(inArray(events.clubId, clubIdsOfMember(db, memberId)), inArray(events.id, heldThere)),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(FEED_MEETINGS);
  const [roles, names] = await Promise.all([
    rolesHeldAt(
      db,
      memberId,
      rows.map((row) => row.id),
    ),
    memberNames(db, [memberId]),
  ]);
  return calendarFeed(
    {
      productName: config.appName,
      memberName: names[memberId] ?? "",
      meetings: rows.map((row) => {
        const held = roles.get(row.id);
        return {
          ...row,
          url: `${config.appUrl}${paths.event(row.id)}`,
          cancelled: row.cancelledAt !== null,
          changedAt: held && held.latest > row.updatedAt ? held.latest : row.updatedAt,
          roles: held?.names ?? [],
        };
      }),
    },
    now,
  );
}
