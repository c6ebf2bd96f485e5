import { describe, expect, test } from "vitest";
import { zonedTime } from "./time-zones";
import { planEndLine, timingPlan } from "./timing-plan";

const NEW_YORK = "America/New_York";
// 7:00 PM in New York on a winter day (EST)
const meeting = { eventDate: "2027-01-14T00:00:00Z", durationMinutes: 120 };
const items = (...minutes: number[]) =>
  minutes.map((durationMinutes, index) => ({ id: `item-${index}`, durationMinutes }));
const startsIn = (plan: ReturnType<typeof timingPlan>, zone: string) =>
  plan.items.map((row) => zonedTime(row.start, zone).time);

describe("the timing plan", () => {
  test("each item starts when the ones before it are done, counted from the meeting's start", () => {
    const plan = timingPlan(meeting, items(10, 25, 45, 5));
    expect(startsIn(plan, NEW_YORK)).toEqual(["7:00 PM", "7:10 PM", "7:35 PM", "8:20 PM"]);
    expect(plan.items.map((row) => zonedTime(row.end, NEW_YORK).time)).toEqual([
      "7:10 PM",
      "7:35 PM",
      "8:20 PM",
      "8:25 PM",
    ]);
    expect(plan.end.toISOString()).toBe("2027-01-14T01:25:00.000Z");
    expect(plan.overrunMinutes).toBe(0);
    expect(planEndLine(meeting, plan, NEW_YORK)).toBe("Ends 8:25 PM EST · within the planned 2 hours");
  });

  test("a plan longer than the meeting runs over by the difference; exactly the length is no overrun", () => {
    const over = timingPlan(meeting, items(60, 70));
    expect(over.overrunMinutes).toBe(10);
    expect(planEndLine(meeting, over, NEW_YORK)).toBe("Ends 9:10 PM EST · 10 min over the planned 2 hours");
    expect(timingPlan(meeting, items(60, 60)).overrunMinutes).toBe(0);
    expect(timingPlan(meeting, items(60, 61)).overrunMinutes).toBe(1);
    const short = { eventDate: meeting.eventDate, durationMinutes: 90 };
    expect(planEndLine(short, timingPlan(short, items(100)), NEW_YORK)).toBe(
      "Ends 8:40 PM EST · 10 min over the planned 1 hour 30 minutes",
    );
  });

  test("a plan crossing midnight names the day it ends", () => {
    const late = { eventDate: "2027-01-15T04:30:00Z", durationMinutes: 60 }; // 11:30 PM on Jan 14 in New York
    const plan = timingPlan(late, items(20, 20, 30));
    expect(startsIn(plan, NEW_YORK)).toEqual(["11:30 PM", "11:50 PM", "12:10 AM"]);
    expect(plan.overrunMinutes).toBe(10);
    expect(planEndLine(late, plan, NEW_YORK)).toBe(
      "Ends 12:40 AM EST on Jan 15, 2027 · 10 min over the planned 1 hour",
    );
    // read in London the same plan starts and ends on Jan 15
    expect(planEndLine(late, plan, "Europe/London")).toBe("Ends 5:40 AM GMT · 10 min over the planned 1 hour");
  });

  test("no items: the plan ends when the meeting starts, with no overrun", () => {
    const plan = timingPlan(meeting, []);
    expect(plan.items).toEqual([]);
    expect(plan.end.toISOString()).toBe("2027-01-14T00:00:00.000Z");
    expect(plan.overrunMinutes).toBe(0);
  });

  test("times are read in the viewer's zone", () => {
    const plan = timingPlan(meeting, items(10, 10));
    expect(startsIn(plan, "Europe/London")).toEqual(["12:00 AM", "12:10 AM"]);
    expect(startsIn(plan, "Asia/Kolkata")).toEqual(["5:30 AM", "5:40 AM"]);
  });
});
