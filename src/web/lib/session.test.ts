// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appPage } from "@/server/app-page";

/** The session module as a fresh page would load it, with `html` as the document. */
async function freshSession(html: string) {
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)?.[1] ?? html;
  vi.resetModules();
  return import("./session");
}

const template = "<html><head><title>PitchCraft</title></head><body><div id='root'></div></body></html>";

afterEach(() => vi.unstubAllGlobals());

describe("the session at start-up", () => {
  it("is the member the server named in the page, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const member = { id: "m1", email: "ann@example.com", name: "Ann</script>", createdAt: new Date() };
    // (a page without preload hints: happy-dom would fetch them)
    const session = await freshSession(appPage(template, { pathname: "/dashboard/profile", routes: [], member }));
    session.checkSession();
    const { result } = renderHook(() => session.useSession());
    expect(result.current).toEqual({
      member: expect.objectContaining({ id: "m1", email: "ann@example.com", name: "Ann</script>" }),
      loading: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is asked from the server when the page names nobody", async () => {
    const fetch = vi.fn(async () => new Response("null", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const session = await freshSession(appPage(template, { pathname: "/dashboard", routes: [] }));
    session.checkSession();
    expect(fetch).toHaveBeenCalledWith("/api/auth/get-session", expect.objectContaining({ method: "GET" }));
  });

  it("is signed out without asking on the prerendered landing page, where the server found nobody", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const prerendered = template.replace("<div id='root'></div>", "<div id='root'><!--landing--><!--/landing--></div>");
    const session = await freshSession(appPage(prerendered, { pathname: "/", routes: [], visitor: true }));
    session.checkSession();
    const { result } = renderHook(() => session.useSession());
    expect(result.current).toEqual({ member: null, loading: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ignores a damaged data block and asks the server", async () => {
    const fetch = vi.fn(async () => new Response("null", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const session = await freshSession(
      '<html><head><script type="application/json" id="signed-in-member">{"user":</script></head><body></body></html>',
    );
    session.checkSession();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
