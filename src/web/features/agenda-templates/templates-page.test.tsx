// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import { fakeServer } from "@/web/test/fake-server";
import { renderPageAt } from "@/web/test/render-page";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";
import type { AgendaTemplate } from "./api";
import { TemplateEditor } from "./template-editor";
import { Component as TemplatesPage } from "./templates-page";

const CLUB_ID = "0b8e6c1e-6a53-4b8e-9d2f-3f1a2b3c4d5e";

letToastsGoAfterAll();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const classic: AgendaTemplate = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Classic club meeting",
  isDefault: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
  totalMinutes: 22,
  items: [
    { title: "Opening", agendaType: "general", durationMinutes: 5, roleType: null },
    { title: "Prepared pitch 1", agendaType: "pitch", durationMinutes: 7, roleType: "pitcher" },
    { title: "Evaluation 1", agendaType: "evaluation", durationMinutes: 10, roleType: "evaluator" },
  ],
};

describe("the template editor", () => {
  it("points at the item without a title: its field is invalid, described by the message, and focused", async () => {
    const onSave = vi.fn();
    render(
      <TemplateEditor template={classic} roles={SPEC_ROLE_SET} busy={false} onSave={onSave} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    const second = screen.getByLabelText<HTMLInputElement>("Item 2 title");
    await user.clear(second);
    await user.click(screen.getByRole("button", { name: "Save template" }));
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(second.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Each item needs a title.");
    // the others are not marked
    expect(screen.getByLabelText("Item 1 title").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    // typing a title clears the mark, and the template saves
    await user.type(second, "Table Topics");
    expect(second.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save template" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        items: expect.arrayContaining([expect.objectContaining({ title: "Table Topics", agendaType: "pitch" })]),
      }),
    );
  });

  it("points at the name when it is blank, and opens on it", async () => {
    render(<TemplateEditor roles={SPEC_ROLE_SET} busy={false} onSave={vi.fn()} onCancel={() => {}} />);
    const name = screen.getByLabelText("Template name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Item 1 title"), "Opening");
    await user.click(screen.getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The name is required.",
    );
  });
});

describe("the templates page", () => {
  it("duplicates a template on the server as '<name> (copy)' and opens the copy to edit", async () => {
    const copy = { ...classic, id: "00000000-0000-4000-8000-000000000002", name: "Classic club meeting (copy)" };
    let templates = [classic];
    const sent: string[] = [];
    fakeServer(({ method, path }) => {
      if (method === "GET" && path.endsWith("/templates")) return Response.json({ templates, canManage: true });
      if (method === "GET") return Response.json({ id: CLUB_ID, name: "Harbour Speakers" });
      sent.push(`${method} ${path}`);
      templates = [classic, { ...copy, isDefault: false }];
      return Response.json({ ...copy, isDefault: false }, { status: 201 });
    });
    renderPageAt(TemplatesPage, "/dashboard/clubs/:clubId/templates", `/dashboard/clubs/${CLUB_ID}/templates`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Duplicate Classic club meeting" }));
    await expectToast("Template Duplicated", '"Classic club meeting (copy)" is ready to edit.');
    expect(sent).toEqual([`POST /api/clubs/${CLUB_ID}/templates/${classic.id}/duplicate`]);
    const editor = await screen.findByRole("form", { name: "Edit template Classic club meeting (copy)" });
    expect(within(editor).getByLabelText<HTMLInputElement>("Template name").value).toBe("Classic club meeting (copy)");
    expect(screen.getByRole("region", { name: "Classic club meeting" })).toBeTruthy();
  });
});
