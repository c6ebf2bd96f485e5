import { describe, expect, test } from "vitest";
import { anEvaluation } from "../../../test/support/evaluation";
import { type EvaluationForm, emptyEvaluation } from "../tools/evaluator";
import { evaluationMail } from "./evaluation-mail";
import { evaluationInput, evaluationSections } from "./evaluations";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const form = (): EvaluationForm => {
  const filled = anEvaluation({ speakerName: "Pia Lind" });
  return { ...filled, ratings: { ...filled.ratings, gestures: { score: 2, feedback: "" } } };
};

describe("the form a meeting's evaluator sends", () => {
  test("has the standalone form's fields; blanks at the ends are dropped", () => {
    const parsed = evaluationInput.parse({ ...form(), speakerName: "  Pia Lind " });
    expect(parsed.speakerName).toBe("Pia Lind");
    expect(parsed.ratings.clarity).toEqual({ score: 4, feedback: "Clear structure" });
  });

  test("needs the speaker, the title, the opening and the closing", () => {
    for (const field of ["speakerName", "speechTitle", "positiveOpening", "positiveClosing"] as const) {
      const result = evaluationInput.safeParse({ ...form(), [field]: "   " });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/is required\.$/);
    }
  });

  test("keeps the standalone limits: 1–5 stars or 0, 5,000 characters a field, every criterion", () => {
    const tooMany = { ...form(), ratings: { ...form().ratings, clarity: { score: 6, feedback: "" } } };
    expect(evaluationInput.safeParse(tooMany).error?.issues[0]?.message).toBe(
      "The Clarity rating is 0 (not rated) to 5 stars.",
    );
    expect(evaluationInput.safeParse({ ...form(), positiveOpening: "a".repeat(5001) }).success).toBe(false);
    expect(evaluationInput.safeParse({ ...form(), speechTitle: "a".repeat(201) }).success).toBe(false);
    const { clarity: _, ...missing } = form().ratings;
    expect(evaluationInput.safeParse({ ...form(), ratings: missing }).success).toBe(false);
    expect(evaluationInput.safeParse({ ...form(), extra: 1 }).success).toBe(false);
  });
});

describe("the evaluation as the speaker reads it", () => {
  test("opening, rated criteria with the overall score, the points to improve, the closing", () => {
    expect(evaluationSections(form())).toEqual([
      { heading: "What worked", lines: ["A gripping opening story."] },
      { heading: "Ratings", lines: ["Clarity: 4/5 — Clear structure", "Gestures: 2/5", "Overall score: 3.0 / 5"] },
      { heading: "To improve", lines: ["Pause after the question."] },
      { heading: "Looking ahead", lines: ["I look forward to your next speech."] },
    ]);
    const unrated = { ...form(), ratings: emptyEvaluation().ratings, improvementPoints: "" };
    expect(evaluationSections(unrated).map((section) => section.heading)).toEqual([
      "What worked",
      "Ratings",
      "Looking ahead",
    ]);
    expect(evaluationSections(unrated)[1]?.lines).toEqual(["Overall score: not rated"]);
  });
});

describe("the e-mail to the speaker", () => {
  const mail = evaluationMail({
    appName: "PitchCraft",
    firstName: "Pia",
    evaluatorName: "Eva Berg",
    meeting: {
      title: "Harbour Club Night",
      clubName: "Harbour Speakers",
      eventDate: new Date("2026-12-03T18:00:00Z"),
      timeZone: "Europe/Berlin",
    },
    form: { ...form(), positiveClosing: "<b>Bravo</b>" },
    links: { evaluations: "https://app.example/dashboard/profile#evaluations" },
    preferencesUrl: "https://app.example/prefs",
  });

  test("names the member, the meeting's local time and zone, the evaluator and the evaluation, in both parts", () => {
    expect(mail.subject).toBe("Your evaluation from Harbour Club Night — Dec 03, 2026");
    for (const part of [mail.text, mail.html]) {
      containsEach(part, ["Hi Pia,", "Dec 03, 2026 at 7:00 PM GMT+1 (Berlin)", "Eva Berg evaluated your speech"]);
      containsEach(part, ["A gripping opening story.", "Clarity: 4/5 — Clear structure"]);
      containsEach(part, ["https://app.example/dashboard/profile#evaluations", "https://app.example/prefs"]);
    }
    expect(mail.text).toContain("<b>Bravo</b>");
    expect(mail.html).toContain("&lt;b&gt;Bravo&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Bravo");
  });
});
