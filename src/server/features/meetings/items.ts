import { and, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { meetingAgendas } from "../../db/schema";
import { refuse } from "../../http/errors";
import { actionMoment, consoleWriteAccess } from "./runs";

/**
 * The moderator starts an agenda item (docs/decisions/159): its actual start is recorded once — starting it again
 * keeps the first — and the latest item started is the one running (src/domain/meetings/time-budget.ts), so a start
 * is recorded after every start before it.
 */
export async function startAgendaItem(db: Database, eventId: string, itemId: string, userId: string, at?: string) {
  return db.transaction(async (tx) => {
    const { event } = await consoleWriteAccess(tx, eventId, userId, "moderate");
    // Never before the meeting's last start: the moment a device sends follows its estimate of the server's clock,
    // which can step back between two quick presses; the item pressed last is the one running.
    const [{ lastStart } = { lastStart: null }] = await tx
      .select({ lastStart: max(meetingAgendas.startedAt) })
      .from(meetingAgendas)
      .where(eq(meetingAgendas.eventId, eventId));
    const asked = actionMoment(event, at);
    const moment = lastStart && asked <= lastStart ? new Date(lastStart.getTime() + 1) : asked;
    const [item] = await tx
      .update(meetingAgendas)
      .set({ startedAt: sql`coalesce(${meetingAgendas.startedAt}, ${moment.toISOString()}::timestamptz)` })
      .where(and(eq(meetingAgendas.id, itemId), eq(meetingAgendas.eventId, eventId)))
      .returning({ id: meetingAgendas.id, startedAt: meetingAgendas.startedAt });
    if (!item?.startedAt) {
      throw refuse("AGENDA_ITEM_NOT_FOUND", "atMeeting");
    }
    return { id: item.id, startedAt: item.startedAt.toISOString() };
  });
}
