import { meetingDay } from "../../../domain/members/absences";
import { DAY } from "../../../domain/time";
import type { Executor } from "../../db/executor";
import { memberAbsences } from "../../db/schema";
import { DEMO_MEMBERS } from "../../db/seed/clubs";
import { ongoingAbsences } from "../../reads/absences";

/**
 * Demo members' planned absences (docs/decisions/156), days after seeding: [member index, first, last, note]. None
 * covers a meeting where the member holds a role; Emily's covers the Austin Tech Talkers' social evening.
 */
const ABSENCES: Array<[member: number, firstDays: number, lastDays: number, note: string]> = [
  [12, 7, 10, "Conference in Denver"],
  [3, 16, 22, "Family visit"],
];

/**
 * Gives each of those members their absence, unless they already have one that has not ended: the roles' part of the
 * demo content (a `DemoSeed`, docs/decisions/202).
 */
export async function seedAbsences(tx: Executor, now: Date): Promise<void> {
  const planned = ABSENCES.flatMap(([member, first, last, note]) => {
    const userId = DEMO_MEMBERS[member]?.id;
    if (!userId) return [];
    const day = (days: number) => meetingDay(new Date(now.getTime() + days * DAY), "UTC");
    return [{ userId, firstDay: day(first), lastDay: day(last), note }];
  });
  const existing = await ongoingAbsences(
    tx,
    planned.map((row) => row.userId),
    now,
  );
  const have = new Set(existing.map((row) => row.userId));
  const missing = planned.filter((row) => !have.has(row.userId));
  if (missing.length > 0) await tx.insert(memberAbsences).values(missing);
}
