import { describe, expect, it } from "vitest";
import { createServerClock, offsetSample } from "./server-clock";

const SERVER = "2026-03-01T19:00:10.000Z";
const server = Date.parse(SERVER);

describe("the server's clock", () => {
  it("is the server's time less the middle of the round trip", () => {
    // the device's clock is 10 s behind; the request took 200 ms
    expect(offsetSample(SERVER, server - 10_100, server - 9_900)).toBe(10_000);
    expect(offsetSample("not a time", 0, 1)).toBeUndefined();
    expect(offsetSample(SERVER, 5, 1)).toBeUndefined();
  });

  it("says now on the server's clock, and keeps its offset while held", () => {
    const clock = createServerClock();
    expect(clock.now(1000)).toBe(1000);
    clock.sample(SERVER, server - 3000, server - 3000);
    expect(clock.offsetMs).toBe(3000);
    expect(clock.now(server)).toBe(server + 3000);
    clock.hold("timer", true);
    clock.sample(SERVER, server + 5000, server + 5000);
    expect(clock.offsetMs).toBe(3000);
    clock.hold("timer", false);
    clock.sample(SERVER, server + 5000, server + 5000);
    expect(clock.offsetMs).toBe(-5000);
  });
});
