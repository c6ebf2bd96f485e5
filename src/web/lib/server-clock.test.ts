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

  it("keeps to what the recent answers and pushed messages all allow", () => {
    const clock = createServerClock();
    // an answer that came back late (the page was busy): the server's clock is 0 to 800 ms ahead, taken as 400
    clock.sample(SERVER, server - 800, server);
    expect(clock.offsetMs).toBe(400);
    // a quick answer narrows it to 0–100 ms
    clock.sample(SERVER, server - 100, server);
    expect(clock.offsetMs).toBe(50);
    // a message pushed at the server's 19:00:10 that arrived at the device's 19:00:09.920: at least 80 ms
    clock.heard(SERVER, server - 80);
    expect(clock.offsetMs).toBe(90);
    expect(clock.now(server)).toBe(server + 90);
  });

  it("lets a promptly pushed message correct an answer that made the server look behind", () => {
    const clock = createServerClock();
    // the server's clock is really 0 ms off; the answer was read 600 ms after the server sent it
    clock.sample(SERVER, server - 50, server + 600);
    expect(clock.offsetMs).toBe(-275);
    clock.heard(SERVER, server + 20);
    expect(clock.offsetMs).toBe(15);
  });

  it("starts again from the newest message when a clock was set meanwhile, and ignores messages while held", () => {
    const clock = createServerClock();
    clock.sample(SERVER, server - 100, server);
    // the device's clock was put an hour back: the old bounds no longer hold
    clock.sample(SERVER, server - 3_600_100, server - 3_600_000);
    expect(clock.offsetMs).toBe(3_600_050);
    clock.hold("timer", true);
    clock.heard(SERVER, server - 4_000_000);
    expect(clock.offsetMs).toBe(3_600_050);
    clock.hold("timer", false);
    clock.heard("not a time", server);
    expect(clock.offsetMs).toBe(3_600_050);
  });

  it("says how sure it is: half the range still allowed, unknown until an answer bounds it from above", () => {
    const clock = createServerClock();
    expect(clock.uncertaintyMs).toBe(Number.POSITIVE_INFINITY);
    clock.heard(SERVER, server);
    expect(clock.uncertaintyMs).toBe(Number.POSITIVE_INFINITY);
    clock.sample(SERVER, server - 800, server);
    expect(clock.uncertaintyMs).toBe(400);
    clock.sample(SERVER, server - 60, server + 100);
    expect(clock.uncertaintyMs).toBe(30);
    expect(clock.held).toBe(false);
    clock.hold("timer", true);
    expect(clock.held).toBe(true);
  });
});
