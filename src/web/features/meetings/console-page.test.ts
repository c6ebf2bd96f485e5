// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { watcherNotice } from "./console-budget";
import { consoleColumns } from "./console-page";
import { NO_CAPABILITIES } from "./test/console-state";

const section = (key: string, own: boolean) => ({ key, own, node: null });

describe("the console's columns", () => {
  it("put the viewer's own parts first (on a phone: at the top)", () => {
    const [first, second] = consoleColumns([section("agenda", false), section("timer", true)]);
    expect(first.map((each) => each.key)).toEqual(["timer"]);
    expect(second.map((each) => each.key)).toEqual(["agenda"]);
  });

  it("keep the order for a viewer with no part of their own", () => {
    const [first, second] = consoleColumns([section("agenda", false), section("timer", false)]);
    expect(first.map((each) => each.key)).toEqual(["agenda"]);
    expect(second.map((each) => each.key)).toEqual(["timer"]);
  });
});

describe("the notice for those who record nothing", () => {
  it("tells an attendee who may vote where to vote", () => {
    expect(watcherNotice({ ...NO_CAPABILITIES, vote: true })).toMatch(
      /^You are attending this meeting: cast your votes under Votes\./,
    );
  });

  it("tells a member who only watches that they follow", () => {
    expect(watcherNotice(NO_CAPABILITIES)).toMatch(/^You are following this meeting\./);
  });

  it("says nothing to a member who runs a part", () => {
    expect(watcherNotice({ ...NO_CAPABILITIES, count: true, vote: true })).toBeUndefined();
  });
});
