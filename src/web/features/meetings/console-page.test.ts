import { describe, expect, it } from "vitest";
import { consoleColumns } from "./console-page";

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
