import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { Config } from "./config";
import { serveWebApp } from "./web-assets";

const clientDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-client-"));
writeFileSync(path.join(clientDir, "index.html"), "<title>%APP_NAME%</title>");
writeFileSync(path.join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the built front end", () => {
  const app = new Hono();
  serveWebApp(app, { appName: "PitchCraft", google: undefined } as unknown as Config, clientDir);

  it("serves the service worker from the site's root with no-cache, so updates reach offline users", async () => {
    const response = await app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(await response.text()).toContain("addEventListener");
  });

  it("leaves other files' caching alone and serves every page as the app", async () => {
    expect((await app.request("/favicon.svg")).headers.get("cache-control")).toBeNull();
    const page = await app.request("/dashboard/resources/timer");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<title>PitchCraft</title>");
  });
});
