import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { Config } from "./config";
import { serveWebApp } from "./web-assets";

const clientDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-compressed-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "index.html"), "<title>%APP_NAME%</title>");
const script = "export const answer = 42;\n".repeat(50);
writeFileSync(path.join(clientDir, "assets", "page-1.js"), script);
writeFileSync(path.join(clientDir, "assets", "page-1.js.br"), brotliCompressSync(script));
writeFileSync(path.join(clientDir, "assets", "page-1.js.gz"), gzipSync(script));

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the built front end's scripts", () => {
  const app = new Hono();
  serveWebApp(app, { appName: "PitchCraft", google: undefined } as unknown as Config, clientDir);

  it("go out as the build's Brotli or gzip copy to browsers that accept it, cached for a year", async () => {
    const brotli = await app.request("/assets/page-1.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toContain("javascript");
    expect(brotli.headers.get("cache-control")).toContain("immutable");
    const gzip = await app.request("/assets/page-1.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("go out as they are to clients that accept no compression", async () => {
    const plain = await app.request("/assets/page-1.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
