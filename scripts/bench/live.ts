// 1,000 open live streams on one instance, one membership change: how long until every stream has it.
import http from "node:http";

type Subscriber = { ready: Promise<void>; changed: Promise<number>; close(): void };

function subscribe(url: string, topic: string): Subscriber {
  let markReady = () => {};
  let markChanged = (_at: number) => {};
  let fail = (_error: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const changed = new Promise<number>((resolve) => {
    markChanged = resolve;
  });
  const request = http.get(`${url}/api/live?topics=${topic}`, { agent: false }, (response) => {
    if (response.statusCode !== 200) fail(new Error(`live stream answered ${response.statusCode}`));
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("event: ready")) markReady();
      if (text.includes(`event: change\ndata: ${topic}`)) markChanged(performance.now());
    });
  });
  request.on("error", (error) => fail(error));
  return { ready, changed, close: () => request.destroy() };
}

export type LiveResult = {
  subscribers: number;
  connectSeconds: number;
  writeMs: number;
  allReceivedMs: number;
  medianMs: number;
  received: number;
};

/**
 * Opens `count` streams on `topics=memberships`, then `change()` makes one membership change (through the API);
 * measured from the change request's start until the last stream received the event (at most `timeoutMs`).
 */
export async function liveFanOut(
  url: string,
  count: number,
  change: () => Promise<void>,
  timeoutMs = 10_000,
): Promise<LiveResult> {
  const connectStart = performance.now();
  const subscribers: Subscriber[] = [];
  // opened in batches, like browsers arriving, rather than 1,000 SYNs at once
  for (let opened = 0; opened < count; opened += 100) {
    const batch = Array.from({ length: Math.min(100, count - opened) }, () => subscribe(url, "memberships"));
    subscribers.push(...batch);
    await Promise.all(batch.map((subscriber) => subscriber.ready));
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  try {
    const started = performance.now();
    await change();
    const writeMs = performance.now() - started;
    const deadline = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), timeoutMs));
    const arrivals = await Promise.all(
      subscribers.map((subscriber) => Promise.race([subscriber.changed, deadline]).then((at) => at - started)),
    );
    const received = arrivals.filter((ms) => Number.isFinite(ms)).sort((a, b) => a - b);
    return {
      subscribers: count,
      connectSeconds,
      writeMs,
      allReceivedMs: received.length === count ? (received.at(-1) ?? Number.NaN) : Number.POSITIVE_INFINITY,
      medianMs: received[Math.floor(received.length / 2)] ?? Number.NaN,
      received: received.length,
    };
  } finally {
    for (const subscriber of subscribers) subscriber.close();
  }
}
