import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

describe("the app page as served", () => {
  const built = mkdtempSync(path.join(tmpdir(), "pitchcraft-built-"));
  const client = path.join(built, "client");
  mkdirSync(client);
  writeFileSync(path.join(client, "index.html"), "<html><head><title>%APP_NAME%</title></head><body></body></html>");
  writeFileSync(
    path.join(built, "route-chunks.json"),
    JSON.stringify([{ path: "/dashboard", files: ["assets/home-page-1.js"] }]),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  const member = { id: "m1", email: "ann@example.com", name: "Ann", createdAt: new Date() };
  const app = new Hono();
  serveWebApp(app, { appName: "PitchCraft", google: undefined } as unknown as Config, client, async (headers) =>
    headers.get("cookie") === "session=ann" ? member : undefined,
  );

  it("preloads the chunks of the page at the address, from the build's route-chunks.json", async () => {
    const page = await (await app.request("/dashboard")).text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(await (await app.request("/auth")).text()).not.toContain("modulepreload");
  });

  it("names the signed-in member only in their own copy, which no cache keeps (decision 123)", async () => {
    const visitor = await app.request("/dashboard");
    expect(visitor.headers.get("cache-control")).toBe("no-cache");
    expect(await visitor.text()).not.toContain("ann@example.com");
    const own = await app.request("/dashboard", { headers: { cookie: "session=ann" } });
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(await own.text()).toContain('"email":"ann@example.com"');
  });

  it("still serves the page when looking the session up fails", async () => {
    const failing = new Hono();
    serveWebApp(failing, { appName: "PitchCraft", google: undefined } as unknown as Config, client, async () => {
      throw new Error("database unreachable");
    });
    const response = await failing.request("/dashboard", { headers: { cookie: "session=ann" } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("signed-in-member");
  });
});

describe("the prerendered landing page (decision 251)", () => {
  const built = mkdtempSync(path.join(tmpdir(), "pitchcraft-prerendered-"));
  const client = path.join(built, "client");
  mkdirSync(client);
  // as scripts/build.mjs writes it: the landing page's HTML in #root, between its markers
  const landing = "<!--landing--><main><h1>Welcome to <span>%APP_NAME%</span></h1></main><!--/landing-->";
  const script = '<script type="module" crossorigin src="/assets/index.js"></script>';
  const styleLink = '<link rel="stylesheet" crossorigin href="/assets/index.css">';
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets", "index.css"), "body{color:#0b1020}");
  writeFileSync(
    path.join(client, "index.html"),
    `<html><head><title>%APP_NAME%</title>${script}${styleLink}</head><body><div id="root">${landing}</div></body></html>`,
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const member = { id: "m1", email: "ann@example.com", name: "Ann", createdAt: new Date() };
  const config = { appName: "Speakers' Corner", google: undefined } as unknown as Config;
  const app = new Hono();
  serveWebApp(app, config, client, async (headers) => (headers.get("cookie") === "session=ann" ? member : undefined));
  const headline = "<h1>Welcome to <span>Speakers&#39; Corner</span></h1>";

  it("is sent to a visitor at / with the product's name, saying nobody is signed in", async () => {
    const page = await (await app.request("/")).text();
    expect(page).toContain(`<div id="root"><!--landing--><main>${headline}</main><!--/landing--></div>`);
    expect(page).toContain('<script type="application/json" id="signed-in-member">{"user":null}</script>');
    // what shows needs no script and no other file: the style sheet is inside, the scripts load after
    expect(page).toContain("<style>body{color:#0b1020}</style>");
    expect(page).not.toContain(styleLink);
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
  });

  it("is left out of every other page, of a member's / and of / when the session could not be looked up", async () => {
    for (const address of ["/auth", "/dashboard", "/dashboard/events"]) {
      const page = await (await app.request(address)).text();
      expect(page, address).toContain('<div id="root"></div>');
      expect(page, address).not.toContain("signed-in-member");
      expect(page, address).toContain(script + styleLink);
    }
    const own = await (await app.request("/", { headers: { cookie: "session=ann" } })).text();
    expect(own).toContain('<div id="root"></div>');
    expect(own).toContain('"email":"ann@example.com"');
    const failing = new Hono();
    serveWebApp(failing, config, client, async () => {
      throw new Error("database unreachable");
    });
    const unknown = await (await failing.request("/")).text();
    expect(unknown).toContain('<div id="root"></div>');
    expect(unknown).not.toContain("signed-in-member");
  });
});
