import { asc, eq, sql } from "drizzle-orm";
import { CLASSIC_ROLE_SET, type ClubRole } from "../../domain/clubs/role-set";
import { type EventRoles, roleNameIn, SPEC_EVENT_ROLES } from "../../domain/events/event-roles";
import type { Reader } from "../authority/people";
import { builtOnce } from "../db/built-once";
import { clubRoles, events } from "../db/schema";

const roleColumns = {
  key: clubRoles.key,
  name: clubRoles.name,
  perMeeting: clubRoles.perMeeting,
  speaking: clubRoles.speaking,
  evaluated: clubRoles.evaluated,
  duty: clubRoles.duty,
};

/** The meeting roles the club saved, in their order (none while it has saved none). */
const savedRoles = builtOnce("club_role_set", (db: Reader) =>
  db
    .select(roleColumns)
    .from(clubRoles)
    .where(eq(clubRoles.clubId, sql.placeholder("clubId")))
    .orderBy(asc(clubRoles.position)),
);

export const savedRoleSet = (db: Reader, clubId: string): Promise<ClubRole[]> => savedRoles(db, { clubId });

/** The club's meeting roles in their order: its own set, or the classic set while it has saved none. */
export async function clubRoleSet(db: Reader, clubId: string): Promise<ClubRole[]> {
  const saved = await savedRoleSet(db, clubId);
  return saved.length > 0 ? saved : CLASSIC_ROLE_SET.map((role) => ({ ...role }));
}

/** The roles an event offers (docs/decisions/223): its club's set, or the specification's five without a club. */
export async function eventRolesOf(db: Reader, event: { clubId: string | null }): Promise<EventRoles> {
  return event.clubId ? { club: true, roles: await clubRoleSet(db, event.clubId) } : SPEC_EVENT_ROLES;
}

/** A role's name at the event: what its club calls it (docs/decisions/223). */
export const roleNameAt = async (db: Reader, event: { clubId: string | null }, key: string) =>
  roleNameIn((await eventRolesOf(db, event)).roles, key);

/** A role's name at the event of this id (the specification's name when there is no such event). */
export const roleNameAtEvent = async (db: Reader, eventId: string, key: string) =>
  roleNameIn((await eventRolesAt(db, eventId)).roles, key);

/** The roles of many events' clubs, reading each club's set once. */
export function eventRolesReader(db: Reader) {
  const sets = new Map<string | null, Promise<EventRoles>>();
  return (clubId: string | null) => {
    const set = sets.get(clubId) ?? eventRolesOf(db, { clubId });
    sets.set(clubId, set);
    return set;
  };
}

/** Names roles at many events' clubs, reading each club's set once. */
export function roleNamer(db: Reader) {
  const rolesOf = eventRolesReader(db);
  return async (clubId: string | null, key: string) => roleNameIn((await rolesOf(clubId)).roles, key);
}

/** The roles the event of this id offers (the specification's five when there is no such event). */
export async function eventRolesAt(db: Reader, eventId: string): Promise<EventRoles> {
  const [event] = await db.select({ clubId: events.clubId }).from(events).where(eq(events.id, eventId));
  return eventRolesOf(db, { clubId: event?.clubId ?? null });
}

/** The keys of the event's roles that speak, whose speeches are evaluated, and that evaluate (docs/decisions/223). */
export async function speechRoleKeysAt(db: Reader, eventId: string) {
  const { roles } = await eventRolesAt(db, eventId);
  return {
    speaking: roles.filter((role) => role.speaking).map((role) => role.key),
    evaluated: roles.filter((role) => role.evaluated).map((role) => role.key),
    evaluating: roles.filter((role) => role.duty === "evaluator").map((role) => role.key),
  };
}
