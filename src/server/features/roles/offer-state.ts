import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { events, roleOffers } from "../../db/schema";
import { refuse } from "../../http/errors";
import { cancelJobs } from "../../jobs/queue";

/** An offer's row, and the state and scheduled work every offer change shares (docs/decisions/155). */
export type Offer = typeof roleOffers.$inferSelect;

export const OFFER_EXPIRY_JOB = "role.offer-expiry";
export const PROPOSAL_REMINDER_JOB = "role.offer-reminder";

/** The offer, read under its meeting's lock (of that meeting only, when `eventId` is given). */
export async function lockedOffer(tx: Executor, offerId: string, eventId?: string): Promise<Offer> {
  const [found] = await tx.select({ eventId: roleOffers.eventId }).from(roleOffers).where(eq(roleOffers.id, offerId));
  if (!found || (eventId && found.eventId !== eventId)) throw refuse("OFFER_NOT_FOUND");
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, found.eventId)).for("update");
  const [offer] = await tx.select().from(roleOffers).where(eq(roleOffers.id, offerId));
  if (!event || !offer) throw refuse("OFFER_NOT_FOUND");
  return offer;
}

/** A meeting's offers still waiting for their answer (whose time may be up), as a query's condition. */
export const pendingOffersAt = (eventId: string | Placeholder) =>
  and(eq(roleOffers.eventId, eventId), eq(roleOffers.state, "pending"));

export const isOpen = (offer: Offer, now: Date) => offer.state === "pending" && now < offer.expiresAt;

export async function closeOffer(tx: Executor, offer: Offer, state: Offer["state"]) {
  await tx.update(roleOffers).set({ state, answeredAt: sql`now()` }).where(eq(roleOffers.id, offer.id));
  await cancelJobs(tx, OFFER_EXPIRY_JOB, [offer.id]);
  await cancelJobs(tx, PROPOSAL_REMINDER_JOB, [offer.id]);
}
