import { eq } from "drizzle-orm";
import { clubQuarter } from "../../../domain/clubs/central";
import { speakingActivity, withRecordHidden } from "../../../domain/clubs/speaking-activity";
import { hiddenRecords } from "../../authority";
import type { Database } from "../../db/client";
import { clubs } from "../../db/schema";
import { clubRoleSet } from "../../reads/role-set";
import { activeClubMembers, stageAppearances } from "../roles";

/**
 * The Reports' speaking activity (docs/decisions/241): each active member's speeches and roles this quarter (the
 * club's calendar quarter in its time zone), last speech and last role (a speech is a role too), and how many of this
 * quarter's timed speeches ended within time — left out for a member who hid their record: the officers reading the
 * report still see their roles and speech dates, for scheduling, but not how their speeches went.
 */
export async function clubSpeakingActivity(db: Database, clubId: string, now = new Date()) {
  const activity = await speakingActivityOfAll(db, clubId, now);
  return withHiddenRecords(db, activity);
}

/** The speaking activity as if no member hid their record: what the kept Reports hold (docs/decisions/247). */
export async function speakingActivityOfAll(db: Database, clubId: string, now: Date) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  const quarter = clubQuarter(now, club?.timeZone);
  const [members, appearances, roles] = await Promise.all([
    activeClubMembers(db, clubId),
    stageAppearances(db, clubId, now),
    clubRoleSet(db, clubId),
  ]);
  return {
    quarter: { start: quarter.start.toISOString(), end: quarter.end.toISOString(), timeZone: club?.timeZone ?? "UTC" },
    members: speakingActivity(members, appearances, roles, quarter, new Set()),
  };
}

type ClubSpeakingActivity = Awaited<ReturnType<typeof speakingActivityOfAll>>;

/** The activity with each member's choice applied as it is now: never kept, read on every request. */
export async function withHiddenRecords(db: Database, activity: ClubSpeakingActivity): Promise<ClubSpeakingActivity> {
  const hidden = await hiddenRecords(
    db,
    activity.members.map((member) => member.memberId),
  );
  return { ...activity, members: activity.members.map((member) => withRecordHidden(member, hidden)) };
}
