// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROLE_SET_MESSAGES, SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { fakeServer } from "@/web/test/fake-server";
import { renderPageAt } from "@/web/test/render-page";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";
import { RoleEditor } from "./role-editor";
import { Component as RolesPage } from "./roles-page";

const CLUB_ID = "0b8e6c1e-6a53-4b8e-9d2f-3f1a2b3c4d5e";
const roles = SPEC_ROLE_SET.map((role) => ({ ...role }));

letToastsGoAfterAll();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the role editor", () => {
  it("lets a role be evaluated only while it is a speaking role", async () => {
    render(<RoleEditor roles={roles} busy={false} onSave={vi.fn()} onCancel={() => {}} />);
    const user = userEvent.setup();
    const moderator = within(screen.getByRole("group", { name: "Role 3" }));
    expect(moderator.getByLabelText<HTMLInputElement>("Evaluated").disabled).toBe(true);
    await user.click(moderator.getByLabelText("Speaking"));
    expect(moderator.getByLabelText<HTMLInputElement>("Evaluated").disabled).toBe(false);
    await user.click(moderator.getByLabelText("Evaluated"));
    // no longer speaking: no longer evaluated either
    await user.click(moderator.getByLabelText("Speaking"));
    expect(moderator.getByLabelText<HTMLInputElement>("Evaluated").checked).toBe(false);
    expect(moderator.getByLabelText<HTMLInputElement>("Evaluated").disabled).toBe(true);
  });

  it("answers a duplicate name early in the domain's words, and sends nothing", async () => {
    const onSave = vi.fn();
    render(<RoleEditor roles={roles} busy={false} onSave={onSave} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add role" }));
    await user.type(screen.getByLabelText("Role 6 name"), "timer");
    await user.click(screen.getByRole("button", { name: "Save roles" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(ROLE_SET_MESSAGES.sameName("timer"));
  });

  it("saves the whole set: the kept roles with their keys, an added role without one", async () => {
    const onSave = vi.fn();
    render(<RoleEditor roles={roles} busy={false} onSave={onSave} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add role" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Role 6 name")));
    await user.type(screen.getByLabelText("Role 6 name"), "Table Topics Master");
    const pitcher = within(screen.getByRole("group", { name: "Role 1" }));
    await user.clear(pitcher.getByLabelText("Per meeting"));
    await user.type(pitcher.getByLabelText("Per meeting"), "4");
    // the last role moves up by its button, and the keyboard stays on it
    await user.click(screen.getByRole("button", { name: "Move role 6 up" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move role 5 up" })));
    await user.click(screen.getByRole("button", { name: "Save roles" }));
    expect(onSave).toHaveBeenCalledWith({
      roles: [
        { key: "pitcher", name: "Pitcher", perMeeting: 4, speaking: true, evaluated: true, duty: null },
        { key: "evaluator", name: "Evaluator", perMeeting: 3, speaking: false, evaluated: false, duty: "evaluator" },
        { key: "moderator", name: "Moderator", perMeeting: 1, speaking: false, evaluated: false, duty: "moderator" },
        { key: "timer", name: "Timer", perMeeting: 1, speaking: false, evaluated: false, duty: "timer" },
        { name: "Table Topics Master", perMeeting: 1, speaking: false, evaluated: false, duty: null },
        { key: "ah_counter", name: "Ah Counter", perMeeting: 1, speaking: false, evaluated: false, duty: "ah_counter" },
      ],
    });
  });
});

type Sent = { method: string; body: { roles: Array<Omit<(typeof roles)[number], "key"> & { key?: string }> } };

describe("the meeting roles page", () => {
  function renderPage(canManage: boolean, sent: Sent[]) {
    let shown = roles;
    fakeServer(({ method, path, body }) => {
      if (method === "GET" && path.endsWith("/roles")) return Response.json({ roles: shown, canManage });
      if (method === "GET") return Response.json({ id: CLUB_ID, name: "Berlin Demo Night" });
      const set = body as Sent["body"];
      sent.push({ method, body: set });
      shown = set.roles.map((role) => ({ ...role, key: role.key ?? "new_role" }));
      return Response.json({ roles: shown, canManage: true });
    });
    renderPageAt(RolesPage, "/dashboard/clubs/:clubId/roles", `/dashboard/clubs/${CLUB_ID}/roles`);
  }

  it("lists the roles with their numbers and badges; a member who may not change them gets no Edit roles", async () => {
    renderPage(false, []);
    const list = await screen.findByRole("list", { name: "The club's meeting roles" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Pitcher3 per meetingSpeakingEvaluated",
      "Evaluator3 per meetingEvaluator's duty",
      "Moderator1 per meetingModerator's duty",
      "Timer1 per meetingTimer's duty",
      "Ah Counter1 per meetingAh counter's duty",
    ]);
    expect(screen.queryByRole("button", { name: "Edit roles" })).toBeNull();
  });

  it("an officer saves the set: PUT with the whole set, the toast, the list as saved", async () => {
    const sent: Sent[] = [];
    renderPage(true, sent);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit roles" }));
    const timer = within(screen.getByRole("group", { name: "Role 4" }));
    await user.clear(timer.getByLabelText("Role 4 name"));
    await user.type(timer.getByLabelText("Role 4 name"), "Timekeeper");
    await user.click(screen.getByRole("button", { name: "Save roles" }));
    await expectToast("Roles Saved", "The club's meeting roles are saved.");
    expect(sent.map((request) => [request.method, request.body.roles.map((role) => role.key)])).toEqual([
      ["PUT", ["pitcher", "evaluator", "moderator", "timer", "ah_counter"]],
    ]);
    const list = await screen.findByRole("list", { name: "The club's meeting roles" });
    expect(within(list).getByText("Timekeeper")).toBeTruthy();
  });
});
