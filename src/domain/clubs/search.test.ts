import { describe, expect, test } from "vitest";
import { clubMatches, clubSearchInput, containsPattern } from "./search";

describe("club search", () => {
  test("the search text is trimmed and an empty one means every club", () => {
    expect(clubSearchInput.parse("  Berlin ")).toBe("Berlin");
    expect(clubSearchInput.parse("   ")).toBeUndefined();
    expect(clubSearchInput.parse(undefined)).toBeUndefined();
    expect(clubSearchInput.safeParse("x".repeat(101)).success).toBe(false);
  });

  test("wildcards typed by a person are matched literally", () => {
    expect(containsPattern("pitch")).toBe("%pitch%");
    expect(containsPattern("100%_fun\\")).toBe("%100\\%\\_fun\\\\%");
  });

  test("name, location or description match, whatever the case", () => {
    const club = { name: "Berlin Demo Night", location: "Berlin, Germany", description: "Product demos" };
    expect(clubMatches(club, "demo night")).toBe(true);
    expect(clubMatches(club, "GERMANY")).toBe(true);
    expect(clubMatches(club, "product")).toBe(true);
    expect(clubMatches(club, "london")).toBe(false);
    expect(clubMatches({ name: "Quiet", location: null, description: null }, "x")).toBe(false);
    expect(clubMatches(club, " ")).toBe(true);
  });
});
