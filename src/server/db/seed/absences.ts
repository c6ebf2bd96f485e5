import { and, gte, inArray } from "drizzle-orm";
import { earliestOngoingDay, meetingDay } from "../../../domain/members/absences";
import { DAY } from "../../../domain/time";
import type { Database } from "../client";
import { memberAbsences } from "../schema";
import { DEMO_MEMBERS } from "./clubs";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Demo members' planned absences (docs/decisions/156), days after seeding: [member index, first, last, note]. None
 * covers a meeting where the member holds a role; Emily's covers the Austin Tech Talkers' social evening.
 */
const ABSENCES: Array<[member: number, firstDays: number, lastDays: number, note: string]> = [
  [12, 7, 10, "Conference in Denver"],
  [3, 16, 22, "Family visit"],
];

/** Gives each of those members their absence, unless they already have one that has not ended. */
export async function seedAbsences(tx: Transaction, now: Date): Promise<void> {
  const planned = ABSENCES.flatMap(([member, first, last, note]) => {
    const userId = DEMO_MEMBERS[member]?.id;
    if (!userId) return [];
    const day = (days: number) => meetingDay(new Date(now.getTime() + days * DAY), "UTC");
    return [{ userId, firstDay: day(first), lastDay: day(last), note }];
  });
  const existing = await tx
    .select({ userId: memberAbsences.userId })
    .from(memberAbsences)
    .where(
      and(
        inArray(
          memberAbsences.userId,
          planned.map((row) => row.userId),
        ),
        gte(memberAbsences.lastDay, earliestOngoingDay(now)),
      ),
    );
  const have = new Set(existing.map((row) => row.userId));
  const missing = planned.filter((row) => !have.has(row.userId));
  if (missing.length > 0) await tx.insert(memberAbsences).values(missing);
}
