// 1,000 open displays of one meeting on one instance; the timer starts and stops speeches through the API: how long
// from each request until every display has the state with the change (docs/performance.md "Meeting displays").
import http from "node:http";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { benchUuid, clubId, memberEmail, memberId } from "./seed";

/** The meeting the displays watch: it began ten minutes before the seed, with an agenda and a timer. */
export const DISPLAY_MEETING = {
  eventId: benchUuid("bench-display-meeting"),
  timerNumber: 3,
  timerEmail: memberEmail(3),
};

/** Writes the displays' meeting (before the server opens the database). */
export async function seedDisplayMeeting(db: Database): Promise<void> {
  const { eventId, timerNumber } = DISPLAY_MEETING;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO events (id, title, description, event_date, duration_minutes, location, event_type, is_public, club_id)
      VALUES (${eventId}, 'Displays night', 'A meeting with a thousand screens.', now() - interval '10 minutes', 120,
              'Hall 1', 'meeting', true, ${clubId(1)})`);
    await tx.execute(sql`
      INSERT INTO meeting_agendas (event_id, title, duration_minutes, agenda_type, order_index, started_at)
      VALUES (${eventId}, 'Opening', 5, 'general', 0, now() - interval '10 minutes'),
             (${eventId}, 'Prepared pitch', 8, 'pitch', 1, now() - interval '5 minutes'),
             (${eventId}, 'Table Topics', 15, 'qa', 2, NULL),
             (${eventId}, 'Evaluations', 10, 'evaluation', 3, NULL)`);
    await tx.execute(sql`
      INSERT INTO meeting_role_assignments (event_id, user_id, role_type)
      VALUES (${eventId}, ${memberId(timerNumber)}, 'timer')`);
  });
}

type Display = {
  ready: Promise<void>;
  /** Resolves with the moment a state matching `pattern` arrives (only the states after this call count). */
  waitFor(pattern: (data: string) => boolean): Promise<number>;
  close(): void;
};

function openDisplay(url: string, path: string): Display {
  let markReady = () => {};
  let fail = (_error: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  let waiting: { pattern: (data: string) => boolean; resolve: (at: number) => void } | undefined;
  let buffer = "";
  let gotState = false;
  const request = http.get(`${url}${path}`, { agent: false }, (response) => {
    if (response.statusCode !== 200) fail(new Error(`display stream answered ${response.statusCode}`));
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!message.startsWith("event: state\n")) continue;
        if (!gotState) {
          gotState = true;
          markReady();
        }
        if (waiting?.pattern(message)) {
          waiting.resolve(at);
          waiting = undefined;
        }
      }
    });
  });
  request.on("error", (error) => fail(error));
  return {
    ready,
    waitFor: (pattern) => new Promise<number>((resolve) => (waiting = { pattern, resolve })),
    close: () => request.destroy(),
  };
}

export type LightChange = { action: "start" | "stop"; requestMs: number; latencies: number[] };

export type DisplaysResult = {
  displays: number;
  connectSeconds: number;
  changes: LightChange[];
  /** Over every change and display. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  received: number;
  expected: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

export function latencySummary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * Opens `count` display streams with the meeting's token (read by the timer from the console), then makes
 * `changes` light changes — a speech started, then stopped, and so on — each through the API as the timer, and
 * measures for every display the time from the request's start until its `state` with that change arrived.
 */
export async function displayFanOut(
  url: string,
  timerCookie: string,
  options: { count: number; changes: number; timeoutMs?: number; pauseMs?: number },
): Promise<DisplaysResult> {
  const { eventId } = DISPLAY_MEETING;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const headers = { cookie: timerCookie, origin: url, "content-type": "application/json" };
  const consoleAnswer = await fetch(`${url}/api/meetings/${eventId}`, { headers });
  if (!consoleAnswer.ok) throw new Error(`the console answered ${consoleAnswer.status}: ${await consoleAnswer.text()}`);
  const { displayPath } = (await consoleAnswer.json()) as { displayPath: string | null };
  if (!displayPath) throw new Error("the timer was given no display link");
  const token = new URL(displayPath, url).searchParams.get("token") ?? "";
  const streamPath = `/api/meetings/${eventId}/display/stream?token=${encodeURIComponent(token)}`;

  const connectStart = performance.now();
  const displays: Display[] = [];
  try {
    // opened in batches, like projectors and laptops arriving, rather than 1,000 SYNs at once
    for (let opened = 0; opened < options.count; opened += 100) {
      const batch = Array.from({ length: Math.min(100, options.count - opened) }, () => openDisplay(url, streamPath));
      displays.push(...batch);
      await Promise.all(batch.map((display) => display.ready));
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const changes: LightChange[] = [];
    let timingId = "";
    for (let index = 0; index < options.changes; index += 1) {
      const action = index % 2 === 0 ? "start" : "stop";
      if (action === "start") timingId = crypto.randomUUID();
      const timing = `"timing":{"id":"${timingId}"`;
      const pattern =
        action === "start"
          ? (data: string) => data.includes(timing) && data.includes('"stoppedAt":null')
          : (data: string) => data.includes(timing) && !data.includes('"stoppedAt":null');
      const deadline = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), timeoutMs).unref());
      const arrivals = displays.map((display) => Promise.race([display.waitFor(pattern), deadline]));
      const started = performance.now();
      const response =
        action === "start"
          ? await fetch(`${url}/api/meetings/${eventId}/timings`, {
              method: "POST",
              headers,
              body: JSON.stringify({ id: timingId, speakerName: `Speaker ${index / 2 + 1}`, speechTitle: "A light" }),
            })
          : await fetch(`${url}/api/meetings/${eventId}/timings/${timingId}/stop`, {
              method: "POST",
              headers,
              body: JSON.stringify({ actionId: crypto.randomUUID() }),
            });
      const requestMs = performance.now() - started;
      if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
      const latencies = (await Promise.all(arrivals)).map((at) => at - started);
      changes.push({ action, requestMs, latencies });
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 1000));
    }
    const all = changes.flatMap((change) => change.latencies);
    const received = all.filter((ms) => Number.isFinite(ms));
    const missing = all.length - received.length;
    const summary = latencySummary(
      missing > 0 ? [...received, ...Array(missing).fill(Number.POSITIVE_INFINITY)] : received,
    );
    return {
      displays: options.count,
      connectSeconds,
      changes,
      ...summary,
      received: received.length,
      expected: all.length,
    };
  } finally {
    for (const display of displays) display.close();
  }
}
