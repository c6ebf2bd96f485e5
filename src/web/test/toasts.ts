import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

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
