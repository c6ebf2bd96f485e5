import { eq, inArray, sql } from "drizzle-orm";
import { zonedTime } from "../../../domain/events/time-zones";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, roleOffers } from "../../db/schema";
import type { JobHandlers, JobKinds } from "../../jobs/queue";
import type { ScheduledWork } from "../../jobs/scheduled-work";
import { assignmentsOfMembers } from "../../reads/member-roles";
import { memberRows } from "../../reads/members";
import { roleNamer } from "../../reads/role-set";
import { NUDGE_JOB, scheduleNudges, sendNudge } from "./nudge";
import { expireOffer, remindProposal } from "./offer-jobs";
import { OFFER_EXPIRY_JOB, PROPOSAL_REMINDER_JOB } from "./offer-state";
import { REMINDER_JOB, REMINDER_SWEEP_JOB, sendReminder, sweepReminders, sweptUpTo } from "./reminders";
import type { RoleMailSite } from "./role-mail";

/** The scheduled work of meeting roles (docs/decisions/152, 153, 155, 157). */
export const roleJobs = (site: RoleMailSite): JobHandlers => ({
  [REMINDER_JOB]: sendReminder(site),
  [NUDGE_JOB]: sendNudge(site),
  // one sweep every ten minutes gives every role its reminder and every upcoming club meeting its nudge (as it starts)
  [REMINDER_SWEEP_JOB]: async (tx, job) => {
    if (!sweptUpTo(job)) await scheduleNudges(tx, { missing: true });
    return sweepReminders(tx, job);
  },
  [OFFER_EXPIRY_JOB]: expireOffer(site),
  [PROPOSAL_REMINDER_JOB]: remindProposal(site),
});

/** "Ann Lee: Timer at Club Night, Mar 04, 2026" for each reminder's assignment that still exists (no address). */
async function describeReminders(db: Executor, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await assignmentsOfMembers(db, {
    id: sql<string>`${meetingRoleAssignments.id}::text`,
    roleType: meetingRoleAssignments.roleType,
    clubId: events.clubId,
    title: events.title,
    eventDate: events.eventDate,
    timeZone: events.timeZone,
  }).where(inArray(sql`${meetingRoleAssignments.id}::text`, keys));
  const nameOf = roleNamer(db);
  const roleNames = await Promise.all(rows.map((row) => nameOf(row.clubId, row.roleType)));
  return new Map(
    rows.map((row, index) => {
      const name = [row.firstName, row.lastName].filter((part) => part?.trim()).join(" ") || "A member";
      const day = zonedTime(row.eventDate, row.timeZone ?? "UTC").day;
      return [row.id, `${name}: ${roleNames[index]} at ${row.title}, ${day}`];
    }),
  );
}

/** How the Administration page names the roles' scheduled work. */
export const roleJobKinds: JobKinds = {
  [REMINDER_JOB]: {
    label: "Role reminders",
    describe: describeReminders,
    cancellable: true,
  },
  [REMINDER_SWEEP_JOB]: {
    label: "Reminder sweep",
    describe: async (_db, keys) =>
      new Map(keys.map((key) => [key, "Gives every role held at an upcoming meeting its reminder"])),
    cancellable: false,
  },
  [NUDGE_JOB]: { label: "Open-role requests", describe: describeNudges, cancellable: true },
  [OFFER_EXPIRY_JOB]: { label: "Offer expiries", describe: describeOffers, cancellable: true },
  [PROPOSAL_REMINDER_JOB]: { label: "Proposal reminders", describe: describeOffers, cancellable: true },
};

/** "Wes: Timer at Club Night, Mar 04, 2026 (offered by Hana)" for each offer (no address). */
async function describeOffers(db: Executor, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const offers = await db
    .select({
      id: sql<string>`${roleOffers.id}::text`,
      roleType: roleOffers.roleType,
      toUserId: roleOffers.toUserId,
      fromUserId: roleOffers.fromUserId,
      title: events.title,
      clubId: events.clubId,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
    })
    .from(roleOffers)
    .innerJoin(events, eq(events.id, roleOffers.eventId))
    .where(inArray(sql`${roleOffers.id}::text`, keys));
  const people = await memberRows(
    db,
    offers.flatMap((offer) => [offer.toUserId, offer.fromUserId]),
  );
  const name = (id: string) => {
    const person = people.find((row) => row.id === id);
    return [person?.firstName, person?.lastName].filter((part) => part?.trim()).join(" ") || "A member";
  };
  const nameOf = roleNamer(db);
  const roleNames = await Promise.all(offers.map((offer) => nameOf(offer.clubId, offer.roleType)));
  return new Map(
    offers.map((offer, index) => [
      offer.id,
      `${name(offer.toUserId)}: ${roleNames[index]} at ${offer.title}, ${zonedTime(offer.eventDate, offer.timeZone ?? "UTC").day} (offered by ${name(offer.fromUserId)})`,
    ]),
  );
}

/** "Club Night, Mar 04, 2026" for each meeting whose open roles are to be asked for. */
async function describeNudges(db: Executor, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      id: sql<string>`${events.id}::text`,
      title: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(inArray(sql`${events.id}::text`, keys));
  return new Map(rows.map((row) => [row.id, `${row.title}, ${zonedTime(row.eventDate, row.timeZone ?? "UTC").day}`]));
}

/** What meeting roles register with the runtime: their jobs, and the sweep that keeps reminders and nudges due. */
export const roleWork = (site: RoleMailSite): ScheduledWork => ({
  handlers: roleJobs(site),
  kinds: roleJobKinds,
  sweeps: [REMINDER_SWEEP_JOB],
});
