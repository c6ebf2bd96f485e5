import { describe, expect, test } from "vitest";
import { DAY, HOUR } from "../time";
import { emptyEvaluation, evaluationRecord } from "../tools/evaluator";
import {
  ATTACH_INPUTS,
  attachMeetingLabel,
  attachWindowProblem,
  countsOfWords,
  evaluationFormOfRecord,
  speechTypeIdNamed,
  timingIdOf,
} from "./attach";

describe("attaching a tool's entry to a meeting (decision 244)", () => {
  const start = Date.parse("2026-03-04T18:00:00Z");
  const meeting = { eventDate: new Date(start), cancelledAt: null };

  test("from the meeting's start until 30 days after it; never a cancelled one", () => {
    expect(attachWindowProblem(meeting, start - HOUR)).toBe("notBegun");
    expect(attachWindowProblem(meeting, start)).toBeUndefined();
    expect(attachWindowProblem(meeting, start + 30 * DAY)).toBeUndefined();
    expect(attachWindowProblem(meeting, start + 30 * DAY + 1)).toBe("tooLate");
    expect(attachWindowProblem({ ...meeting, cancelledAt: new Date() }, start + HOUR)).toBe("cancelled");
  });

  test("a saved evaluation becomes the meeting's form, its ratings by criterion", () => {
    const form = emptyEvaluation();
    form.speakerName = "Pia";
    form.speechTitle = "Bridges";
    form.positiveOpening = "Warm.";
    form.positiveClosing = "Keep going.";
    form.ratings.eyeContact = { score: 4, feedback: "Whole room" };
    const back = evaluationFormOfRecord(evaluationRecord(form, "e1", new Date(start)));
    expect(back).toEqual({ ...form, projectRatings: undefined, improvementPoints: "" });
    expect(ATTACH_INPUTS.evaluator.safeParse({ entryId: "e1", speakerUserId: "u1", form: back }).success).toBe(true);
  });

  test("only the eight filler words are sent; a log's type is found by its name; a UUID id is kept", () => {
    expect(countsOfWords({ Um: 2, Hmm: 4, "You know": 1 })).toEqual({ Um: 2, "You know": 1 });
    expect(speechTypeIdNamed("Ice Breaker")).toBe("ice-breaker");
    expect(speechTypeIdNamed("Speaker's range")).toBeUndefined();
    const id = "3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c";
    expect(timingIdOf(id, () => "fresh")).toBe(id);
    expect(timingIdOf("lx2k-abc", () => "fresh")).toBe("fresh");
  });

  test("a meeting is named with its club and its start in the club's zone", () => {
    const label = attachMeetingLabel({
      title: "Club Night",
      club: "Harbour Speakers",
      at: "2026-03-04T18:00:00Z",
      timeZone: "Europe/Berlin",
    });
    expect(label).toBe("Club Night · Harbour Speakers · Mar 4, 7:00 PM");
  });
});
