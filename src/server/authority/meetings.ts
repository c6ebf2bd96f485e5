import { and, eq } from "drizzle-orm";
import type { RoleDuty } from "../../domain/clubs/role-set";
import { eventAttendees, meetingRoleAssignments, memberships } from "../db/schema";
import { refuse } from "../http/errors";
import { eventRolesOf } from "../reads/role-set";
import { type EventScope, mayPlanEvents } from "./events";
import { isActiveMember, isAdmin, type Reader } from "./people";

/**
 * Who may do what in a meeting's console (docs/decisions/159). The meeting's own role holders do their role's duty;
 * the club's officers and admins (an event without a club: admins) may moderate, time and count for anyone; every
 * member who may see the meeting watches it read-only.
 */
export type Capabilities = {
  /** Start and advance agenda items, open and close the vote, decide a tie, reveal the results, end the meeting. */
  moderate: boolean;
  /** Time speeches. */
  time: boolean;
  /** Count filler words. */
  count: boolean;
  /** Fill the evaluation form for the speaker one is paired with. */
  evaluate: boolean;
  /** Vote: an attendee or a role holder of the meeting. */
  vote: boolean;
  /** See the display's share link (everyone who runs a part of the meeting). */
  shareDisplay: boolean;
  /** Renew the display link: the club's officers and admins. */
  renewDisplay: boolean;
  /** Read the report once the meeting has ended: its attendees, role holders, the club's officers and admins. */
  readReport: boolean;
  /** Check members in and add guests at a club's meeting: its Sergeant at Arms, moderator, officers, admins (decision 232). */
  checkIn: boolean;
  /** Give a guest one of the meeting's roles: the club's officers and admins (decision 232). */
  giveGuestRoles: boolean;
};

/** The roles the member holds at the meeting and what they may do in its console. */
export async function meetingCapabilities(
  db: Reader,
  event: Pick<EventScope, "id" | "clubId">,
  userId: string,
): Promise<{ roles: string[]; duties: RoleDuty[]; capabilities: Capabilities }> {
  const [held, attending, officer, offered] = await Promise.all([
    db
      .select({ roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(and(eq(meetingRoleAssignments.eventId, event.id), eq(meetingRoleAssignments.userId, userId))),
    db
      .select({ userId: eventAttendees.userId })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.userId, userId))),
    mayPlanEvents(db, event.clubId, userId),
    eventRolesOf(db, event),
  ]);
  const roles = held.map((row) => row.roleType);
  // a role's duty opens its tool, whatever the club calls the role (docs/decisions/223)
  const duties = offered.roles.flatMap((role) => (role.duty && roles.includes(role.key) ? [role.duty] : []));
  const has = (duty: RoleDuty) => duties.includes(duty);
  const runsAPart = roles.length > 0 || officer;
  return {
    roles,
    duties,
    capabilities: {
      moderate: officer || has("moderator"),
      time: officer || has("timer"),
      count: officer || has("ah_counter"),
      evaluate: has("evaluator"),
      vote: roles.length > 0 || attending.length > 0,
      shareDisplay: runsAPart,
      renewDisplay: officer,
      readReport: roles.length > 0 || attending.length > 0 || officer,
      // events without a club keep the specification's "Join Event" as their attendance
      checkIn: event.clubId !== null && (officer || has("moderator") || has("sergeant_at_arms")),
      giveGuestRoles: event.clubId !== null && officer,
    },
  };
}

/** The 403 of a console action the member lacks `capability` for. */
export const capabilityRefused = (capability: keyof Capabilities) => refuse("NOT_ALLOWED_IN_MEETING", capability);

/**
 * Who attaches a standalone tool's entry to a meeting afterwards (docs/decisions/244): the active members of its club
 * and admins; a meeting without a club, admins.
 */
export async function mayAttachToMeeting(db: Reader, event: Pick<EventScope, "clubId">, userId: string) {
  if (event.clubId !== null && (await isActiveMember(db, event.clubId, userId))) return true;
  return isAdmin(db, userId);
}

/** The clubs whose meetings the member is offered to attach entries to: those they are an active member of. */
export async function clubsToAttachTo(db: Reader, userId: string): Promise<string[]> {
  const rows = await db
    .select({ clubId: memberships.clubId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active")));
  return rows.map((row) => row.clubId);
}
