import { Hono } from "hono";
import { attachEvaluationInput, attachFillersInput, attachTimingInput } from "../../../domain/meetings/attach";
import { eventNotFound } from "../../authority";
import type { AppEnv } from "../../http/context";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams } from "../../http/validate";
import { attachEvaluation, attachFillers, attachTiming } from "./attach";
import { attachableMeetings, attachedEntries } from "./attach-reads";

const meeting = pathParams({ id: id(eventNotFound) });

/**
 * The standalone tools' entries attached to a meeting afterwards (docs/decisions/244): the meetings a member may
 * attach to, the entries they attached, and one route per tool; an entry sent again answers as the first time (201).
 */
export const attachRoutes = new Hono<AppEnv>()
  .get("/attachable", signedIn(), async (c) => c.json(await attachableMeetings(c.var.deps.db, c.var.member.id)))
  .get("/attached", signedIn(), async (c) => c.json({ entries: await attachedEntries(c.var.deps.db, c.var.member.id) }))
  .post("/:id/attach/timing", signedIn(), meeting, jsonBody(attachTimingInput), async (c) =>
    c.json(await attachTiming(c.var.deps, c.req.valid("param").id, c.var.member.id, c.req.valid("json")), 201),
  )
  .post("/:id/attach/fillers", signedIn(), meeting, jsonBody(attachFillersInput), async (c) =>
    c.json(await attachFillers(c.var.deps, c.req.valid("param").id, c.var.member.id, c.req.valid("json")), 201),
  )
  .post("/:id/attach/evaluation", signedIn(), meeting, jsonBody(attachEvaluationInput), async (c) =>
    c.json(await attachEvaluation(c.var.deps, c.req.valid("param").id, c.var.member.id, c.req.valid("json")), 201),
  );
