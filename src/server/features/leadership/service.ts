import { and, count, countDistinct, desc, eq, gte, lt, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { ROLE_NAMES } from "../../../domain/events/roles";
import { INVITATIONS_PER_DAY } from "../../../domain/leadership/outreach";
import { goalsCompleted, monthOf } from "../../../domain/leadership/overview";
import type { Database } from "../../db/client";
import { clubs, events, invitations, meetingRoleAssignments, memberships, pitches, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { hasLeadershipAccess } from "./access-keys";
import { invitationMail } from "./mails";

const ACTIVITY_SHOWN = 10;

/** The four overview figures, computed as decision 042 says. */
export async function leadershipOverview(db: Database, now = new Date()) {
  const { start, end } = monthOf(now);
  const inMonth = and(gte(events.eventDate, start), lt(events.eventDate, end));
  const [members] = await db
    .select({ value: countDistinct(memberships.userId) })
    .from(memberships)
    .where(eq(memberships.status, "active"));
  const [meetings] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.eventType, "meeting"), inMonth));
  const [speeches] = await db
    .select({ value: count() })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(eq(meetingRoleAssignments.roleType, "pitcher"), inMonth));
  const goalRows = await db
    .select({ certificationId: pitches.certificationId, goalId: pitches.goalId, pitches: count() })
    .from(pitches)
    .groupBy(pitches.userId, pitches.certificationId, pitches.goalId);
  return {
    activeMembers: members?.value ?? 0,
    meetingsThisMonth: meetings?.value ?? 0,
    speechesThisMonth: speeches?.value ?? 0,
    goals: goalsCompleted(goalRows),
  };
}

type Activity = { kind: "join" | "event" | "role"; title: string; detail: string; at: string };

/** The newest joins, scheduled events and meeting-role sign-ups across the community. */
export async function recentActivity(db: Database): Promise<Activity[]> {
  const joins = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      club: clubs.name,
      at: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(eq(memberships.status, "active"))
    .orderBy(desc(memberships.createdAt))
    .limit(ACTIVITY_SHOWN);
  const scheduled = await db
    .select({ title: events.title, eventDate: events.eventDate, club: clubs.name, at: events.createdAt })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.isPublic, true))
    .orderBy(desc(events.createdAt))
    .limit(ACTIVITY_SHOWN);
  const roles = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleType: meetingRoleAssignments.roleType,
      event: events.title,
      at: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(eq(events.isPublic, true))
    .orderBy(desc(meetingRoleAssignments.createdAt))
    .limit(ACTIVITY_SHOWN);
  const items: Activity[] = [
    ...joins.map((row) => ({
      kind: "join" as const,
      title: `${displayName(row)} joined a club`,
      detail: row.club,
      at: row.at.toISOString(),
    })),
    ...scheduled.map((row) => ({
      kind: "event" as const,
      title: `Event scheduled: ${row.title}`,
      detail: row.club ?? "Community event",
      at: row.at.toISOString(),
    })),
    ...roles.map((row) => ({
      kind: "role" as const,
      title: `${displayName(row)} signed up as ${ROLE_NAMES[row.roleType]}`,
      detail: row.event,
      at: row.at.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_SHOWN);
}

type Sender = { id: string; name: string; email: string };

/**
 * Locks the sender's account row for the transaction (so concurrent sends by one sender are counted one after the
 * other) and counts what they sent in the last 24 hours; undefined when they have no Leadership Central access (a
 * grant or a club's office).
 */
async function sentInLastDayUnderGrant(
  tx: Database,
  senderId: string,
  sent: typeof invitations,
): Promise<number | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, senderId)).for("update");
  if (!(await hasLeadershipAccess(tx, senderId))) return undefined;
  const [row] = await tx
    .select({ value: count() })
    .from(sent)
    .where(and(eq(sent.senderId, senderId), gte(sent.createdAt, sql`now() - interval '24 hours'`)));
  return row?.value ?? 0;
}

export type InvitationResult = { outcome: "sent" } | { outcome: "no-access" | "daily-limit" };

/** Records the invitation and queues its e-mail (sign-up link); at most INVITATIONS_PER_DAY per sender. */
export async function inviteMember(
  deps: Pick<Deps, "db" | "mailer" | "logger" | "config">,
  sender: Sender,
  email: string,
): Promise<InvitationResult> {
  const result = await deps.db.transaction(async (tx) => {
    const sentToday = await sentInLastDayUnderGrant(tx as unknown as Database, sender.id, invitations);
    if (sentToday === undefined) return { outcome: "no-access" as const };
    if (sentToday >= INVITATIONS_PER_DAY) return { outcome: "daily-limit" as const };
    const [invitation] = await tx
      .insert(invitations)
      .values({ senderId: sender.id, email })
      .returning({ id: invitations.id });
    if (!invitation) throw new Error("the invitation was not stored");
    const mailIds = await enqueueMail(tx as unknown as Database, [
      invitationMail(deps.config, { id: invitation.id, email, sender }),
    ]);
    return { outcome: "sent" as const, mailIds };
  });
  if (result.outcome !== "sent") return result;
  deliverInBackground(deps, result.mailIds);
  return { outcome: "sent" };
}
