// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventDetails } from "./api";
import { ManageEventActions } from "./manage-event";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EVENT_ID = "6f1c2a52-5f0e-4d8e-9a57-1f7f3f4f9b10";

describe("cancelling an event", () => {
  it("asks with unambiguous buttons: Keep event leaves it as it is, Cancel event cancels it", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ cancelled: true, notified: 0 }),
    );
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("EventSource", undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ManageEventActions event={{ id: EVENT_ID, title: "Club Night" } as unknown as EventDetails} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const question = await screen.findByRole("alertdialog", { name: "Cancel Club Night?" });
    const buttons = within(question)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(buttons).toEqual(["Keep event", "Cancel event"]);
    await user.click(within(question).getByRole("button", { name: "Keep event" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const again = await screen.findByRole("alertdialog", { name: "Cancel Club Night?" });
    await user.click(within(again).getByRole("button", { name: "Cancel event" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/events/${EVENT_ID}/cancel`);
    expect(await screen.findByText("Event Cancelled")).toBeTruthy();
  });
});
