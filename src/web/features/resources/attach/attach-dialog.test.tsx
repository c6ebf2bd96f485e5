// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer, type Sent } from "@/web/test/fake-server";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";
import { AttachAction } from "./attach-action";

const EVENT_ID = "6f1c2a52-5f0e-4d8e-9a57-1f7f3f4f9b10";
const ENTRY_ID = "0b8f7c7e-2f7d-4e4e-8a7e-6d0c9f3a1b22";

vi.mock("@/web/lib/session", () => ({ useSession: () => ({ member: { id: "me" }, loading: false }) }));
letToastsGoAfterAll();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const meeting = {
  title: "Club Night",
  club: "Harbour Speakers",
  at: "2026-03-04T18:00:00.000Z",
  timeZone: "Europe/Berlin",
};
const theEntry = {
  tool: "timer",
  entryId: ENTRY_ID,
  partId: "",
  eventId: "",
  meeting,
  speakerUserId: "pia",
  speakerName: "Pia Park",
};
const people = [
  { userId: "me", name: "Mo Moderator", speechTitle: null },
  { userId: "pia", name: "Pia Park", speechTitle: "Bridges" },
];

/** The server: the meetings to attach to, the entries attached (none until one is), and `attach`'s answer. */
function theServer(attach: (request: Sent) => Response) {
  const sent: Sent[] = [];
  let attached: unknown[] = [];
  fakeServer((request) => {
    sent.push(request);
    if (request.path === "/api/meetings/attachable")
      return json({ meetings: [{ eventId: EVENT_ID, ...meeting, people }] });
    if (request.path === "/api/meetings/attached") return json({ entries: attached });
    const answer = attach(request);
    if (answer.status === 201) {
      attached = [
        {
          tool: "timer",
          entryId: ENTRY_ID,
          partId: "",
          eventId: EVENT_ID,
          meeting,
          speakerUserId: "pia",
          speakerName: "Pia Park",
        },
      ];
    }
    return answer;
  });
  return sent;
}

const chosen = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

function renderTimerLog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AttachAction
        tool="timer"
        entryId={ENTRY_ID}
        what="Pia's Project Speech (5:30)"
        speakerName="pia park"
        withSpeechTitle
        send={({ eventId, speakerUserId, speechTitle }) => ({
          tool: "timer",
          eventId,
          json: {
            entryId: ENTRY_ID,
            speakerUserId,
            speechTitle,
            speechType: "Project Speech",
            durationSeconds: 330,
            loggedAt: "2026-03-04T18:30:00.000Z",
          },
        })}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("Attach to a meeting", () => {
  it("picks the meeting and the speaker of the log's name, with their speech's title, and shows where it went", async () => {
    const sent = theServer(() => json(theEntry, 201));
    const user = renderTimerLog();
    await user.click(await screen.findByRole("button", { name: "Attach Pia's Project Speech (5:30) to a meeting" }));
    expect(chosen(await screen.findByLabelText("Meeting"))).toBe("Club Night · Harbour Speakers · Mar 4, 7:00 PM");
    expect(chosen(screen.getByLabelText("Speaker"))).toBe("Pia Park — “Bridges”");
    expect((screen.getByLabelText("Speech title (optional)") as HTMLInputElement).value).toBe("Bridges");
    await user.click(screen.getByRole("button", { name: "Attach" }));
    await expectToast(
      "Entry Attached",
      "Added to Pia Park's speaking record for Club Night · Harbour Speakers · Mar 4, 7:00 PM.",
    );
    expect(sent.find((request) => request.method === "POST")).toEqual({
      method: "POST",
      path: `/api/meetings/${EVENT_ID}/attach/timing`,
      body: expect.objectContaining({ entryId: ENTRY_ID, speakerUserId: "pia", speechTitle: "Bridges" }),
    });
    expect(await screen.findByText(/Attached to Club Night · Harbour Speakers/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /to a meeting/ })).toBeNull();
  });

  it("shows the server's refusal in its words and keeps the dialog open", async () => {
    theServer(() =>
      json(
        {
          error: {
            code: "ENTRY_ATTACHED",
            title: "Already Attached",
            message: "This entry is already attached to Club Night.",
          },
        },
        409,
      ),
    );
    const user = renderTimerLog();
    await user.click(await screen.findByRole("button", { name: /to a meeting/ }));
    await screen.findByLabelText("Meeting");
    await user.click(screen.getByRole("button", { name: "Attach" }));
    await expectToast("Already Attached", "This entry is already attached to Club Night.");
    expect(screen.getByRole("dialog", { name: "Attach to a meeting" })).toBeTruthy();
  });
});
