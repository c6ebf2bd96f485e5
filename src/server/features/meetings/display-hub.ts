import type { Database } from "../../db/client";
import { type ChangeFeed, RESYNC } from "../../realtime/change-feed";
import { type DisplayState, displayState, displayTokenOf } from "./display";

/**
 * Open displays of each meeting on this instance (docs/decisions/159). A change to the meeting (its run, agenda
 * or timings, from any instance: the change feed) is read once and the same state is written to every display of
 * it — a thousand displays cost one read, not a thousand. A display whose token was renewed is told so and closed.
 */

const WATCHED = ["meeting_runs", "meeting_timings", "meeting_agendas", "meeting_votes", "meeting_vote_decisions"];
const EVENT_TOPIC = /^([a-z_]+):event:(.+)$/;

export type DisplayViewer = { token: string; send: (state: string) => void; revoked: () => void };

type Meeting = {
  viewers: Set<DisplayViewer>;
  reading: boolean;
  again: boolean;
  /** The state last written, and the token then valid: what a display that opens now gets first. */
  last?: { data: string; token: string | undefined };
};

export type DisplayHub = {
  /** Adds a display; it gets the current state at once and every change after. Returns its removal. */
  watch(eventId: string, viewer: DisplayViewer): () => void;
};

const hubs = new WeakMap<ChangeFeed, DisplayHub>();

/** The instance's display hub (one per change feed). */
export function displayHubOf(deps: { db: Database; changeFeed: ChangeFeed }, onError: (error: unknown) => void) {
  let hub = hubs.get(deps.changeFeed);
  if (!hub) {
    hub = openDisplayHub(deps.db, deps.changeFeed, onError);
    hubs.set(deps.changeFeed, hub);
  }
  return hub;
}

function openDisplayHub(db: Database, changeFeed: ChangeFeed, onError: (error: unknown) => void): DisplayHub {
  const meetings = new Map<string, Meeting>();

  const publish = async (eventId: string) => {
    const meeting = meetings.get(eventId);
    if (!meeting) return;
    if (meeting.reading) {
      meeting.again = true;
      return;
    }
    meeting.reading = true;
    try {
      do {
        meeting.again = false;
        const [state, token] = await Promise.all([displayState(db, eventId), displayTokenOf(db, eventId)]);
        const data = JSON.stringify(state satisfies DisplayState);
        meeting.last = { data, token };
        for (const viewer of meeting.viewers) {
          if (viewer.token === token) viewer.send(data);
          else viewer.revoked();
        }
      } while (meeting.again);
    } catch (error) {
      onError(error);
    } finally {
      meeting.reading = false;
    }
  };

  changeFeed.subscribe((topic) => {
    if (topic === RESYNC) {
      for (const eventId of meetings.keys()) void publish(eventId);
      return;
    }
    const match = EVENT_TOPIC.exec(topic);
    if (match?.[1] && match[2] && WATCHED.includes(match[1]) && meetings.has(match[2])) void publish(match[2]);
  });

  return {
    watch(eventId, viewer) {
      let meeting = meetings.get(eventId);
      if (!meeting) {
        meeting = { viewers: new Set(), reading: false, again: false };
        meetings.set(eventId, meeting);
      }
      meeting.viewers.add(viewer);
      if (!meeting.last) void publish(eventId);
      else if (meeting.last.token === viewer.token) viewer.send(meeting.last.data);
      else viewer.revoked();
      return () => {
        meeting.viewers.delete(viewer);
        if (meeting.viewers.size === 0) meetings.delete(eventId);
      };
    },
  };
}
