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

export type ServerClock = {
  /** Milliseconds the server's clock is ahead of this device's (negative: behind). */
  readonly offsetMs: number;
  /** Takes a new measurement, unless held. */
  sample(serverNow: string, sentAt: number, receivedAt: number): void;
  /**
   * While held, new measurements are ignored: a speech timed on this device keeps the same offset from its start to
   * its stop, so the duration the server records is exactly the one the timer's screen showed.
   */
  hold(reason: string, held: boolean): void;
  /** Now on the server's clock, in milliseconds. */
  now(deviceNow?: number): number;
};

export function createServerClock(): ServerClock {
  let offsetMs = 0;
  const holds = new Set<string>();
  return {
    get offsetMs() {
      return offsetMs;
    },
    sample(serverNow, sentAt, receivedAt) {
      const sample = offsetSample(serverNow, sentAt, receivedAt);
      if (sample !== undefined && holds.size === 0) offsetMs = sample;
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
