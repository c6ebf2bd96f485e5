import { sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { fillerSpeakerKey } from "../../../domain/meetings/fillers";
import type { FillerTapInput } from "../../../domain/meetings/inputs";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import { meetingFillerCounts } from "../../db/schema";
import { refuse } from "../../http/errors";
import { memberRow } from "../../reads/members";
import { requireCapability } from "./access";
import { firstTimeOf, meetingRun, refuseOutsideWindow } from "./runs";

/**
 * The ah counter's taps at a meeting (docs/decisions/159): each tap adds one (or takes one away) for a speaker and
 * word, and is applied once however often it arrives (its `actionId`). Taps sent at once are all counted: the
 * count is raised in the database (`count + 1`), never read and written back.
 */

export type FillerCount = { speakerKey: string; word: string; count: number };

async function speakerName(db: Executor, input: FillerTapInput): Promise<string> {
  if (input.speakerUserId === undefined) return (input.speakerName ?? "").trim();
  const member = await memberRow(db, input.speakerUserId);
  if (!member) throw refuse("SPEAKER_NOT_FOUND", "member");
  return input.speakerName?.trim() || displayName(member);
}

async function countOf(db: Executor, eventId: string, speakerKey: string, word: string): Promise<number> {
  const [row] = await db
    .select({ count: meetingFillerCounts.count })
    .from(meetingFillerCounts)
    .where(columnsEqual(meetingFillerCounts, { eventId, speakerKey, word: word as FillerTapInput["word"] }));
  return row?.count ?? 0;
}

/** Applies one tap of the ah counter; answers the speaker's count of that word after it (a repeat changes nothing). */
export async function recordFillerTap(
  db: Database,
  eventId: string,
  userId: string,
  input: FillerTapInput,
): Promise<FillerCount & { applied: boolean }> {
  return db.transaction(async (tx) => {
    const { event } = await requireCapability(tx, eventId, userId, "count", { lock: true });
    const speakerKey = fillerSpeakerKey(input);
    if (!(await firstTimeOf(tx, input.actionId, eventId))) {
      return {
        speakerKey,
        word: input.word,
        count: await countOf(tx, eventId, speakerKey, input.word),
        applied: false,
      };
    }
    refuseOutsideWindow(event, await meetingRun(tx, eventId));
    const name = await speakerName(tx, input);
    const [row] = await tx
      .insert(meetingFillerCounts)
      .values({
        eventId,
        speakerKey,
        speakerUserId: input.speakerUserId ?? null,
        speakerName: name,
        word: input.word,
        count: Math.max(0, input.delta),
      })
      .onConflictDoUpdate({
        target: [meetingFillerCounts.eventId, meetingFillerCounts.speakerKey, meetingFillerCounts.word],
        set: { count: sql`greatest(0, ${meetingFillerCounts.count} + ${input.delta})`, updatedAt: new Date() },
      })
      .returning({ count: meetingFillerCounts.count });
    if (!row) throw new Error("the filler count was not recorded");
    return { speakerKey, word: input.word, count: row.count, applied: true };
  });
}
