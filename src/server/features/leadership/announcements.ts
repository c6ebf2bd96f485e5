import { and, asc, count, eq, gte, type SQL, sql } from "drizzle-orm";
import { ANNOUNCEMENTS_PER_DAY } from "../../../domain/leadership/outreach";
import { leadsNetwork } from "../../authority";
import type { Database } from "../../db/client";
import { announcements, clubOfficers, clubs, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { wantsBulkMail } from "../mail";
import { announcementMail } from "./mails";

/**
 * Who may announce to whom (docs/decisions/147): a club's officers to its active members; admins and holders of the
 * network-wide grant to any one club or to the whole network.
 */
export type AnnouncementReach = { networkWide: boolean; clubs: Array<{ id: string; name: string }> };

export async function announcementReach(db: Database, memberId: string): Promise<AnnouncementReach> {
  const networkWide = await leadsNetwork(db, memberId);
  const found = networkWide
    ? await db
        .select({ id: clubs.id, name: clubs.name })
        .from(clubs)
        .where(eq(clubs.isActive, true))
        .orderBy(asc(clubs.name))
    : await db
        .select({ id: clubs.id, name: clubs.name })
        .from(clubOfficers)
        .innerJoin(clubs, eq(clubs.id, clubOfficers.clubId))
        .where(eq(clubOfficers.userId, memberId))
        .orderBy(asc(clubs.name));
  return { networkWide, clubs: found };
}

export const noLeadershipAccess = () => refuse("NO_LEADERSHIP_ACCESS");

/** The club the announcement goes to (null: the whole network), if the sender may address it; else the refusal. */
async function audienceOf(db: Database, senderId: string, clubId: string | undefined) {
  const reach = await announcementReach(db, senderId);
  if (!reach.networkWide && reach.clubs.length === 0) throw noLeadershipAccess();
  if (!clubId) {
    if (reach.networkWide) return null;
    throw refuse("NETWORK_ANNOUNCEMENT_DENIED");
  }
  const club = reach.clubs.find((candidate) => candidate.id === clubId);
  if (club) return club;
  if (reach.networkWide) {
    throw refuse("CLUB_NOT_FOUND", "club");
  }
  throw refuse("NOT_CLUB_OFFICER", "announce");
}

/** Verified members with an active membership (of the club, or of any club) who have not turned announcements off. */
function recipientsOf(db: Database, clubId: string | null) {
  const conditions: SQL[] = [eq(users.emailVerified, true), wantsBulkMail("announcements", clubId)];
  const inClub = sql`exists (select 1 from memberships m where m.user_id = ${users.id} and m.status = 'active'${
    clubId ? sql` and m.club_id = ${clubId}` : sql``
  })`;
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inClub, ...conditions));
}

/** How many people an announcement to the club (or the whole network) would reach now. */
export async function announcementAudience(db: Database, senderId: string, clubId: string | undefined) {
  const club = await audienceOf(db, senderId, clubId);
  return { recipients: (await recipientsOf(db, club?.id ?? null)).length };
}

type Sender = { id: string; name: string; email: string };

/**
 * Queues the announcement for each recipient, one mail each with its unsubscribe link, at most ANNOUNCEMENTS_PER_DAY
 * per sender in any 24 hours. The sender's account row is locked for the transaction, so concurrent sends by one
 * sender are counted one after the other.
 */
export async function sendAnnouncement(
  deps: Pick<Deps, "db" | "mailer" | "logger" | "config">,
  sender: Sender,
  input: { subject: string; message: string; clubId?: string },
): Promise<{ recipients: number }> {
  const { subject, message } = input;
  const result = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, sender.id)).for("update");
    const club = await audienceOf(tx, sender.id, input.clubId);
    const [sent] = await tx
      .select({ value: count() })
      .from(announcements)
      .where(
        and(eq(announcements.senderId, sender.id), gte(announcements.createdAt, sql`now() - interval '24 hours'`)),
      );
    if ((sent?.value ?? 0) >= ANNOUNCEMENTS_PER_DAY) {
      throw refuse("ANNOUNCEMENT_LIMIT");
    }
    const recipients = await recipientsOf(tx, club?.id ?? null);
    const [announcement] = await tx
      .insert(announcements)
      .values({ senderId: sender.id, subject, message, clubId: club?.id ?? null, recipientCount: recipients.length })
      .returning({ id: announcements.id });
    if (!announcement) throw new Error("the announcement was not stored");
    const mailIds = await enqueueMail(
      tx,
      recipients.map((recipient) =>
        announcementMail(deps.config, { id: announcement.id, subject, message, sender, club: club ?? null }, recipient),
      ),
    );
    return { recipients: recipients.length, mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  return { recipients: result.recipients };
}
