import { describe, expect, it } from "vitest";
import type { EvaluationRecord } from "./records";
import { ahCounterReport, evaluatorReport, reportFileName, timerReport } from "./reports";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

// Local times, so the expected text does not depend on the machine's time zone.
const at = (hours: number, minutes: number) => new Date(2026, 2, 1, hours, minutes).toISOString();
const exportedAt = new Date(2026, 2, 1, 21, 5);

const evaluation = (fields: Partial<EvaluationRecord>): EvaluationRecord => ({
  id: "e",
  speakerName: "Ana",
  speechTitle: "T",
  positiveOpening: "Strong start.",
  criteria: [],
  improvementPoints: "",
  positiveClosing: "c",
  overallScore: 0,
  timestamp: at(20, 15),
  ...fields,
});

describe("report files", () => {
  it("are named with the report kind and the date", () => {
    expect(reportFileName("timer", exportedAt)).toBe("timer-report-2026-03-01.txt");
    expect(reportFileName("ah-counter", exportedAt)).toBe("ah-counter-report-2026-03-01.txt");
    expect(reportFileName("evaluator", exportedAt)).toBe("evaluator-report-2026-03-01.txt");
  });
});

describe("the timer report", () => {
  it("lists each speech with its type, duration, final light and time", () => {
    const text = timerReport(
      [
        {
          id: "1",
          speakerName: "Maya",
          speechType: "Ice Breaker",
          duration: 312,
          finalStage: "red",
          timestamp: at(19, 5),
        },
        {
          id: "2",
          speakerName: "Leo",
          speechType: "Table Topics",
          duration: 75,
          finalStage: "yellow",
          timestamp: at(19, 30),
        },
      ],
      exportedAt,
    );
    expect(text).toBe(
      [
        "Speech Timer Report",
        "===================",
        "Exported: 2026-03-01 21:05",
        "Speeches: 2",
        "",
        "1. Maya (Ice Breaker)",
        "   Duration: 5:12",
        "   Final light: Red",
        "   Recorded: 2026-03-01 19:05",
        "",
        "2. Leo (Table Topics)",
        "   Duration: 1:15",
        "   Final light: Yellow",
        "   Recorded: 2026-03-01 19:30",
        "",
      ].join("\n"),
    );
  });
});

describe("the ah counter report", () => {
  it("gives each session's total and each speaker's words that were counted", () => {
    const text = ahCounterReport(
      [
        {
          id: "s",
          timestamp: at(20, 0),
          speakers: [
            { id: "a", name: "Maya", fillerWords: { Um: 2, Uh: 0, Like: 1 }, totalCount: 3 },
            { id: "b", name: "Leo", fillerWords: { Um: 0 }, totalCount: 0 },
          ],
        },
      ],
      exportedAt,
    );
    containsEach(text, [
      "Session 1: 2026-03-01 20:00 (3 filler words)",
      "   Maya: 3 filler words\n      Um 2, Like 1\n",
      "   Leo: 0 filler words\n",
      "Sessions: 1",
    ]);
  });
});

describe("the evaluator report", () => {
  it("gives the score, every criterion and the feedback sandwich", () => {
    const text = evaluatorReport(
      [
        evaluation({
          speechTitle: "Why We Walk",
          criteria: [
            { name: "Clarity", score: 4, feedback: "Clear" },
            { name: "Gestures", score: 0, feedback: "" },
          ],
          improvementPoints: "Pause more.",
          positiveClosing: "Loved it.",
          overallScore: 4,
        }),
      ],
      exportedAt,
    );
    containsEach(text, [
      '1. Ana: "Why We Walk"',
      "   Overall score: 4.0 / 5",
      "      Clarity: 4/5 - Clear",
      "      Gestures: not rated",
      "   Points to improve: Pause more.",
      "   Positive closing: Loved it.",
    ]);
  });

  it("says Not rated when no criterion was rated", () => {
    const text = evaluatorReport([evaluation({ criteria: [], improvementPoints: "", overallScore: 0 })], exportedAt);
    expect(text).toContain("Overall score: Not rated");
    expect(text).not.toContain("Points to improve");
  });
});
