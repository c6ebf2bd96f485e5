import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, expect } from "vitest";

/** Component tests: waits for the toast with this title and description (one toast is visible at a time). */
export async function expectToast(title: string, description: string) {
  await waitFor(
    () => {
      const shown = screen
        .queryAllByText(title, { selector: "[data-title]" })
        .map((element) => element.closest("[data-sonner-toast]") as HTMLElement)
        .filter((item) => within(item).queryByText(description, { selector: "[data-description]" }));
      expect(shown, `toast ${title} / ${description}`).not.toHaveLength(0);
    },
    { timeout: 3000 },
  );
}

/**
 * A new toast dismisses the one shown, and the toast library removes dismissed toasts on a timer: let every toast go
 * before the test file's window is torn down, so no timer fires into a page that is gone. Call it at a file's top.
 */
export function letToastsGoAfterAll() {
  afterAll(async () => {
    const { toast } = await import("sonner");
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
}
