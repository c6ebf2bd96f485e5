// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadedSection } from "./loaded-section";

afterEach(cleanup);

const queryOf = (state: { data?: string[]; isError?: boolean }) =>
  ({ isError: false, ...state }) as unknown as UseQueryResult<string[]>;

const section = (query: UseQueryResult<string[]>) => (
  <LoadedSection
    anchor="away-dates"
    failure="Your away dates could not be loaded. Please reload the page."
    query={query}
    shapes={["h-12", "h-12"]}
  >
    {(days) => <p>{days.join(", ")}</p>}
  </LoadedSection>
);

describe("a profile section of one query", () => {
  it("says in words that it could not load", () => {
    render(section(queryOf({ isError: true })));
    expect(screen.getByRole("alert").textContent).toBe("Your away dates could not be loaded. Please reload the page.");
  });

  it("shows what it read, and scrolls to its anchor once loaded when a link named it", () => {
    const scrolled = vi.fn();
    const anchor = document.createElement("div");
    anchor.id = "away-dates";
    anchor.scrollIntoView = scrolled;
    document.body.append(anchor);
    window.location.hash = "#away-dates";
    const { rerender } = render(section(queryOf({})));
    expect(screen.queryByText("Dec 24, Dec 25")).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
    rerender(section(queryOf({ data: ["Dec 24", "Dec 25"] })));
    expect(screen.getByText("Dec 24, Dec 25")).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    anchor.remove();
    window.location.hash = "";
  });
});
