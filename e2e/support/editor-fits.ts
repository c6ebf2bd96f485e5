import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Every select of an editor is wide enough for its longest option ("Evaluation", "Ah Counter"), and every field stays
 * inside its form: none is cut off at this width.
 */
export async function expectEditorFits(page: Page, editor: Locator) {
  const cut = await editor.locator("select, input").evaluateAll((controls) =>
    (controls as Array<HTMLSelectElement | HTMLInputElement>).flatMap((control) => {
      const box = control.getBoundingClientRect();
      const form = control.closest("form")?.getBoundingClientRect();
      const label = control.labels?.[0]?.textContent ?? control.name;
      if (form && (box.left < form.left || box.right > form.right)) return [`${label}: outside the editor`];
      if (!(control instanceof HTMLSelectElement)) return [];
      const probe = document.createElement("span");
      probe.style.font = getComputedStyle(control).font;
      probe.style.position = "absolute";
      probe.style.whiteSpace = "nowrap";
      document.body.append(probe);
      const widest = Math.max(
        ...[...control.options].map((option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      // the text, the side padding (0.75rem each) and the arrow (about 1.5rem)
      return widest + 48 > control.clientWidth ? [`${label}: ${control.clientWidth}px`] : [];
    }),
  );
  expect(cut, `controls cut off at ${page.viewportSize()?.width} px`).toEqual([]);
}
