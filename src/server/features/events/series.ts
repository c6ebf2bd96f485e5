import { and, asc, eq, inArray } from "drizzle-orm";
import type { SeriesEditInput } from "../../../domain/clubs/planning-grid";
import { dayKey } from "../../../domain/dates";
import { EVENT_INPUT_PROBLEMS } from "../../../domain/refusals";
import type { Executor } from "../../db/executor";
import { clubs, events, meetingAgendas } from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground } from "../../mail/queue";
import { clubEventsAhead } from "../../reads/club-events";
import { startAgendaFromTemplate } from "./agenda-from-template";
import { changeEventIn } from "./planning";
import { templateToStartFrom } from "./template-items";
import { forgetUpcomingEvents } from "./upcoming-cache";

type SeriesDeps = Pick<Deps, "db" | "changeFeed" | "mailer" | "logger" | "config">;

/** The series' occurrences still ahead and not cancelled: what an edit of the whole series changes (decision 235). */
const futureOccurrences = (db: Executor, clubId: string, seriesId: string, now: Date) =>
  db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      clubZone: clubs.timeZone,
      eventType: events.eventType,
      isPublic: events.isPublic,
    })
    .from(events)
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .where(and(clubEventsAhead(clubId, now), eq(events.seriesId, seriesId)))
    .orderBy(asc(events.eventDate));

/**
 * Edits a series as a whole (docs/decisions/235): every occurrence still ahead takes the new time (on its own day, in
 * its own zone), place and length — each changed as the Edit Event dialog changes one, so its role holders keep their
 * roles and everyone taking part is e-mailed what changed; past and cancelled occurrences stay as they were. With a
 * template, each future occurrence's agenda is replaced by the template's items (holders keep their roles). All in
 * one transaction: every occurrence changes, or none does; the e-mails leave once it is committed.
 */
export async function editSeries(
  deps: SeriesDeps,
  clubId: string,
  seriesId: string,
  officerId: string,
  input: SeriesEditInput,
  now = new Date(),
) {
  const template = input.templateId ? await templateToStartFrom(deps.db, clubId, input.templateId) : undefined;
  if (template === "other-club") throw refuse("INVALID_INPUT", { problem: EVENT_INPUT_PROBLEMS.otherClubsTemplate });
  const items = template?.items ?? [];
  const result = await deps.db.transaction(async (tx) => {
    // locked first in one order, so an edit of the same series at the same moment waits instead of deadlocking
    const locked = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(clubEventsAhead(clubId, now), eq(events.seriesId, seriesId)))
      .orderBy(asc(events.id))
      .for("update");
    if (locked.length === 0) throw refuse("SERIES_NOT_FOUND");
    const occurrences = await futureOccurrences(tx, clubId, seriesId, now);
    let notified = 0;
    const mailIds: string[] = [];
    for (const occurrence of occurrences) {
      const timeZone = occurrence.timeZone ?? occurrence.clubZone ?? "UTC";
      const changed = await changeEventIn(
        tx,
        deps.config,
        occurrence.id,
        officerId,
        {
          title: occurrence.title,
          description: occurrence.description ?? "",
          eventType: occurrence.eventType,
          isPublic: occurrence.isPublic,
          date: dayKey(occurrence.eventDate, timeZone),
          time: input.time,
          timeZone,
          durationMinutes: input.durationMinutes,
          location: input.location,
        },
        now,
      );
      notified += changed.notified;
      mailIds.push(...changed.mailIds);
    }
    if (items.length > 0) {
      const ids = occurrences.map((occurrence) => occurrence.id);
      await tx.delete(meetingAgendas).where(inArray(meetingAgendas.eventId, ids));
      for (const id of ids) await startAgendaFromTemplate(tx, id, items);
    }
    return { changed: occurrences.length, notified, mailIds };
  });
  forgetUpcomingEvents(deps);
  deliverInBackground(deps, result.mailIds);
  return { changed: result.changed, notified: result.notified };
}
