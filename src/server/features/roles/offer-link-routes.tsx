import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ReactNode } from "react";
import { eventLocalTime } from "../../../domain/events/changes";
import { OFFER_MESSAGES } from "../../../domain/events/offers";
import { paths } from "../../../domain/paths";
import { holdsRole, mayTakeRoles } from "../../authority";
import { events, roleOffers } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { LINK_METHODS, LinkLine, linkPage, linkRequest, OneButton } from "../../mail/link-page";
import { roleNameAt } from "../../reads/role-set";
import { cannotTakeRoles } from "./link-pages";
import { readOfferLink } from "./offer-links";
import { answerOffer } from "./offers";

type Site = { appName: string; appUrl: string };

const page = (site: Site, title: string, text: string, extra: ReactNode = null, eventId?: string) =>
  linkPage(
    site.appName,
    title,
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      {extra}
      {eventId ? <LinkLine href={`${site.appUrl}${paths.event(eventId)}`}>Open the meeting</LinkLine> : null}
    </>,
  );

/**
 * The "Accept" and "Decline" links of a role offer (docs/decisions/155): GET shows the question and one button and
 * changes nothing (HEAD too); POST answers (linkRequest, docs/decisions/160), with every rule checked again. A forged
 * token: 400; an offer that is no longer open (answered, withdrawn, expired, its meeting started or cancelled): 410 —
 * except an accepted one whose role the member still holds: "This role is already yours"; a members-only meeting of a
 * club the member has left: 403, a page saying so.
 */
export const offerLinkRoutes = new Hono<AppEnv>().on(LINK_METHODS, "/offer", async (c) => {
  const { db, config } = c.var.deps;
  const { token, acts } = await linkRequest(c);
  const link = readOfferLink(config.authSecret, token);
  const [offer] = link
    ? await db
        .select({
          state: roleOffers.state,
          toUserId: roleOffers.toUserId,
          roleType: roleOffers.roleType,
          expiresAt: roleOffers.expiresAt,
          eventId: roleOffers.eventId,
          title: events.title,
          eventDate: events.eventDate,
          timeZone: events.timeZone,
          cancelledAt: events.cancelledAt,
          isPublic: events.isPublic,
          clubId: events.clubId,
        })
        .from(roleOffers)
        .innerJoin(events, eq(events.id, roleOffers.eventId))
        .where(eq(roleOffers.id, link.offerId))
    : [];
  if (!link || !offer || offer.toUserId !== link.memberId) {
    return c.html(
      page(
        config,
        "This link is not valid",
        "Please use the link from the e-mail exactly as it is, or open the meeting in the app.",
      ),
      400,
    );
  }
  const now = new Date();
  const role = await roleNameAt(db, offer, offer.roleType);
  const when = eventLocalTime(offer);
  // an accepted offer's link opened again: the role is theirs while they hold it (decision 167)
  if (offer.state === "accepted" && (await holdsRole(db, offer.eventId, link.memberId, offer.roleType))) {
    return c.html(
      page(
        config,
        "This role is already yours",
        `You are the ${role} at "${offer.title}" on ${when}.`,
        null,
        offer.eventId,
      ),
    );
  }
  const closed = offer.state !== "pending" || now >= offer.expiresAt || now >= offer.eventDate || offer.cancelledAt;
  if (closed)
    return c.html(
      page(config, OFFER_MESSAGES.closed.title, OFFER_MESSAGES.closed.description, null, offer.eventId),
      410,
    );
  if (!(await mayTakeRoles(db, offer, link.memberId))) return c.html(cannotTakeRoles(config, offer.eventId), 403);
  if (!acts) {
    const accept = link.answer === "accept";
    return c.html(
      page(
        config,
        accept ? `Take the ${role} role?` : `Decline the ${role} role?`,
        `"${offer.title}" on ${when}.`,
        <OneButton token={token} label={accept ? "Accept the role" : "Decline"} />,
        offer.eventId,
      ),
    );
  }
  try {
    const answered = await answerOffer(c.var.deps, link.offerId, link.memberId, link.answer === "accept");
    return c.html(
      answered.accepted
        ? page(
            config,
            "The role is yours",
            `You are now the ${role} at "${offer.title}" on ${when}.`,
            null,
            offer.eventId,
          )
        : page(
            config,
            "Offer declined",
            "Thank you for answering: the member who offered it is told.",
            null,
            offer.eventId,
          ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // the member left the club between the check above and the answer
    if (error.status === 403 || error.status === 404) return c.html(cannotTakeRoles(config, offer.eventId), 403);
    if (error.status !== 409) throw error;
    return c.html(page(config, error.title ?? "Not possible", error.message, null, offer.eventId), 409);
  }
});
