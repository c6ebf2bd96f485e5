// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pageTitleOf } from "./router";

describe("page titles", () => {
  it("are the innermost route's: a dashboard page's rather than the layout's", () => {
    expect(pageTitleOf("/dashboard")).toBe("Dashboard");
    expect(pageTitleOf("/dashboard/events")).toBe("Events & News");
    expect(pageTitleOf("/dashboard/events/7f0c")).toBe("Event");
    expect(pageTitleOf("/dashboard/resources/timer")).toBe("Timer App");
    expect(pageTitleOf("/dashboard/pathways/certification/1/pitch/new")).toBe("New pitch");
    expect(pageTitleOf("/dashboard/pathways/certification/1/certificate")).toBe("Certificate");
  });

  it("name unknown addresses as such, in and outside the dashboard; the landing page has none of its own", () => {
    expect(pageTitleOf("/dashboard/no-such-page")).toBe("Page not found");
    expect(pageTitleOf("/no-such-page")).toBe("Page not found");
    expect(pageTitleOf("/")).toBe("");
  });
});
