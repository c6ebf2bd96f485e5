import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { checkInInput, guestInput, guestRoleInput } from "../../../domain/meetings/attendance";
import { evaluationInput } from "../../../domain/meetings/evaluations";
import {
  actionInput,
  fillerTapInput,
  itemStartInput,
  TIMING_ACTIONS,
  timingStartInput,
} from "../../../domain/meetings/inputs";
import { voteInput, votingStateInput } from "../../../domain/meetings/nominees";
import { VOTE_CATEGORIES } from "../../../domain/meetings/votes";
import { eventNotFound } from "../../authority";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { anyText, id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { markAttendance, saveGuest, setGuestRole } from "./attendance";
import { consoleState } from "./console-state";
import { checkDisplayToken, displayNotFound, displayState, renewDisplayToken } from "./display";
import { displayHubOf } from "./display-hub";
import { saveEvaluation } from "./evaluations";
import { recordFillerTap } from "./fillers";
import { startAgendaItem } from "./items";
import { endMeeting, readReport } from "./report";
import { changeTiming, startTiming } from "./timings";
import { castVote, changeVoting, decideTie } from "./votes";

const meeting = pathParams({ id: id(eventNotFound) });
const itemNotFound = () => refuse("AGENDA_ITEM_NOT_FOUND", "atMeeting");
const timingNotFound = () => refuse("TIMING_NOT_FOUND");
const agendaItem = pathParams({ id: id(eventNotFound), itemId: id(itemNotFound) });
const timingAction = pathParams({
  id: id(eventNotFound),
  timingId: id(timingNotFound),
  action: { schema: z.enum(TIMING_ACTIONS), notFound: timingNotFound },
});
const speakerNotFound = () => refuse("SPEAKER_NOT_FOUND", "atMeeting");
const evaluated = pathParams({ id: id(eventNotFound), speakerUserId: anyText(speakerNotFound) });
const voteCategory = pathParams({
  id: id(eventNotFound),
  category: {
    schema: z.enum(VOTE_CATEGORIES),
    notFound: () => refuse("VOTE_CATEGORY_NOT_FOUND", "route"),
  },
});
const personNotFound = () => refuse("NOT_AT_CLUB");
const attendee = pathParams({ id: id(eventNotFound), userId: anyText(personNotFound) });
const guestNotFound = () => refuse("GUEST_NOT_FOUND");
const guest = pathParams({ id: id(eventNotFound), guestId: id(guestNotFound) });
const display = pathParams({ id: id(displayNotFound) });
const displayToken = queryParams(z.object({ token: z.string().min(1).max(100) }), displayNotFound);
const HEARTBEAT_MS = 25_000;

/** A meeting's console and display (docs/decisions/159): `/api/meetings/:id/…`. */
export const meetingRoutes = new Hono<AppEnv>()
  .get("/:id", signedIn(), meeting, async (c) =>
    c.json(await consoleState(c.var.deps.db, c.req.valid("param").id, c.var.member.id)),
  )
  .post("/:id/items/:itemId/start", signedIn(), agendaItem, jsonBody(itemStartInput), async (c) => {
    const { id: eventId, itemId } = c.req.valid("param");
    return c.json(await startAgendaItem(c.var.deps.db, eventId, itemId, c.var.member.id, c.req.valid("json").at));
  })
  .post("/:id/timings", signedIn(), meeting, jsonBody(timingStartInput), async (c) => {
    const timing = await startTiming(c.var.deps.db, c.req.valid("param").id, c.var.member.id, c.req.valid("json"));
    return c.json({ id: timing.id, startedAt: timing.startedAt.toISOString() }, 201);
  })
  .post("/:id/timings/:timingId/:action", signedIn(), timingAction, jsonBody(actionInput), async (c) => {
    const { id: eventId, timingId, action } = c.req.valid("param");
    const timing = await changeTiming(c.var.deps.db, eventId, timingId, c.var.member.id, {
      action,
      ...c.req.valid("json"),
    });
    return c.json({
      id: timing.id,
      running: timing.runningSince !== null,
      bankedMs: timing.bankedMs,
      durationSeconds: timing.durationSeconds,
      verdict: timing.verdict,
    });
  })
  .post("/:id/end", signedIn(), meeting, async (c) =>
    c.json(await endMeeting(c.var.deps, c.req.valid("param").id, c.var.member.id)),
  )
  .get("/:id/report", signedIn(), meeting, async (c) =>
    c.json(await readReport(c.var.deps.db, c.req.valid("param").id, c.var.member.id)),
  )
  // check-in and guests at a club's meeting (docs/decisions/232)
  .put("/:id/attendance/:userId", signedIn(), attendee, jsonBody(checkInInput), async (c) => {
    const { id: eventId, userId } = c.req.valid("param");
    return c.json(await markAttendance(c.var.deps.db, eventId, c.var.member.id, userId, c.req.valid("json").present));
  })
  .put("/:id/guests/:guestId", signedIn(), guest, jsonBody(guestInput), async (c) => {
    const { id: eventId, guestId } = c.req.valid("param");
    // the same guest sent again answers as the first time: one guest, 200
    const saved = await saveGuest(c.var.deps.db, eventId, c.var.member.id, guestId, c.req.valid("json"));
    return c.json(saved.guest);
  })
  .put("/:id/guests/:guestId/role", signedIn(), guest, jsonBody(guestRoleInput), async (c) => {
    const { id: eventId, guestId } = c.req.valid("param");
    return c.json(await setGuestRole(c.var.deps.db, eventId, c.var.member.id, guestId, c.req.valid("json").roleType));
  })
  // the ah counter's taps, the evaluations and the votes (docs/decisions/159)
  .post("/:id/fillers", signedIn(), meeting, jsonBody(fillerTapInput), async (c) => {
    const { applied: _, ...count } = await recordFillerTap(
      c.var.deps.db,
      c.req.valid("param").id,
      c.var.member.id,
      c.req.valid("json"),
    );
    return c.json(count);
  })
  .put("/:id/evaluations/:speakerUserId", signedIn(), evaluated, jsonBody(evaluationInput), async (c) => {
    const { id: eventId, speakerUserId } = c.req.valid("param");
    return c.json(await saveEvaluation(c.var.deps, eventId, c.var.member.id, speakerUserId, c.req.valid("json")));
  })
  .put("/:id/votes/:category", signedIn(), voteCategory, jsonBody(voteInput), async (c) => {
    const { id: eventId, category } = c.req.valid("param");
    return c.json(await castVote(c.var.deps.db, eventId, c.var.member.id, category, c.req.valid("json").nomineeId));
  })
  // the moderator's choice between nominees tied for the most votes (docs/decisions/190)
  .post("/:id/votes/:category/decision", signedIn(), voteCategory, jsonBody(voteInput), async (c) => {
    const { id: eventId, category } = c.req.valid("param");
    return c.json(await decideTie(c.var.deps.db, eventId, c.var.member.id, category, c.req.valid("json").nomineeId));
  })
  .post("/:id/voting", signedIn(), meeting, jsonBody(votingStateInput), async (c) =>
    c.json(await changeVoting(c.var.deps.db, c.req.valid("param").id, c.var.member.id, c.req.valid("json").state)),
  )
  .post("/:id/display-link", signedIn(), meeting, async (c) =>
    c.json(await renewDisplayToken(c.var.deps.db, c.req.valid("param").id, c.var.member.id)),
  )
  .get("/:id/display", display, displayToken, async (c) => {
    const { id: eventId } = c.req.valid("param");
    await checkDisplayToken(c.var.deps.db, eventId, c.req.valid("query").token);
    return c.json(await displayState(c.var.deps.db, eventId));
  })
  .get("/:id/display/stream", display, displayToken, async (c) => {
    const { id: eventId } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const { deps } = c.var;
    await checkDisplayToken(deps.db, eventId, token);
    const hub = displayHubOf(deps, (error) => deps.logger.error({ err: error }, "a meeting display was not updated"));
    return streamSSE(c, async (stream) => {
      let close = () => {};
      const closed = new Promise<void>((resolve) => {
        close = resolve;
        stream.onAbort(resolve);
        deps.streams.add(resolve);
      });
      const stop = hub.watch(eventId, {
        token,
        send: (data) => void stream.writeSSE({ event: "state", data }),
        revoked: () => {
          void stream.writeSSE({ event: "revoked", data: "" }).then(close);
        },
      });
      await stream.writeSSE({ event: "ready", data: "", retry: 2000 });
      const heartbeat = setInterval(() => void stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
      await closed;
      clearInterval(heartbeat);
      deps.streams.delete(close);
      stop();
    });
  });
