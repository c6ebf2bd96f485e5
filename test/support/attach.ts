/** The calls that attach a standalone tool's saved entry to a meeting (docs/decisions/244), for their tests. */
import type { AttachFillersInput, AttachTimingInput } from "../../src/domain/meetings/attach";
import { MINUTE } from "../../src/domain/time";
import { anEvaluation } from "./evaluation";
import { uuid } from "./meeting-record";
import type { TestClient } from "./server";

/** A timer log of 5:30 for `speakerUserId`, logged a minute ago; `changes` on top. */
export const aTimerLog = (speakerUserId: string, changes: Partial<AttachTimingInput> = {}): AttachTimingInput => ({
  entryId: uuid(),
  speakerUserId,
  speechType: "Project Speech",
  durationSeconds: 330,
  loggedAt: new Date(Date.now() - MINUTE).toISOString(),
  ...changes,
});

export const attachTiming = (client: TestClient, eventId: string, json: AttachTimingInput) =>
  client.api.meetings[":id"].attach.timing.$post({ param: { id: eventId }, json });

export const attachFillers = (client: TestClient, eventId: string, json: AttachFillersInput) =>
  client.api.meetings[":id"].attach.fillers.$post({ param: { id: eventId }, json });

/** An evaluation of Pia's "Bridges" written in the standalone evaluator, attached for `speakerUserId`. */
export const attachEvaluation = (client: TestClient, eventId: string, speakerUserId: string, entryId = uuid()) =>
  client.api.meetings[":id"].attach.evaluation.$post({
    param: { id: eventId },
    json: { entryId, speakerUserId, form: anEvaluation() },
  });
