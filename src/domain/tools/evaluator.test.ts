import { describe, expect, it } from "vitest";
import { CRITERIA, emptyEvaluation, evaluationRecord, formScore, overallScore, stepComplete } from "./evaluator";

const filledForm = () => ({
  ...emptyEvaluation(),
  speakerName: " Ana ",
  speechTitle: "Why We Walk",
  positiveOpening: "A gripping first line.",
  positiveClosing: "Keep going!",
});

describe("the criteria", () => {
  it("are the seven of the specification with their keys", () => {
    expect(CRITERIA.map(({ key, name }) => `${key}:${name}`)).toEqual([
      "clarity:Clarity",
      "vocalVariety:Vocal Variety",
      "eyeContact:Eye Contact",
      "gestures:Gestures",
      "comfortLevel:Comfort Level",
      "interest:Interest",
      "audienceAwareness:Audience Awareness",
    ]);
  });
});

describe("the steps", () => {
  it("step 1 needs a speaker name and a speech title that are not blank", () => {
    expect(stepComplete(1, { ...emptyEvaluation(), speakerName: "Ana", speechTitle: "  " })).toBe(false);
    expect(stepComplete(1, { ...emptyEvaluation(), speakerName: " ", speechTitle: "Talk" })).toBe(false);
    expect(stepComplete(1, { ...emptyEvaluation(), speakerName: "Ana", speechTitle: "Talk" })).toBe(true);
  });

  it("step 2 needs a positive opening; step 3 needs nothing", () => {
    expect(stepComplete(2, { ...emptyEvaluation(), positiveOpening: "\n " })).toBe(false);
    expect(stepComplete(2, { ...emptyEvaluation(), positiveOpening: "Great hook" })).toBe(true);
    expect(stepComplete(3, emptyEvaluation())).toBe(true);
  });

  it("submit needs the closing and re-checks name, title and opening", () => {
    expect(stepComplete(4, filledForm())).toBe(true);
    expect(stepComplete(4, { ...filledForm(), positiveClosing: " " })).toBe(false);
    expect(stepComplete(4, { ...filledForm(), speakerName: "" })).toBe(false);
    expect(stepComplete(4, { ...filledForm(), speechTitle: "" })).toBe(false);
    expect(stepComplete(4, { ...filledForm(), positiveOpening: "" })).toBe(false);
  });
});

describe("the overall score", () => {
  it("is the mean of the rated criteria, one decimal, leaving out the unrated", () => {
    expect(overallScore([5, 4, 0, 0, 0, 0, 0])).toBe(4.5);
    expect(overallScore([4, 4, 5, 0, 0, 0, 0])).toBe(4.3);
    expect(overallScore([1, 2, 2, 0, 0, 0, 0])).toBe(1.7);
    expect(overallScore([5, 5, 5, 5, 5, 5, 5])).toBe(5);
    expect(overallScore([3])).toBe(3);
  });

  it("is 0 when nothing is rated", () => {
    expect(overallScore([0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(overallScore([])).toBe(0);
    expect(formScore(emptyEvaluation())).toBe(0);
  });
});

describe("the saved record", () => {
  it("has every field of the specification, unrated criteria as 0, trimmed texts", () => {
    const form = filledForm();
    form.ratings.clarity = { score: 4, feedback: " Clear structure " };
    form.ratings.gestures = { score: 3, feedback: "" };
    form.improvementPoints = "Slow down at the start.";
    const record = evaluationRecord(form, "e1", new Date("2026-04-02T10:00:00Z"));
    expect(record).toEqual({
      id: "e1",
      speakerName: "Ana",
      speechTitle: "Why We Walk",
      positiveOpening: "A gripping first line.",
      criteria: [
        { name: "Clarity", score: 4, feedback: "Clear structure" },
        { name: "Vocal Variety", score: 0, feedback: "" },
        { name: "Eye Contact", score: 0, feedback: "" },
        { name: "Gestures", score: 3, feedback: "" },
        { name: "Comfort Level", score: 0, feedback: "" },
        { name: "Interest", score: 0, feedback: "" },
        { name: "Audience Awareness", score: 0, feedback: "" },
      ],
      improvementPoints: "Slow down at the start.",
      positiveClosing: "Keep going!",
      overallScore: 3.5,
      timestamp: "2026-04-02T10:00:00.000Z",
    });
  });
});
