// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDialogHistory, useNavigateFromDialog } from "@/web/lib/dialog-history";
import { ConfirmDialog } from "./confirm-dialog";
import { InputField } from "./field";
import { FormDialog } from "./form-dialog";

/** The ids of the dialogs whose history entries lead to the current one (none on the page's own entry). */
const dialogEntries = () => (window.history.state as { pitchcraftDialogs?: string[] } | null)?.pitchcraftDialogs;

const back = () => act(() => window.history.back());

beforeEach(() => {
  // a page before this one, and this page: Back from this page's own entry leaves it
  window.history.pushState({ page: "before" }, "", "/before");
  window.history.pushState({ page: "here" }, "", "/here");
});
afterEach(async () => {
  cleanup();
  await act(async () => undefined);
  resetDialogHistory();
});

/** A page with a Plan button that opens a form dialog; saving closes it, and the list reloads a moment later. */
function PlanPage({ onSave = () => undefined }: { onSave?: (title: string) => void }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [reloads, setReloads] = useState(0);
  return (
    <main>
      <p>Meetings loaded {reloads} times</p>
      {/* drawn anew on each reload, as a list's rows are when their key changes */}
      <button key={reloads} type="button" onClick={() => setOpen(true)}>
        Plan a meeting
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Plan a meeting"
        description="When and where the club meets."
        submitLabel="Save"
        busyLabel="Saving"
        busy={false}
        canSubmit
        onSubmit={() => {
          onSave(title);
          setOpen(false);
          setTimeout(() => setReloads((count) => count + 1), 30);
        }}
      >
        <InputField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <InputField label="Location" value="" onChange={() => undefined} />
      </FormDialog>
    </main>
  );
}

const opener = () => screen.getByRole("button", { name: "Plan a meeting" });
const titleField = () => screen.getByLabelText("Title") as HTMLInputElement;

async function openPlan() {
  const user = userEvent.setup();
  render(<PlanPage />);
  await user.click(opener());
  await screen.findByRole("dialog", { name: "Plan a meeting" });
  await waitFor(() => expect(dialogEntries()).toHaveLength(1));
  return user;
}

describe("a dialog and the keyboard", () => {
  it("opens on its first field, so a space typed first goes into the field and the dialog stays", async () => {
    const user = await openPlan();
    await waitFor(() => expect(document.activeElement).toBe(titleField()));
    await user.keyboard(" ");
    expect(titleField().value).toBe(" ");
    expect(screen.getByRole("dialog", { name: "Plan a meeting" })).toBeTruthy();
  });

  it("gives the focus back to the button that opened it after Escape", async () => {
    const user = await openPlan();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it("after saving, gives the focus to the button drawn in place of the one that opened it", async () => {
    const user = await openPlan();
    const first = screen.getByRole("button", { name: "Plan a meeting", hidden: true });
    await user.type(titleField(), "Club night");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Meetings loaded 1 times");
    expect(first.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });
});

describe("a dialog and Back", () => {
  it("closing it leaves no history entry behind: Back then leaves the page", async () => {
    const user = await openPlan();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialogEntries()).toBeUndefined());
    expect(window.location.pathname).toBe("/here");
    back();
    expect(window.location.pathname).toBe("/before");
  });

  it("Back closes an untouched dialog and stays on the page, the focus on its opener", async () => {
    await openPlan();
    back();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(window.location.pathname).toBe("/here");
    expect(dialogEntries()).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it("Back with changes asks first: Cancel keeps the form as it was, Discard closes it", async () => {
    const user = await openPlan();
    await user.type(titleField(), "Club night");
    back();
    const question = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    expect(question.textContent).toContain("What you entered in this dialog has not been saved.");
    expect(window.location.pathname).toBe("/here");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel")); // Cancel first, as every question

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(titleField().value).toBe("Club night");
    await waitFor(() => expect(dialogEntries()).toHaveLength(1)); // Back works again

    back();
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { hidden: true })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(dialogEntries()).toBeUndefined());
    expect(window.location.pathname).toBe("/here");
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    back();
    expect(window.location.pathname).toBe("/before");
  });
});

function RemoveOfficer({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Remove Ada as Treasurer
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Remove Ada?"
        description="Ada is no longer the club's Treasurer."
        confirmLabel="Remove"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe("a confirmation", () => {
  it("keeps Cancel focused first; Back answers Cancel and the focus goes back to its button", async () => {
    const confirmed = vi.fn();
    const user = userEvent.setup();
    render(<RemoveOfficer onConfirm={confirmed} />);
    const button = screen.getByRole("button", { name: "Remove Ada as Treasurer" });
    await user.click(button);
    await screen.findByRole("alertdialog", { name: "Remove Ada?" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    await waitFor(() => expect(dialogEntries()).toHaveLength(1));
    back();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(confirmed).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/here");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

/** A page whose dialog's submit button goes to another page. */
function CoursesPage() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigateFromDialog();
  return (
    <main>
      <h1>Courses</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a course
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Choose a course"
        description="Where to go next."
        submitLabel="Go to the course"
        busyLabel="Opening"
        busy={false}
        canSubmit
        onSubmit={() => navigate("/course")}
      >
        <InputField label="Course" value="Storytelling" readOnly />
      </FormDialog>
    </main>
  );
}

describe("a dialog and React Router", () => {
  it("a page reached from inside a dialog replaces the dialog's entry: Back returns to the page under it", async () => {
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/here" element={<CoursesPage />} />
          <Route path="/course" element={<h1>The course</h1>} />
        </Routes>
      </BrowserRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Choose a course" }));
    await waitFor(() => expect(dialogEntries()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Go to the course" }));
    await screen.findByRole("heading", { name: "The course" });
    back();
    await screen.findByRole("heading", { name: "Courses" });
    expect(window.location.pathname).toBe("/here");
    expect(dialogEntries()).toBeUndefined();
    back();
    expect(window.location.pathname).toBe("/before");
  });
});
