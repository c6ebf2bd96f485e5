// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EvaluationPanel } from "./evaluation-panel";
import { aConsole, aPairing, EVA, emptyEvaluation, expectToast, PIA, renderPanel } from "./test/render-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const evaluator = (pairing = aPairing()) =>
  aConsole({ viewerId: EVA, capabilities: { evaluate: true, vote: true }, evaluations: { mine: [pairing] } });

describe("the evaluator's panel", () => {
  it("rates a speech of a project with criteria of its own on those criteria (decision 242)", async () => {
    const criteria = [
      {
        key: "pm1-story",
        name: "Personal Story",
        hint: "Did we learn who the speaker is through a story of their own?",
      },
      { key: "pm1-time", name: "Time", hint: "Did the speaker finish within 4 to 6 minutes?" },
    ];
    const { user } = renderPanel(
      EvaluationPanel,
      () => evaluator(aPairing({ criteria })),
      () => ({ status: 200, body: {} }),
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText(/^Positive Opening/), "A story.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("The criteria of the speech's pathway project.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Personal Story" })).toBeTruthy();
    expect(screen.getByText(criteria[0]?.hint ?? "")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Clarity" })).toBeNull();
  });

  it("starts with the speaker and the speech, walks the four steps, and sends the evaluation", async () => {
    const { user, sent } = renderPanel(
      EvaluationPanel,
      () => evaluator(),
      () => ({
        status: 200,
        body: { speakerUserId: PIA, submittedAt: new Date().toISOString(), firstSubmission: true },
      }),
    );
    expect(screen.getByRole("heading", { name: "Your evaluation of Pia Lind" })).toBeTruthy();
    expect(screen.getByText("Not sent yet: Pia Lind receives it when you submit it.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Speaker Name *").value).toBe("Pia Lind");
    expect(screen.getByLabelText<HTMLInputElement>("Speech Title *").value).toBe("Bridges");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await user.click(screen.getByRole("button", { name: "Next" }));
    await expectToast("Missing Information", "Please fill in all required fields.");
    await user.type(screen.getByLabelText("Positive Opening *"), "A gripping opening story.");
    await user.click(screen.getByRole("button", { name: "Next" }));

    const clarity = screen.getByRole("group", { name: "Clarity rating" });
    await user.click(within(clarity).getByLabelText("4 stars of 5"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText("Positive Closing *"), "I look forward to your next speech.");
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));

    await expectToast("Evaluation Submitted", "Your evaluation of Pia Lind has been saved and sent to them.");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "PUT",
      path: `/api/meetings/00000000-0000-4000-8000-000000000017/evaluations/${PIA}`,
      body: {
        speakerName: "Pia Lind",
        speechTitle: "Bridges",
        positiveOpening: "A gripping opening story.",
        positiveClosing: "I look forward to your next speech.",
      },
    });
    expect(sent[0]?.body).toMatchObject({ ratings: { clarity: { score: 4, feedback: "" } } });
  });

  it("keeps a sent evaluation to change it; a change is an update", async () => {
    const form = {
      ...emptyEvaluation(),
      speakerName: "Pia Lind",
      speechTitle: "Bridges",
      positiveOpening: "Opening.",
      positiveClosing: "Closing.",
    };
    const sentAt = new Date().toISOString();
    const { user } = renderPanel(
      EvaluationPanel,
      () => evaluator(aPairing({ submittedAt: sentAt, form })),
      () => ({ status: 200, body: { speakerUserId: PIA, submittedAt: sentAt, firstSubmission: false } }),
    );
    expect(screen.getByText(/^Sent to Pia Lind at .+\. You can still change it\.$/)).toBeTruthy();
    for (let step = 1; step < 4; step++) await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByLabelText<HTMLTextAreaElement>("Positive Closing *").value).toBe("Closing.");
    await user.click(screen.getByRole("button", { name: "Update Evaluation" }));
    await expectToast("Evaluation Updated", "Your evaluation of Pia Lind has been updated.");
  });

  it("shows a refusal in the server's words", async () => {
    const { user } = renderPanel(
      EvaluationPanel,
      () =>
        evaluator(
          aPairing({
            form: {
              ...emptyEvaluation(),
              speakerName: "Pia",
              speechTitle: "B",
              positiveOpening: "O",
              positiveClosing: "C",
            },
          }),
        ),
      () => ({
        status: 403,
        body: {
          error: {
            code: "NOT_PAIRED_WITH_SPEAKER",
            message: "Only an evaluator paired with this speaker can evaluate them.",
            title: "Not Allowed",
          },
        },
      }),
    );
    for (let step = 1; step < 4; step++) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));
    await expectToast("Not Allowed", "Only an evaluator paired with this speaker can evaluate them.");
  });

  it("shows everyone who evaluated whom, and no form to someone who evaluates nobody", async () => {
    renderPanel(EvaluationPanel, () =>
      aConsole({ evaluations: { given: [{ evaluator: "Eva Berg", speaker: "Pia Lind" }] } }),
    );
    const list = screen.getByRole("list", { name: "Evaluations submitted" });
    expect(within(list).getByText("Eva Berg evaluated Pia Lind")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    await waitFor(() => expect(screen.queryByText("No evaluations submitted yet.")).toBeNull());
  });
});
