import type { InferResponseType } from "hono/client";
import { client } from "@/web/lib/api";

/** The events area's requests: every event, and one event by its id. */
export const events = client.events;
export const event = events[":id"];

/** One event with what the viewer may do. */
export type EventDetails = InferResponseType<typeof event.$get, 200>;

/** Every cache key of the events area. */
export const eventKeys = {
  all: ["events"] as const,
  upcoming: ["events", "upcoming"] as const,
  event: (id: string) => ["events", "event", id] as const,
  agenda: (id: string) => ["events", "agenda", id] as const,
  roles: (id: string) => ["events", "roles", id] as const,
  offers: (id: string) => ["events", "offers", id] as const,
  offerCandidates: (id: string, roleType?: string) => ["events", "offer-candidates", id, roleType] as const,
  speakers: (id: string) => ["events", "speakers", id] as const,
  agendaMail: (id: string) => ["events", "agenda-mail", id] as const,
  speechProjects: (id: string, assignmentId: string) => ["events", "speech-projects", id, assignmentId] as const,
  memberSearch: (text: string) => ["events", "member-search", text] as const,
  clubChoices: ["events", "club-choices"] as const,
  planningChoices: ["events", "planning-choices"] as const,
};
