// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { RoleDuty } from "@/domain/clubs/role-set";
import { watcherNotice } from "./console-budget";
import { consoleColumns, type Ownership, ownership } from "./console-page";
import { NO_CAPABILITIES } from "./test/console-state";

const section = (key: string, own: Ownership) => ({ key, own, node: null });
const keys = (sections: ReadonlyArray<{ key: string }>) => sections.map((each) => each.key);

/** The console's parts in the page's order, owned as the duties of the viewer's roles and capabilities make them. */
const columnsFor = (viewer: { duties: RoleDuty[]; capabilities: Partial<typeof NO_CAPABILITIES> }) => {
  const own = ownership({ duties: viewer.duties, capabilities: { ...NO_CAPABILITIES, ...viewer.capabilities } });
  const order = ["agenda", "timer", "fillers", "evaluations", "votes"] as const;
  return consoleColumns(order.map((key) => section(key, own[key])));
};

describe("the console's columns", () => {
  it("put the viewer's own parts first (on a phone: at the top)", () => {
    const [first, second] = consoleColumns([section("agenda", "none"), section("timer", "role")]);
    expect(keys(first)).toEqual(["timer"]);
    expect(keys(second)).toEqual(["agenda"]);
  });

  it("keep the order for a viewer with no part of their own", () => {
    const [first, second] = consoleColumns([section("agenda", "none"), section("timer", "none")]);
    expect(keys(first)).toEqual(["agenda"]);
    expect(keys(second)).toEqual(["timer"]);
  });

  it("put an officer's evaluation before the agenda, the timing and the counting the office allows", () => {
    const officer = { moderate: true, time: true, count: true, vote: true, shareDisplay: true };
    const [first, second] = columnsFor({ duties: ["evaluator"], capabilities: { ...officer, evaluate: true } });
    expect(keys(first)).toEqual(["evaluations"]);
    expect(keys(second)).toEqual(["agenda", "timer", "fillers", "votes"]);
  });

  it("give an officer without a role the parts their office runs", () => {
    const officer = { moderate: true, time: true, count: true, vote: false, shareDisplay: true };
    const [first, second] = columnsFor({ duties: [], capabilities: officer });
    expect(keys(first)).toEqual(["agenda", "timer", "fillers"]);
    expect(keys(second)).toEqual(["evaluations", "votes"]);
  });

  it("give the timer the timer, then the vote", () => {
    const [first, second] = columnsFor({ duties: ["timer"], capabilities: { time: true, vote: true } });
    expect(keys(first)).toEqual(["timer"]);
    expect(keys(second)).toEqual(["votes", "agenda", "fillers", "evaluations"]);
  });

  it("give an attendee the vote", () => {
    const [first] = columnsFor({ duties: [], capabilities: { vote: true } });
    expect(keys(first)).toEqual(["votes"]);
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
