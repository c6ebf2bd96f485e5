import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { StageHistory } from "../../../domain/clubs/central";
import type { GridAssignInput } from "../../../domain/clubs/planning-grid";
import { eventLocalTime } from "../../../domain/events/changes";
import { recipientRoleProblem } from "../../../domain/events/offers";
import { roleAssignedMail, roleClearedMail, roleDeclinedMail } from "../../../domain/events/role-mail";
import { zonedTime } from "../../../domain/events/time-zones";
import {
  type EventAccess,
  isActiveMember,
  mayPlanEvents,
  refuseIfEnded,
  refuseUnlessMeetingRoles,
  visibleEvent,
} from "../../authority";
import type { Database } from "../../db/client";
import { type Executor, readIfAny } from "../../db/executor";
import { clubs, declinedAssignments, events, meetingRoleAssignments, roleOffers, users } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { ongoingAbsences } from "../../reads/absences";
import { meetingTime } from "../../reads/meetings";
import { memberRow, nameColumns } from "../../reads/members";
import { clubRoleSet, roleNameAt } from "../../reads/role-set";
import { awayOnMeetingDay } from "./away";
import { giveRole, roleRefusalFor, roleRefused } from "./give-role";
import type { AssignmentLink } from "./links";
import { roleLinkUrl } from "./links";
import { closeOffersOfChangedPlaces } from "./offer-closing";
import { nameOf } from "./offer-mail";
import { closeOffer, lockedOffer } from "./offer-state";
import { heldRole, type RoleMailSite, roleMailInput } from "./role-mail";
import { memberStageHistory } from "./stage-history";
import { releaseAssignment } from "./waitlist";

/**
 * The planning grid of Leadership Central (docs/decisions/234): the club's next meetings (cancelled ones shown as
 * skipped), its role set, every holder and open proposal, and each active member's last role, last speech and away
 * days still ahead — what the picker needs to say who can take which cell (`memberCellConflicts`).
 */
export async function planningGrid(
  db: Database,
  clubId: string,
  weeks: number,
  stageHistory: (clubId: string) => Promise<StageHistory[]> = (id) => memberStageHistory(db, id, now),
  now = new Date(),
) {
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw refuse("CLUB_NOT_FOUND", "club");
  const roles = await clubRoleSet(db, clubId);
  const meetings = await db
    .select({
      ...meetingTime,
      durationMinutes: events.durationMinutes,
      location: events.location,
      seriesId: events.seriesId,
      cancelledAt: events.cancelledAt,
      cancelReason: events.cancelReason,
    })
    .from(events)
    .where(and(eq(events.clubId, clubId), eq(events.eventType, "meeting"), gt(events.eventDate, now)))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(weeks);
  const ids = meetings.map((meeting) => meeting.id);
  const holders = await readIfAny(ids, () =>
    db
      .select({
        id: meetingRoleAssignments.id,
        eventId: meetingRoleAssignments.eventId,
        roleType: meetingRoleAssignments.roleType,
        userId: meetingRoleAssignments.userId,
        outright: sql<boolean>`${meetingRoleAssignments.assignedBy} is not null`,
        ...nameColumns,
      })
      .from(meetingRoleAssignments)
      .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
      .where(inArray(meetingRoleAssignments.eventId, ids))
      .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id)),
  );
  const proposals = await readIfAny(ids, () =>
    db
      .select({
        id: roleOffers.id,
        eventId: roleOffers.eventId,
        roleType: roleOffers.roleType,
        toUserId: roleOffers.toUserId,
        ...nameColumns,
      })
      .from(roleOffers)
      .innerJoin(users, eq(users.id, roleOffers.toUserId))
      .where(
        and(
          inArray(roleOffers.eventId, ids),
          eq(roleOffers.kind, "assignment"),
          eq(roleOffers.state, "pending"),
          gt(roleOffers.expiresAt, now),
        ),
      )
      .orderBy(asc(roleOffers.createdAt)),
  );
  const history = await stageHistory(clubId);
  const absences = await ongoingAbsences(
    db,
    history.map((row) => row.memberId),
    now,
  );
  const zone = club.timeZone ?? meetings[0]?.timeZone ?? "UTC";
  return {
    club: { ...club, timeZone: zone },
    roles,
    meetings: meetings.map((meeting) => {
      const local = zonedTime(meeting.eventDate, meeting.timeZone ?? zone);
      return {
        id: meeting.id,
        title: meeting.title,
        eventDate: meeting.eventDate.toISOString(),
        timeZone: meeting.timeZone,
        day: local.day,
        time: `${local.time} ${local.zone}`,
        when: eventLocalTime({ eventDate: meeting.eventDate, timeZone: meeting.timeZone ?? zone }),
        location: meeting.location,
        durationMinutes: meeting.durationMinutes,
        seriesId: meeting.seriesId,
        cancelled: meeting.cancelledAt !== null,
        cancelReason: meeting.cancelReason,
        assignments: holders
          .filter((row) => row.eventId === meeting.id)
          .map((row) => ({
            id: row.id,
            roleType: row.roleType,
            userId: row.userId,
            name: displayName(row),
            outright: row.outright,
          })),
        proposals: proposals
          .filter((row) => row.eventId === meeting.id)
          .map((row) => ({ id: row.id, roleType: row.roleType, userId: row.toUserId, name: displayName(row) })),
      };
    }),
    members: history.map((member) => ({
      ...member,
      absences: absences
        .filter((row) => row.userId === member.memberId)
        .map((row) => ({ firstDay: row.firstDay, lastDay: row.lastDay })),
    })),
  };
}

/** The club's meeting locked for a planner's change of one cell: its officers' and admins' only (404 elsewhere). */
async function gridMeeting(tx: Executor, clubId: string, eventId: string, officerId: string): Promise<EventAccess> {
  const event = await visibleEvent(tx, eventId, officerId, { lock: true });
  if (event.clubId !== clubId) throw refuse("EVENT_NOT_FOUND");
  if (!(await mayPlanEvents(tx, event.clubId, officerId))) throw refuse("NOT_EVENT_PLANNER", "change");
  refuseIfEnded(event);
  refuseUnlessMeetingRoles(event);
  return event;
}

/** The decline link of a role given outright: until the meeting starts (docs/decisions/234). */
const declineLink = (site: RoleMailSite, role: { id: string; eventId: string; userId: string; eventDate: Date }) =>
  roleLinkUrl(site, {
    action: "decline",
    eventId: role.eventId,
    assignmentId: role.id,
    memberId: role.userId,
    expiresAt: role.eventDate,
  });

/**
 * An officer gives a member a role outright from the grid (docs/decisions/234): under the event's lock, through
 * `giveRole`, after the checks a proposal makes (an active member of the club, not away that day, the limit rule said
 * of the member — each a 409 {error:{code,message}}). The member is e-mailed with a "Decline" link. Giving the member a
 * role they already hold there answers as giving it did.
 */
export async function assignFromGrid(deps: Mailing, clubId: string, officerId: string, input: GridAssignInput) {
  const result = await deps.db.transaction(async (tx) => {
    const event = await gridMeeting(tx, clubId, input.eventId, officerId);
    if (!(await isActiveMember(tx, clubId, input.memberId))) throw refuse("NOT_A_CLUB_MEMBER", "offer");
    if ((await awayOnMeetingDay(tx, [input.memberId], event)).size > 0) throw refuse("MEMBER_AWAY");
    const { refusal, held, roles } = await roleRefusalFor(tx, event, input.memberId, input.roleType);
    if (refusal && !held.includes(input.roleType)) {
      if (refusal.code === "ROLE_FULL") throw roleRefused(refusal);
      const member = nameOf(await memberRow(tx, input.memberId));
      throw roleRefused(recipientRoleProblem(member, held, input.roleType, roles) ?? refusal);
    }
    const given = await giveRole(tx, event, { userId: input.memberId, roleType: input.roleType, sameIfHeld: true });
    if (given.already) return { assignmentId: given.id, mailIds: [] as string[] };
    await tx
      .update(meetingRoleAssignments)
      .set({ assignedBy: officerId })
      .where(eq(meetingRoleAssignments.id, given.id));
    const role = await heldRole(tx, given.id);
    const mailIds = await closeOffersOfChangedPlaces(tx, deps.config, event.id);
    if (role?.emailVerified) {
      const input = await roleMailInput(tx, deps.config, role, { links: false });
      const fromName = nameOf(await memberRow(tx, officerId));
      const mail = roleAssignedMail({
        ...input,
        fromName,
        links: { ...input.links, decline: declineLink(deps.config, role) },
      });
      mailIds.push(...(await enqueueMail(tx, [{ kind: "role-given", refId: given.id, to: role.email, ...mail }])));
    }
    return { assignmentId: given.id, mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  const roleName = await roleNameAt(deps.db, { clubId }, input.roleType);
  return { assignmentId: result.assignmentId, roleType: input.roleType, roleName };
}

/**
 * An officer clears a cell (docs/decisions/234): a holder's assignment ends as any removal does (its place goes to the
 * waitlist, its offers close) and the holder is e-mailed; an open proposal is withdrawn. Clearing what is already
 * gone answers as clearing it did.
 */
export async function clearFromGrid(
  deps: Mailing,
  clubId: string,
  officerId: string,
  input: { eventId: string; assignmentId?: string; offerId?: string },
) {
  const result = await deps.db.transaction(async (tx) => {
    const event = await gridMeeting(tx, clubId, input.eventId, officerId);
    if (input.offerId) {
      const offer = await lockedOffer(tx, input.offerId, event.id);
      if (offer.kind !== "assignment") throw refuse("OFFER_NOT_FOUND");
      if (offer.state === "pending") await closeOffer(tx, offer, "cancelled");
      return { mailIds: [] as string[] };
    }
    const role = input.assignmentId ? await heldRole(tx, input.assignmentId) : undefined;
    if (!role || role.eventId !== event.id) return { mailIds: [] as string[] };
    const mailInput = await roleMailInput(tx, deps.config, role, { links: false });
    const released = await releaseAssignment(tx, deps.config, event, role);
    const mailIds = [...released.mailIds];
    if (role.emailVerified && role.userId !== officerId) {
      const fromName = nameOf(await memberRow(tx, officerId));
      const mail = roleClearedMail({ ...mailInput, fromName });
      mailIds.push(...(await enqueueMail(tx, [{ kind: "role-given", refId: role.id, to: role.email, ...mail }])));
    }
    return { mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  return { cleared: true };
}

/** Whether this assignment was declined by its member's link before (the same link pressed again). */
export async function wasDeclined(db: Executor, link: AssignmentLink) {
  const [row] = await db
    .select({ roleType: declinedAssignments.roleType })
    .from(declinedAssignments)
    .where(and(eq(declinedAssignments.assignmentId, link.assignmentId), eq(declinedAssignments.userId, link.memberId)));
  return row;
}

/**
 * The member declines a role given outright, by the e-mail's link (docs/decisions/234): under the event's lock the
 * assignment ends as any giving-up does (waitlist, offers), the decline is kept so the link pressed again answers the
 * same, and the officer who gave it is e-mailed. Answers "declined" also when it was declined before, "gone" when the
 * role is no longer the member's.
 */
export async function declineByLink(deps: Mailing, link: AssignmentLink): Promise<"declined" | "gone"> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await visibleEvent(tx, link.eventId, link.memberId, { lock: true });
    if (await wasDeclined(tx, link)) return { outcome: "declined" as const, mailIds: [] as string[] };
    refuseIfEnded(event);
    const role = await heldRole(tx, link.assignmentId);
    if (!role || role.userId !== link.memberId || role.eventId !== event.id) {
      return { outcome: "gone" as const, mailIds: [] as string[] };
    }
    const [assignedBy] = await tx
      .select({ by: meetingRoleAssignments.assignedBy })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.id, role.id));
    const mailInput = await roleMailInput(tx, deps.config, role, { links: false });
    const released = await releaseAssignment(tx, deps.config, event, role);
    await tx
      .insert(declinedAssignments)
      .values({ assignmentId: role.id, eventId: event.id, userId: role.userId, roleType: role.roleType })
      .onConflictDoNothing();
    const mailIds = [...released.mailIds];
    const officer = assignedBy?.by ? await memberRow(tx, assignedBy.by) : undefined;
    if (officer?.emailVerified) {
      const mail = roleDeclinedMail({
        ...mailInput,
        firstName: officer.firstName,
        memberName: nameOf(await memberRow(tx, role.userId)),
      });
      mailIds.push(...(await enqueueMail(tx, [{ kind: "role-given", refId: role.id, to: officer.email, ...mail }])));
    }
    return { outcome: "declined" as const, mailIds };
  });
  deliverInBackground(deps, result.mailIds);
  return result.outcome;
}
