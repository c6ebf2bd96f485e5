// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer, type Sent } from "@/web/test/fake-server";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";
import type { ClubDetail, ClubOfficers } from "./api";
import { OfficersSection } from "./officers-section";

const CLUB_ID = "0b8e6c1e-6a53-4b8e-9d2f-3f1a2b3c4d5e";
const MIA = "user-mia";
const BEN = "user-ben";
const ZOE = "user-zoe";

letToastsGoAfterAll();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The club page's Officers section for one of its officers, against a fake server holding `officers`. */
function renderSection(officers: ClubOfficers["officers"], answer?: (request: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  let current = officers;
  fakeServer((request) => {
    if (request.method === "GET") {
      return Response.json({
        officers: current,
        canManage: true,
        members: [...current.map(({ memberId, name }) => ({ memberId, name })), { memberId: ZOE, name: "Zoe Park" }],
      });
    }
    sent.push(request);
    const answered = answer?.(request);
    if (answered) return answered;
    if (request.method === "PATCH") {
      const { title } = request.body as { title: string };
      current = current.map((officer) => (request.path.endsWith(officer.memberId) ? { ...officer, title } : officer));
      const changed = current.find((officer) => request.path.endsWith(officer.memberId));
      return Response.json({ name: changed?.name, title });
    }
    return Response.json({});
  });
  const club = { id: CLUB_ID, name: "Harbour Speakers", officers, canManageOfficers: true } as unknown as ClubDetail;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OfficersSection club={club} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

const mia = { memberId: MIA, name: "Mia Chen", title: "President" };
const ben = { memberId: BEN, name: "Ben Ode", title: "Officer" };

describe("the club's officers, for an officer", () => {
  it("starts the appoint form's Title on the first usual title nobody holds", async () => {
    renderSection([mia, ben]);
    const form = await screen.findByRole("form", { name: "Appoint an officer" });
    await waitFor(() => expect(within(form).getByLabelText<HTMLSelectElement>("Title").value).toBe("VP Education"));
  });

  it("changes an officer's title in a dialog that starts on the title they hold", async () => {
    const { user, sent } = renderSection([mia, ben]);
    await user.click(await screen.findByRole("button", { name: "Change title of Ben Ode" }));
    const dialog = await screen.findByRole("dialog", { name: "Change title of Ben Ode" });
    expect(within(dialog).getByText("Ben Ode is Officer of this club now.")).toBeTruthy();
    // "Officer" is not a usual title: the dialog starts on "Another title…" with it
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Title").value).toBe("other");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Title (your words)").value).toBe("Officer");
    const save = within(dialog).getByRole("button", { name: "Save title" });
    expect(save.hasAttribute("disabled")).toBe(true); // nothing changed yet
    await user.selectOptions(within(dialog).getByLabelText("Title"), "Treasurer");
    await user.click(save);
    await expectToast("Title Changed", "Ben Ode is now Treasurer.");
    expect(sent).toEqual([
      { method: "PATCH", path: `/api/clubs/${CLUB_ID}/officers/${BEN}`, body: { title: "Treasurer" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const list = screen.getByRole("list", { name: "Officers of the club" });
    await waitFor(() => expect(within(list).getByText("Treasurer")).toBeTruthy());
  });

  it("shows the server's refusal of a title change and keeps the dialog open", async () => {
    const { user } = renderSection([mia, ben], (request) =>
      request.method === "PATCH"
        ? Response.json(
            {
              error: {
                code: "NOT_A_CLUB_OFFICER",
                message: "Only the club's officers can appoint or remove its officers.",
              },
            },
            { status: 403 },
          )
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Change title of Mia Chen" }));
    const dialog = await screen.findByRole("dialog", { name: "Change title of Mia Chen" });
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Title").value).toBe("President");
    await user.selectOptions(within(dialog).getByLabelText("Title"), "other");
    await user.type(within(dialog).getByLabelText("Title (your words)"), "Club Coach");
    await user.click(within(dialog).getByRole("button", { name: "Save title" }));
    await expectToast("Error", "Only the club's officers can appoint or remove its officers.");
    expect(screen.getByRole("dialog", { name: "Change title of Mia Chen" })).toBeTruthy();
  });

  it("asks before removing, naming whom and from what, and removes only when confirmed", async () => {
    const { user, sent } = renderSection([mia, ben]);
    await user.click(await screen.findByRole("button", { name: "Remove Mia Chen as President" }));
    const question = await screen.findByRole("alertdialog", { name: "Remove Mia Chen as President?" });
    expect(within(question).getByText("Mia Chen will no longer be President of this club.")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole("button", { name: "Remove" }));
    await expectToast("Officer Removed", "Mia Chen is no longer an officer.");
    expect(sent).toEqual([{ method: "DELETE", path: `/api/clubs/${CLUB_ID}/officers/${MIA}`, body: undefined }]);
  });
});
