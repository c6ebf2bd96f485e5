// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/domain/tools/records";
import { EVALUATION_DRAFT_KEY } from "./evaluator/use-evaluation";
import { Component as EvaluatorPage } from "./evaluator-page";
import { expectToast, exportsAndClearsHistory, renderTool, store, stored } from "./test/render-tool";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const missing = () => expectToast("Missing Information", "Please fill in all required fields.");
const heading = (step: number) => screen.getByRole("heading", { name: new RegExp(`^Step ${step} of 4`) });

describe("the evaluator", () => {
  it("walks through the four steps, checking the required fields, and submits: Evaluation Submitted", async () => {
    const { user } = renderTool(EvaluatorPage);
    expect(heading(1)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await missing();
    await user.type(screen.getByLabelText("Speaker Name *"), "Ana");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading(1)).toBeTruthy();
    await user.type(screen.getByLabelText("Speech Title *"), "Why We Walk");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(heading(2)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText<HTMLInputElement>("Speaker Name *").value).toBe("Ana");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText(/^Positive Opening/), "   ");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await missing();
    await user.type(screen.getByLabelText(/^Positive Opening/), "A gripping first line.");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(heading(3)).toBeTruthy();
    const clarity = within(screen.getByRole("group", { name: "Clarity rating" }));
    await user.click(clarity.getByRole("radio", { name: "4 stars of 5" }));
    // The stars are a radio group: the arrow keys move the rating.
    const gestures = screen.getByRole("group", { name: "Gestures rating" });
    const gesturesThree = gestures.querySelector<HTMLInputElement>('input[value="3"]');
    await user.click(gesturesThree as HTMLInputElement);
    await user.keyboard("{ArrowRight}");
    expect(gestures.querySelector<HTMLInputElement>('input[value="4"]')?.checked).toBe(true);
    await user.type(screen.getByLabelText("Clarity feedback"), "Clear structure");
    await user.type(screen.getByLabelText(/^Improvement Points/), "Pause more.");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(heading(4)).toBeTruthy();
    expect(screen.getByText("4.0 / 5")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));
    await missing();
    await user.type(screen.getByLabelText(/^Positive Closing/), "Keep going!");
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));
    await expectToast("Evaluation Submitted", "Your evaluation of Ana has been saved.");

    const [record] = stored(STORAGE_KEYS.evaluator);
    expect(record).toMatchObject({
      speakerName: "Ana",
      speechTitle: "Why We Walk",
      positiveOpening: "A gripping first line.",
      improvementPoints: "Pause more.",
      positiveClosing: "Keep going!",
      overallScore: 4,
    });
    expect(record.criteria).toHaveLength(7);
    expect(record.criteria[0]).toEqual({ name: "Clarity", score: 4, feedback: "Clear structure" });
    expect(record.criteria[1]).toEqual({ name: "Vocal Variety", score: 0, feedback: "" });
    expect(record.criteria[3]).toEqual({ name: "Gestures", score: 4, feedback: "" });

    expect(heading(1)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Speaker Name *").value).toBe("");
    expect(screen.getByText("Why We Walk")).toBeTruthy();
  });

  it("re-checks every required field on Submit", async () => {
    store(EVALUATION_DRAFT_KEY, {
      step: 4,
      form: {
        speakerName: "Ana",
        speechTitle: "",
        positiveOpening: "Good",
        ratings: Object.fromEntries(
          ["clarity", "vocalVariety", "eyeContact", "gestures", "comfortLevel", "interest", "audienceAwareness"].map(
            (key) => [key, { score: 0, feedback: "" }],
          ),
        ),
        improvementPoints: "",
        positiveClosing: "Great",
      },
    });
    const { user } = renderTool(EvaluatorPage);
    expect(screen.getByText("Not rated")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));
    await missing();
    expect(localStorage.getItem(STORAGE_KEYS.evaluator)).toBeNull();
  });

  it("exports (No Data when empty, else Report Exported) and clears the history", () =>
    exportsAndClearsHistory(EvaluatorPage, {
      key: STORAGE_KEYS.evaluator,
      record: {
        id: "e1",
        speakerName: "Ana",
        speechTitle: "Why We Walk",
        positiveOpening: "Strong start.",
        criteria: [{ name: "Clarity", score: 5, feedback: "" }],
        improvementPoints: "",
        positiveClosing: "Loved it.",
        overallScore: 5,
        timestamp: "2026-03-01T19:00:00.000Z",
      },
      noData: "No evaluations recorded to export.",
      exported: "Evaluator report has been downloaded.",
      file: /^evaluator-report-\d{4}-\d{2}-\d{2}\.txt$/,
      line: '1. Ana: "Why We Walk"',
      cleared: "All evaluation records have been removed.",
    }));

  it("ignores corrupt or foreign stored values", () => {
    store(STORAGE_KEYS.evaluator, { evaluations: [] });
    store(EVALUATION_DRAFT_KEY, { step: 9 });
    renderTool(EvaluatorPage);
    expect(screen.getByText("No evaluations yet")).toBeTruthy();
    expect(heading(1)).toBeTruthy();
  });
});
