import { describe, expect, test } from "vitest";
import { FOREIGN_SPELLINGS } from "../../../test/support/redirects";
import { safeReturnPath } from "./return-to";

describe("safeReturnPath", () => {
  test("returns to the dashboard page the visitor came from", () => {
    expect(safeReturnPath("/dashboard/events/42?tab=roles")).toBe("/dashboard/events/42?tab=roles");
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
  });

  test("anything that is not a dashboard page of this site goes to the dashboard", () => {
    for (const spelling of [...FOREIGN_SPELLINGS, "/auth", "/dashboardx", null]) {
      expect(safeReturnPath(spelling), JSON.stringify(spelling)).toBe("/dashboard");
    }
  });
});
