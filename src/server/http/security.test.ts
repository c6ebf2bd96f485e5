import { describe, expect, it } from "vitest";
import { APP_URL, aServerForTheFile, createTestServer } from "../../../test/support/server";

describe("security headers, cross-site writes, health and request logs", () => {
  const server = aServerForTheFile();

  it("sends a Content-Security-Policy without inline scripts, and refuses framing and sniffing", async () => {
    const response = await server.app.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the product is served over HTTPS", async () => {
    const secure = await createTestServer({ env: { APP_URL: "https://speak.example.org" } });
    try {
      const response = await secure.app.request("/healthz");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await secure.close();
    }
  });

  it("refuses writes from another site and accepts them from the product's own pages", async () => {
    const body = JSON.stringify({ email: "someone@example.com", password: "whatever-it-is" });
    const headers = { "content-type": "application/json" };
    const foreign = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      body,
      headers: { ...headers, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("CROSS_SITE_REQUEST");
    const crossSiteWithoutOrigin = await server.app.request("/api/profile", {
      method: "PATCH",
      body: "{}",
      headers: { ...headers, "sec-fetch-site": "cross-site" },
    });
    expect(crossSiteWithoutOrigin.status).toBe(403);
    const own = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      body,
      headers: { ...headers, origin: APP_URL },
    });
    expect(own.status).toBe(401);
  });

  it("answers /healthz and /readyz", async () => {
    expect((await server.app.request("/healthz")).status).toBe(200);
    const ready = await server.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect((await ready.json()).ok).toBe(true);
  });

  it("logs each request once with an id, status and duration, never its query or a reset token", async () => {
    await server.app.request("/api/auth/reset-password/secret-token-123?callbackURL=/auth", {
      headers: { "x-request-id": "req-42" },
    });
    const line = server.logs.find((entry) => entry.reqId === "req-42");
    expect(line).toMatchObject({ method: "GET", msg: "request" });
    expect(typeof line?.status).toBe("number");
    expect(typeof line?.ms).toBe("number");
    expect(JSON.stringify(server.logs)).not.toContain("secret-token-123");
  });
});
