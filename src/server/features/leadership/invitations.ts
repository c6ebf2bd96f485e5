import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { INVITATION_DAYS, INVITATIONS_PER_DAY } from "../../../domain/leadership/outreach";
import { DAY } from "../../../domain/time";
import { hasLeadershipAccess } from "../../authority";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { clubs, events, invitations, users } from "../../db/schema";
import type { Deps, SessionUser } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground, enqueueMail, type QueuedMail } from "../../mail/queue";
import { clubEventsAhead } from "../../reads/club-events";
import { activeMembership, membershipChanged } from "../clubs";
import { announcementReach } from "./announcements";
import { type InvitedClub, invitationMail } from "./mails";

/**
 * Invitations (docs/decisions/183): an officer invites an address to their club (a network-wide leader to any club,
 * or to the product only). The e-mail names the club and its next meeting and links to the invitation's page; the
 * page shows it, and only its POST accepts it, making the signed-in member an active member of the club.
 */

export type Sender = { id: string; name: string; email: string };

/** The signed-in member as the sender of an announcement or an invitation. */
export const senderOf = (user: SessionUser): Sender => ({
  id: user.id,
  email: user.email,
  name: displayName({ firstName: user.name, lastName: user.lastName, email: user.email }),
});

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationNotFound = () => refuse("INVITATION_NOT_FOUND");

/** The club's next meeting that is not cancelled, for the invitation to name. */
async function nextMeeting(db: Database, clubId: string, now: Date) {
  const [meeting] = await db
    .select({ title: events.title, eventDate: events.eventDate, timeZone: events.timeZone, location: events.location })
    .from(events)
    .where(and(clubEventsAhead(clubId, now), eq(events.eventType, "meeting")))
    .orderBy(asc(events.eventDate))
    .limit(1);
  return meeting ?? null;
}

export async function invitedClub(
  db: Database,
  clubId: string | null,
  now: Date,
): Promise<(InvitedClub & { id: string }) | null> {
  if (!clubId) return null;
  const [club] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club ? { ...club, nextMeeting: await nextMeeting(db, club.id, now) } : null;
}

/** Stores an invitation (to the club, if any) with a new link and returns its e-mail, to be queued by the caller. */
export async function recordInvitation(
  tx: Database,
  config: Pick<Config, "appName" | "appUrl">,
  invitation: { sender: Sender; email: string; club: (InvitedClub & { id: string }) | null },
  now: Date,
): Promise<QueuedMail> {
  const token = randomBytes(32).toString("base64url");
  const { sender, email, club } = invitation;
  const [row] = await tx
    .insert(invitations)
    .values({
      senderId: sender.id,
      email,
      clubId: club?.id ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error("the invitation was not stored");
  return invitationMail(config, { id: row.id, email, token, sender, club });
}

export type InvitationResult = { outcome: "sent" } | { outcome: "no-access" | "daily-limit" };

/**
 * Records the invitation and queues its e-mail; at most INVITATIONS_PER_DAY per sender in any 24 hours, counted under
 * a lock on the sender's account row. A club must be one the sender may address (as for announcements).
 */
export async function inviteMember(
  deps: Pick<Deps, "db" | "mailer" | "logger" | "config">,
  sender: Sender,
  input: { email: string; clubId?: string },
  now = new Date(),
): Promise<InvitationResult> {
  const result = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, sender.id)).for("update");
    if (!(await hasLeadershipAccess(tx, sender.id))) return { outcome: "no-access" as const };
    if (input.clubId) {
      const reach = await announcementReach(tx, sender.id);
      if (!reach.clubs.some((club) => club.id === input.clubId)) {
        if (reach.networkWide) throw refuse("CLUB_NOT_FOUND", "club");
        throw refuse("NOT_CLUB_OFFICER", "invite");
      }
    }
    const [sent] = await tx
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.senderId, sender.id), gte(invitations.createdAt, sql`now() - interval '24 hours'`)));
    if ((sent?.value ?? 0) >= INVITATIONS_PER_DAY) return { outcome: "daily-limit" as const };
    const club = await invitedClub(tx, input.clubId ?? null, now);
    const mail = await recordInvitation(tx, deps.config, { sender, email: input.email, club }, now);
    const mailIds = await enqueueMail(tx, [mail]);
    return { outcome: "sent" as const, mailIds };
  });
  if (result.outcome !== "sent") return result;
  deliverInBackground(deps, result.mailIds);
  return { outcome: "sent" };
}

async function invitationByToken(db: Database, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: invitations.id,
      email: invitations.email,
      clubId: invitations.clubId,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      acceptedBy: invitations.acceptedBy,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.senderId))
    .where(eq(invitations.tokenHash, hashToken(token)));
  const [row] = await (options.lock ? query.for("update", { of: invitations }) : query);
  if (!row) throw invitationNotFound();
  return row;
}

type InvitationState = "open" | "accepted" | "used" | "expired";

function stateOf(
  row: { expiresAt: Date | null; acceptedAt: Date | null; acceptedBy: string | null },
  viewerId: string | undefined,
  now: Date,
): InvitationState {
  if (row.acceptedAt) return row.acceptedBy && row.acceptedBy === viewerId ? "accepted" : "used";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** What the invitation's page shows: who invited whom, to which club, its next meeting, and whether it is still open. */
export async function invitationView(db: Database, token: string, viewerId: string | undefined, now = new Date()) {
  const row = await invitationByToken(db, token);
  const club = await invitedClub(db, row.clubId, now);
  return {
    email: row.email,
    invitedBy: displayName({ firstName: row.senderFirstName, lastName: row.senderLastName, email: row.senderEmail }),
    club: club
      ? {
          id: club.id,
          name: club.name,
          nextMeeting: club.nextMeeting && { ...club.nextMeeting, eventDate: club.nextMeeting.eventDate.toISOString() },
        }
      : null,
    state: stateOf(row, viewerId, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Accepts the invitation for the signed-in member: once, by one member, before it expires. With a club, the member
 * becomes (again) an active member of it. Accepting again by the same member changes nothing.
 */
export async function acceptInvitation(
  deps: Pick<Deps, "db" | "changeFeed" | "logger" | "config">,
  token: string,
  memberId: string,
  now = new Date(),
) {
  const result = await deps.db.transaction(async (tx) => {
    const row = await invitationByToken(tx, token, { lock: true });
    const state = stateOf(row, memberId, now);
    if (state === "used") {
      throw refuse("INVITATION_USED");
    }
    if (state === "expired") {
      throw refuse("INVITATION_EXPIRED");
    }
    const club = row.clubId ? await invitedClub(tx, row.clubId, now) : null;
    if (state === "open") {
      if (club) await activeMembership(tx, memberId, club.id);
      await tx.update(invitations).set({ acceptedAt: now, acceptedBy: memberId }).where(eq(invitations.id, row.id));
    }
    return { club: club ? { id: club.id, name: club.name } : null, newly: state === "open" };
  });
  if (result.newly && result.club) membershipChanged(deps, memberId);
  return { accepted: true, club: result.club };
}
