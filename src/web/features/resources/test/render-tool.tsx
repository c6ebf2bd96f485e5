import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { expect, vi } from "vitest";
import { fakeServer } from "@/web/test/fake-server";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";

export { expectToast } from "@/web/test/toasts";

letToastsGoAfterAll();

/**
 * Renders a tool page as the app does (toasts mount themselves on first use), with a user who types and clicks;
 * `address`: the page's address with its query, when it matters.
 */
export function renderTool(Page: ComponentType, address = "/") {
  const user = userEvent.setup();
  // nobody is signed in: the tools work without a member (attaching an entry to a meeting needs one)
  fakeServer(() => new Response("null", { headers: { "content-type": "application/json" } }));
  render(
    <MemoryRouter initialEntries={[address]}>
      <Page />
    </MemoryRouter>,
  );
  return { user };
}

/** Catches the text files the page downloads (name and content) instead of saving them. */
export function catchDownloads() {
  const files: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: blob.text() });
  });
  return files;
}

export function store(key: string, value: unknown) {
  localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
}

export const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

/** Clears a history through its confirmation dialog. */
export async function clearHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Clear" }));
  await user.click(await screen.findByRole("button", { name: "Clear History" }));
}

/**
 * A tool's history as every tool keeps it: Export says No Data while it is empty; with `record` stored under `key`,
 * Export downloads the report (`file`, holding `line`) and says Report Exported; Clear empties it: History Cleared.
 * `noData`, `exported` and `cleared` are the tool's words in those toasts.
 */
export async function exportsAndClearsHistory(
  Page: ComponentType,
  history: {
    key: string;
    record: unknown;
    noData: string;
    exported: string;
    cleared: string;
    file: RegExp;
    line: string;
  },
) {
  const { user } = renderTool(Page);
  await user.click(screen.getByRole("button", { name: "Export" }));
  await expectToast("No Data", history.noData);
  cleanup();

  store(history.key, [history.record]);
  const files = catchDownloads();
  const second = renderTool(Page);
  await second.user.click(screen.getByRole("button", { name: "Export" }));
  await expectToast("Report Exported", history.exported);
  expect(files[0]?.name).toMatch(history.file);
  expect(await files[0]?.text).toContain(history.line);

  await clearHistory(second.user);
  await expectToast("History Cleared", history.cleared);
  expect(localStorage.getItem(history.key)).toBeNull();
}
