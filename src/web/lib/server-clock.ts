/**
 * The server's clock as this device reads it (docs/decisions/159): the server says what time it is in its answers
 * (`serverNow`); the device measures the round trip and keeps the difference between the two clocks, so a moment
 * taken here ("the timer pressed Stop now") is said on the server's clock even when the device's clock is off.
 */

/**
 * The server's clock minus the device's, from one answer: the server read its clock somewhere between the request
 * leaving (`sentAt`) and the answer arriving (`receivedAt`), taken as the middle of the round trip.
 * Undefined when the answer's time is not a time.
 */
export function offsetSample(serverNow: string, sentAt: number, receivedAt: number): number | undefined {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server) || receivedAt < sentAt) return undefined;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** What one message tells of the server's clock minus the device's (ms): at least `low`, at most `high`. */
type Bounds = { low: number; high: number };

/** How many recent messages the estimate draws on. */
const KEPT = 8;

export type ServerClock = {
  /** Milliseconds the server's clock is ahead of this device's (negative: behind). */
  readonly offsetMs: number;
  /**
   * How far the offset may be from the truth (ms): half the range the recent messages allow; infinite until an
   * answer to a request has bounded it from above.
   */
  readonly uncertaintyMs: number;
  /** True while a hold keeps the offset as it is. */
  readonly held: boolean;
  /** Takes a new measurement from a request's answer, unless held. */
  sample(serverNow: string, sentAt: number, receivedAt: number): void;
  /**
   * Takes a new measurement from a message the server pushed (a live stream's event), unless held: it was stamped
   * before it arrived, so the server's clock is at least that far ahead. A late answer to a request makes the
   * server look behind; the next pushed message that arrives promptly corrects it.
   */
  heard(serverNow: string, receivedAt: number): void;
  /**
   * While held, new measurements are ignored: a speech timed on this device keeps the same offset from its start to
   * its stop, so the duration the server records is exactly the one the timer's screen showed.
   */
  hold(reason: string, held: boolean): void;
  /** Now on the server's clock, in milliseconds. */
  now(deviceNow?: number): number;
};

/**
 * The offset the recent messages agree on: each bounds it (a request's answer from both sides, a pushed message from
 * below), and the estimate is the middle of what they all allow. When they contradict each other (a clock was set
 * meanwhile), the newest message starts again on its own.
 */
export function createServerClock(): ServerClock {
  let offsetMs = 0;
  let uncertaintyMs = Number.POSITIVE_INFINITY;
  let kept: Bounds[] = [];
  const holds = new Set<string>();
  const take = (bounds: Bounds) => {
    if (holds.size > 0) return;
    const candidates = [...kept.slice(-(KEPT - 1)), bounds];
    const low = Math.max(...candidates.map((each) => each.low));
    const high = Math.min(...candidates.map((each) => each.high));
    kept = low <= high ? candidates : [bounds];
    const agreed = low <= high ? { low, high } : bounds;
    offsetMs = Number.isFinite(agreed.high) ? Math.round((agreed.low + agreed.high) / 2) : Math.round(agreed.low);
    uncertaintyMs = (agreed.high - agreed.low) / 2;
  };
  return {
    get offsetMs() {
      return offsetMs;
    },
    get uncertaintyMs() {
      return uncertaintyMs;
    },
    get held() {
      return holds.size > 0;
    },
    sample(serverNow, sentAt, receivedAt) {
      const server = Date.parse(serverNow);
      if (offsetSample(serverNow, sentAt, receivedAt) !== undefined)
        take({ low: server - receivedAt, high: server - sentAt });
    },
    heard(serverNow, receivedAt) {
      const server = Date.parse(serverNow);
      if (!Number.isNaN(server)) take({ low: server - receivedAt, high: Number.POSITIVE_INFINITY });
    },
    hold(reason, held) {
      if (held) holds.add(reason);
      else holds.delete(reason);
    },
    now: (deviceNow = Date.now()) => deviceNow + offsetMs,
  };
}

/** The one server this app talks to. */
export const serverClock = createServerClock();

/** Now on the server's clock as an ISO 8601 instant, the way actions say when they happened. */
export const serverMoment = (deviceNow = Date.now()) => new Date(serverClock.now(deviceNow)).toISOString();
