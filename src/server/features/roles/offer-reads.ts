import { and, eq, or, sql } from "drizzle-orm";
import { isEventClubOfficer, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { roleOffers } from "../../db/schema";
import { memberRow, memberRows } from "../../reads/members";
import { nameOf } from "./offer-mail";
import { type Offer, pendingOffersAt } from "./offer-state";

export async function presentOffer(db: Executor, offer: Offer) {
  const to = await memberRow(db, offer.toUserId);
  return {
    id: offer.id,
    kind: offer.kind,
    roleType: offer.roleType,
    toName: nameOf(to),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/**
 * The open offers of a meeting the viewer takes part in: made to them, made by them, and — for the club's officers —
 * all of them. Names only, never addresses.
 */
export async function meetingOffers(db: Database, eventId: string, viewerId: string, now = new Date()) {
  const event = await visibleEvent(db, eventId, viewerId);
  const officer = await isEventClubOfficer(db, event, viewerId);
  const rows = await db
    .select()
    .from(roleOffers)
    .where(
      and(
        pendingOffersAt(eventId),
        sql`${roleOffers.expiresAt} > ${now.toISOString()}::timestamptz`,
        officer ? undefined : or(eq(roleOffers.toUserId, viewerId), eq(roleOffers.fromUserId, viewerId)),
      ),
    );
  const people = await memberRows(
    db,
    rows.flatMap((row) => [row.toUserId, row.fromUserId]),
  );
  const name = (id: string) => nameOf(people.find((person) => person.id === id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    roleType: row.roleType,
    assignmentId: row.assignmentId,
    fromName: name(row.fromUserId),
    toName: name(row.toUserId),
    toMe: row.toUserId === viewerId,
    fromMe: row.fromUserId === viewerId,
    expiresAt: row.expiresAt.toISOString(),
  }));
}
