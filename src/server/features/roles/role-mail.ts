import { and, asc, eq, sql } from "drizzle-orm";
import { offeredRole, roleNameIn } from "../../../domain/events/event-roles";
import { DEFAULT_REMINDER_DAYS } from "../../../domain/events/reminders";
import { plannedSlot, type RoleMailInput } from "../../../domain/events/role-mail";
import { speechRangeText } from "../../../domain/events/speeches";
import { paths } from "../../../domain/paths";
import type { Config } from "../../config";
import type { Executor } from "../../db/executor";
import { clubs, events, meetingAgendas, meetingRoleAssignments, users } from "../../db/schema";
import { mailPreferencesUrl } from "../../mail/bulk";
import { eventRolesOf } from "../../reads/role-set";
import { roleLinkUrl } from "./links";

/** How many days before its meetings a club reminds their role holders; an event of no club, the default. */
export const clubReminderDays = sql<number>`coalesce(${clubs.reminderDays}, ${sql.raw(String(DEFAULT_REMINDER_DAYS))})`;
export type RoleMailSite = Pick<Config, "appName" | "appUrl" | "authSecret">;

/** One assignment with its holder and meeting, as the role e-mails need them; undefined when it no longer exists. */
export async function heldRole(db: Executor, assignmentId: string) {
  const [row] = await db
    .select({
      id: meetingRoleAssignments.id,
      eventId: meetingRoleAssignments.eventId,
      userId: meetingRoleAssignments.userId,
      roleType: meetingRoleAssignments.roleType,
      createdAt: meetingRoleAssignments.createdAt,
      confirmedAt: meetingRoleAssignments.confirmedAt,
      speechTitle: meetingRoleAssignments.speechTitle,
      speechProject: meetingRoleAssignments.speechProject,
      speechMinMinutes: meetingRoleAssignments.speechMinMinutes,
      speechMaxMinutes: meetingRoleAssignments.speechMaxMinutes,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      title: events.title,
      eventDate: events.eventDate,
      durationMinutes: events.durationMinutes,
      timeZone: events.timeZone,
      location: events.location,
      cancelledAt: events.cancelledAt,
      clubId: events.clubId,
      clubName: clubs.name,
      reminderDays: clubReminderDays,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(meetingRoleAssignments.id, assignmentId));
  return row;
}
export type HeldRole = NonNullable<Awaited<ReturnType<typeof heldRole>>>;

/** What the role e-mails say about one assignment: its slot's planned time, a pitcher's speech, and the links. */
export async function roleMailInput(
  db: Executor,
  site: RoleMailSite,
  role: HeldRole,
  options: { links: boolean },
): Promise<RoleMailInput> {
  // the holder's place among the role's holders rides along with each agenda item: one query instead of two (with no
  // agenda there is no slot, and the place does not matter)
  const holdersBefore = db
    .select({ count: sql<number>`count(*)::int` })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.eventId, role.eventId),
        eq(meetingRoleAssignments.roleType, role.roleType),
        sql`(${meetingRoleAssignments.createdAt}, ${meetingRoleAssignments.id}) < (select own.created_at, own.id from ${meetingRoleAssignments} as own where own.id = ${role.id})`,
      ),
    );
  const items = await db
    .select({
      title: meetingAgendas.title,
      durationMinutes: meetingAgendas.durationMinutes,
      roleType: meetingAgendas.roleType,
      before: sql<number>`(${holdersBefore})`,
    })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, role.eventId))
    .orderBy(asc(meetingAgendas.orderIndex));
  const meeting = {
    title: role.title,
    clubName: role.clubName,
    eventDate: role.eventDate,
    durationMinutes: role.durationMinutes,
    timeZone: role.timeZone,
    location: role.location,
  };
  const roles = await eventRolesOf(db, role);
  // a speaking role's speech (the specification's Pitcher; a club's speaking roles, decision 223)
  const speech = !offeredRole(roles, role.roleType)?.speaking
    ? undefined
    : role.speechTitle && role.speechProject && role.speechMinMinutes && role.speechMaxMinutes
      ? `${role.speechTitle} — ${role.speechProject}, ${speechRangeText({ minMinutes: role.speechMinMinutes, maxMinutes: role.speechMaxMinutes })}`
      : null;
  const link = (action: "confirm" | "release") =>
    roleLinkUrl(site, {
      action,
      eventId: role.eventId,
      assignmentId: role.id,
      memberId: role.userId,
      expiresAt: role.eventDate,
    });
  return {
    appName: site.appName,
    firstName: role.firstName,
    roleName: roleNameIn(roles.roles, role.roleType),
    meeting,
    slot: plannedSlot(meeting, items, role.roleType, Number(items[0]?.before ?? 0)),
    speech,
    links: {
      event: `${site.appUrl}${paths.event(role.eventId)}`,
      ...(options.links ? { confirm: link("confirm"), release: link("release") } : {}),
    },
    preferencesUrl: mailPreferencesUrl(site.appUrl),
  };
}
