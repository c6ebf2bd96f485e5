import { describe, expect, test } from "vitest";
import { hasForbiddenCharacter, nestsTooDeeply, textField, trimBlank, unstorableJson } from "./text";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("textField", () => {
  const name = textField("Name", 20).min(1, "Name is required");
  const story = textField("Story", 200, { multiLine: true });

  test("refuses NUL and other control characters with a message naming the field", () => {
    for (const bad of ["Ann\u0000", "\u0000", "A\u0007nn", "Ann\u001b[31m", "Ann\u007f", "Ann\u0085"]) {
      expect(firstMessage(name.safeParse(bad)), JSON.stringify(bad)).toBe(
        "Name contains a character that is not allowed.",
      );
      expect(firstMessage(story.safeParse(bad)), JSON.stringify(bad)).toBe(
        "Story contains a character that is not allowed.",
      );
    }
  });

  test("tab and line breaks only in multi-line text", () => {
    expect(story.parse("Line one\r\nLine two\tand a tab")).toBe("Line one\r\nLine two\tand a tab");
    expect(firstMessage(name.safeParse("Ann\nSmith"))).toBe("Name must be on one line.");
    expect(firstMessage(name.safeParse("Ann\tSmith"))).toBe("Name must be on one line.");
    expect(name.parse("  Ann \n")).toBe("Ann");
  });

  test("a name made only of invisible characters is blank", () => {
    expect(firstMessage(name.safeParse("\u200B\u200B"))).toBe("Name is required");
    expect(firstMessage(name.safeParse(" \uFEFF\u2060 "))).toBe("Name is required");
    expect(name.parse("\u200BAnn\u200D")).toBe("Ann");
    // Joiners inside a name (emoji sequences, some scripts) are kept.
    expect(name.parse("👩\u200D💻 Ann")).toBe("👩\u200D💻 Ann");
  });

  test("caps the length after trimming", () => {
    expect(name.safeParse(`  ${"a".repeat(20)}  `).success).toBe(true);
    expect(firstMessage(name.safeParse("a".repeat(21)))).toBe("Name must be at most 20 characters.");
  });
});

describe("hasForbiddenCharacter and trimBlank", () => {
  test("agree with the field rule", () => {
    expect(hasForbiddenCharacter("ok")).toBe(false);
    expect(hasForbiddenCharacter("a\nb")).toBe(true);
    expect(hasForbiddenCharacter("a\nb", { multiLine: true })).toBe(false);
    expect(hasForbiddenCharacter("a\u0000b", { multiLine: true })).toBe(true);
    expect(trimBlank("\u00AD x \u200B")).toBe("x");
  });
});

describe("request bodies", () => {
  test("nesting is counted on the text, outside strings, without walking it", () => {
    expect(nestsTooDeeply("[".repeat(100_000))).toBe(true);
    expect(nestsTooDeeply(`${"[".repeat(32)}${"]".repeat(32)}`)).toBe(false);
    expect(nestsTooDeeply(`${"[".repeat(33)}${"]".repeat(33)}`)).toBe(true);
    expect(nestsTooDeeply(JSON.stringify({ text: "[{".repeat(50), quoted: '\\"[[[' }))).toBe(false);
    expect(nestsTooDeeply('[["a"],["b"],{"c":[1]}]', 3)).toBe(false);
    expect(nestsTooDeeply('[["a"],["b"],{"c":[1]}]', 2)).toBe(true);
  });

  test("text no column can store: NUL or a lone surrogate, in a value or a key, however deep", () => {
    expect(unstorableJson({ a: [{ b: "x\uD800y" }] })).toBe(true);
    expect(unstorableJson(["\uDC00"])).toBe(true);
    expect(unstorableJson({ "\uD83D": 1 })).toBe(true);
    expect(unstorableJson({ a: "x\u0000" })).toBe(true);
    expect(unstorableJson({ a: "😀 fine", b: [1, true, null] })).toBe(false);
    let deep: unknown = "\uD800";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableJson(deep)).toBe(true);
  });
});
