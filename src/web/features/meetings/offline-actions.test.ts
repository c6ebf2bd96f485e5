import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api";
import {
  applyActions,
  createActionQueue,
  elapsedMs,
  failureOutcome,
  type LocalTiming,
  newActionId,
  parseQueue,
  queueKey,
  queueStatusLine,
  type TimerAction,
  withoutAction,
} from "./offline-actions";

const EVENT = "00000000-0000-4000-8000-0000000000aa";
const MEMBER = "member-1";
const SPEECH = "00000000-0000-4000-8000-000000000101";
const BASE = Date.parse("2026-03-01T19:10:00.000Z");
const at = (seconds: number) => new Date(BASE + seconds * 1000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A project speech, 5–7 minutes with a 30 s grace. */
const start: TimerAction = {
  kind: "start",
  id: SPEECH,
  at: at(0),
  speakerName: "Pia",
  speakerUserId: "user-pia",
  speechTitle: "Bridges",
  thresholds: { green: 300, yellow: 360, red: 420, overtime: 450 },
};
const pause = (n: number, second: number): TimerAction => ({
  kind: "pause",
  id: id(n),
  timingId: SPEECH,
  at: at(second),
});
const resume = (n: number, second: number): TimerAction => ({
  kind: "resume",
  id: id(n),
  timingId: SPEECH,
  at: at(second),
});
const stop = (n: number, second: number): TimerAction => ({
  kind: "stop",
  id: id(n),
  timingId: SPEECH,
  at: at(second),
});

describe("actions applied on the device, as the server applies them", () => {
  it("a start, a pause, a resume and a stop give the duration and the verdict", () => {
    const [timing] = applyActions([], [start, pause(1, 60), resume(2, 90), stop(3, 400)]);
    expect(timing).toMatchObject({
      id: SPEECH,
      speakerName: "Pia",
      speechTitle: "Bridges",
      startedAt: at(0),
      stoppedAt: at(400),
      bankedMs: 370_000,
      runningSince: null,
      durationSeconds: 370,
      verdict: "within",
    });
  });

  it("judges with the speech's own grace: 7:31 is over for a 30 s grace, within for 60 s", () => {
    expect(applyActions([], [start, stop(1, 451)])[0]?.verdict).toBe("over");
    const lenient = { ...start, thresholds: { ...start.thresholds, overtime: 480 } } as TimerAction;
    expect(applyActions([], [lenient, stop(1, 451)])[0]?.verdict).toBe("within");
    expect(applyActions([], [start, stop(1, 269)])[0]?.verdict).toBe("under");
  });

  it("applying actions the server already has changes nothing (a repeat, a change after the stop)", () => {
    const server = applyActions([], [start, pause(1, 60)]);
    const again = applyActions(server, [start, pause(1, 60), resume(2, 90), stop(3, 400), resume(4, 500)]);
    expect(again).toEqual(applyActions([], [start, pause(1, 60), resume(2, 90), stop(3, 400)]));
    expect(again).toHaveLength(1);
  });

  it("measures a running speech on the server's clock", () => {
    const [running] = applyActions([], [start]) as [LocalTiming];
    expect(elapsedMs(running, BASE + 61_500)).toBe(61_500);
    const [paused] = applyActions([], [start, pause(1, 30)]) as [LocalTiming];
    expect(elapsedMs(paused, BASE + 600_000)).toBe(30_000);
  });
});

describe("the stored queue", () => {
  it("reads back what it stored, per meeting and member", () => {
    const queue = [start, pause(1, 60)];
    expect(parseQueue(JSON.stringify(queue))).toEqual(queue);
    expect(queueKey(EVENT, MEMBER)).toBe(`pitchcraft-meeting-actions:${EVENT}:${MEMBER}`);
    expect(queueKey(EVENT, "another-member")).not.toBe(queueKey(EVENT, MEMBER));
  });

  it("ignores anything it cannot read", () => {
    for (const raw of [null, "", "not json", "{}", '[{"kind":"explode"}]', JSON.stringify([{ ...start, id: "x" }])]) {
      expect(parseQueue(raw)).toEqual([]);
    }
  });

  it("drops a refused start with the later actions of its speech", () => {
    const other: TimerAction = { kind: "pause", id: id(9), timingId: id(77), at: at(10) };
    expect(withoutAction([start, pause(1, 60), other, stop(3, 90)], start)).toEqual([other]);
    expect(withoutAction([start, pause(1, 60), stop(3, 90)], pause(1, 60))).toEqual([start, stop(3, 90)]);
  });

  it("keeps an action the server did not answer, or failed on; drops one it refused", () => {
    expect(failureOutcome(new ApiError(0, "NETWORK", "offline"))).toBe("offline");
    expect(failureOutcome(new ApiError(503, "HTTP_503", "down"))).toBe("retry");
    expect(failureOutcome(new ApiError(429, "RATE_LIMITED", "wait"))).toBe("retry");
    for (const status of [400, 403, 404, 409])
      expect(failureOutcome(new ApiError(status, "MEETING_ENDED", "no"))).toBe("drop");
  });

  it("says how it stands", () => {
    expect(queueStatusLine({ waiting: 0, offline: false, sending: false })).toBe("Saved");
    expect(queueStatusLine({ waiting: 1, offline: true, sending: false })).toBe("Offline — 1 action waiting");
    expect(queueStatusLine({ waiting: 3, offline: true, sending: true })).toBe("Offline — 3 actions waiting");
    expect(queueStatusLine({ waiting: 2, offline: false, sending: true })).toBe("Saving…");
  });

  it("makes ids the server accepts", () => {
    expect(newActionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newActionId()).not.toBe(newActionId());
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const offline = () => Promise.reject(new ApiError(0, "NETWORK", "Could not reach the server."));

describe("the queue", () => {
  it("keeps what it cannot send, in storage, and sends it in order once the network is back", async () => {
    const storage = memoryStorage();
    let online = false;
    const sent: string[] = [];
    const send = vi.fn((action: TimerAction) => {
      if (!online) return offline();
      sent.push(action.kind);
      return Promise.resolve();
    });
    const queue = createActionQueue(EVENT, MEMBER, { storage, send });
    await queue.add(start);
    await queue.add(pause(1, 60));
    await queue.add(stop(2, 120));
    expect(queue.status).toMatchObject({ waiting: 3, offline: true, sending: false });
    expect(parseQueue(storage.getItem(queueKey(EVENT, MEMBER)))).toEqual([start, pause(1, 60), stop(2, 120)]);

    // a page opened again finds them (same device, same meeting)
    const reopened = createActionQueue(EVENT, MEMBER, { storage, send });
    expect(reopened.actions).toHaveLength(3);
    online = true;
    await reopened.flush();
    expect(sent).toEqual(["start", "pause", "stop"]);
    expect(reopened.status).toMatchObject({ waiting: 0, offline: false });
    expect(storage.items.size).toBe(0);
  });

  it("drops an action the server refuses, tells the page, and goes on with the next", async () => {
    const storage = memoryStorage();
    const refused = new ApiError(409, "TIMING_RUNNING", "Ann's speech is still being timed: stop it first.");
    const onDropped = vi.fn();
    const onSent = vi.fn();
    const other: TimerAction = { ...start, id: id(50) };
    const send = (action: TimerAction) => (action.id === SPEECH ? Promise.reject(refused) : Promise.resolve());
    storage.setItem(queueKey(EVENT, MEMBER), JSON.stringify([start, stop(1, 30), other]));
    const loaded = createActionQueue(EVENT, MEMBER, { storage, send, onSent, onDropped });
    await loaded.flush();
    expect(onDropped).toHaveBeenCalledExactlyOnceWith(start, refused);
    expect(onSent).toHaveBeenCalledExactlyOnceWith(other);
    expect(loaded.actions).toEqual([]);
  });

  it("sends one action at a time, whoever asks", async () => {
    const storage = memoryStorage();
    let release = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = createActionQueue(EVENT, MEMBER, { storage, send });
    const adding = queue.add(start);
    void queue.flush();
    void queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.status.sending).toBe(true);
    release();
    await adding;
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.status).toMatchObject({ waiting: 0, sending: false });
  });
});
