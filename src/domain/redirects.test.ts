import { describe, expect, test } from "vitest";
import { FOREIGN_SPELLINGS } from "../../test/support/redirects";
import { safeRedirect, sameSiteTarget } from "./redirects";

describe("sameSiteTarget", () => {
  test("keeps pages of this site, normalised as a browser would", () => {
    expect(sameSiteTarget("/dashboard")).toBe("/dashboard");
    expect(sameSiteTarget("/")).toBe("/");
    expect(sameSiteTarget("/dashboard/events?next=%2Fdashboard#roles")).toBe(
      "/dashboard/events?next=%2Fdashboard#roles",
    );
    expect(sameSiteTarget("/dashboard/./events/../pathways")).toBe("/dashboard/pathways");
    expect(sameSiteTarget("/auth/reset-password")).toBe("/auth/reset-password");
  });

  test("refuses every spelling that leads to another host", () => {
    for (const spelling of FOREIGN_SPELLINGS) {
      expect(sameSiteTarget(spelling), JSON.stringify(spelling)).toBeUndefined();
    }
    expect(sameSiteTarget(undefined)).toBeUndefined();
    expect(sameSiteTarget(42)).toBeUndefined();
  });
});

describe("safeRedirect", () => {
  test("falls back to the dashboard", () => {
    expect(safeRedirect("/.//evil.example/sign-in")).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect("/dashboard/profile")).toBe("/dashboard/profile");
    expect(safeRedirect("//evil.example", "/auth")).toBe("/auth");
  });
});
