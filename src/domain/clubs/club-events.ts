import { z } from "zod";

/** How many of a club's events one page of its club page shows. */
export const CLUB_EVENTS_PAGE_SIZE = 20;

/** `?when=upcoming|past&page=N`: which of the club's events, and which page of them (the first when none). */
export const clubEventsQuery = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ClubEventsQuery = z.infer<typeof clubEventsQuery>;

/** How many pages `count` events fill: one at least, so an empty list is "page 1 of 1". */
export const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / CLUB_EVENTS_PAGE_SIZE));
