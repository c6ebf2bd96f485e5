import { describe, expect, it } from "vitest";
import { recentChanges } from "./recent-changes";

describe("the latest changes a server keeps", () => {
  it("numbers each change and tells those of the watched topics", () => {
    const recent = recentChanges(8);
    expect(recent.position).toMatch(/^[0-9a-f]{8}\.0$/);
    const instance = recent.position.split(".")[0];
    for (const topic of ["events", "clubs", "events:club:a", "events", "*"]) recent.record(topic);
    expect(recent.position).toBe(`${instance}.5`);
    expect(recent.of(new Set(["events"]), "*")).toEqual({
      position: `${instance}.5`,
      oldest: 1,
      changes: [
        [1, "events"],
        [4, "events"],
        [5, "*"],
      ],
    });
    expect(recent.of(new Set(["clubs"])).changes).toEqual([[2, "clubs"]]);
  });

  it("forgets the oldest once more changes than it keeps have come", () => {
    const recent = recentChanges(4);
    for (let each = 1; each <= 6; each += 1) recent.record(each % 2 ? "events" : "clubs");
    const { oldest, changes } = recent.of(new Set(["events", "clubs"]));
    expect(oldest).toBe(3);
    expect(changes.map(([seq]) => seq)).toEqual([3, 4, 5, 6]);
  });

  it("is told apart from another instance's", () => {
    expect(recentChanges().position.split(".")[0]).not.toBe(recentChanges().position.split(".")[0]);
  });
});
