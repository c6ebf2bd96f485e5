import { describe, expect, test } from "vitest";
import { plural } from "./plurals";

describe("plural", () => {
  const votes = { one: "# vote", other: "# votes" };

  test("English: one for 1, other for everything else, 0 included", () => {
    expect(plural(1, votes)).toBe("1 vote");
    expect(plural(0, votes)).toBe("0 votes");
    expect(plural(2, votes)).toBe("2 votes");
    expect(plural(21, votes)).toBe("21 votes");
    expect(plural(1.5, votes)).toBe("1.5 votes");
  });

  test("a form without # names no number; # may appear anywhere", () => {
    expect(plural(1, { one: "a role", other: "# roles" })).toBe("a role");
    expect(plural(3, { one: "a role", other: "# roles" })).toBe("3 roles");
    expect(plural(3, { one: "it", other: "them" })).toBe("them");
    expect(plural(2, { one: "# open role slot", other: "# open role slots" })).toBe("2 open role slots");
  });

  test("the locale chooses the category; a missing one falls back to other", () => {
    const polish = { one: "# głos", few: "# głosy", many: "# głosów", other: "# głosu" };
    expect(plural(1, polish, "pl")).toBe("1 głos");
    expect(plural(3, polish, "pl")).toBe("3 głosy");
    expect(plural(5, polish, "pl")).toBe("5 głosów");
    expect(plural(22, polish, "pl")).toBe("22 głosy");
    const arabic = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" };
    expect([0, 1, 2, 3, 11, 100].map((count) => plural(count, arabic, "ar"))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "many",
      "other",
    ]);
    expect(plural(3, { one: "# voto", other: "# votos" }, "pl")).toBe("3 votos");
    // French counts 0 with 1
    expect(plural(0, { one: "# vote", other: "# votes" }, "fr")).toBe("0 vote");
  });
});
