/**
 * "Continue with Google" end to end at the HTTP level: the app against a local OpenID provider standing in
 * for Google (e2e/support/oidc-provider.ts), with a cookie jar instead of a browser.
 * Self-contained on purpose: it builds its own runtime on an in-memory PGlite.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  googleCallbackUrl,
  type RunningOidcProvider,
  startOidcProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from "../e2e/support/oidc-provider";
import { loadConfig } from "../src/server/config";
import { openMemory, type Store } from "../src/server/db/client";
import { migrateStore } from "../src/server/db/migrate";
import { users } from "../src/server/db/schema";
import { createLogger } from "../src/server/logger";
import { createRuntime } from "../src/server/runtime";
import { brandPage } from "../src/server/web-assets";

const PORTS = { first: 3260, last: 3298 };

/** Cookies per host (host:port), as a browser keeps them; paths and expiry beyond deletion are ignored. */
class CookieJar {
  private readonly hosts = new Map<string, Map<string, string>>();

  store(url: URL, response: Response): void {
    const cookies = this.hosts.get(url.host) ?? new Map<string, string>();
    this.hosts.set(url.host, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  header(url: URL): string {
    return [...(this.hosts.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }

  names(url: URL): string[] {
    return [...(this.hosts.get(url.host)?.keys() ?? [])];
  }
}

type TestApp = {
  url: string;
  store: Store;
  close(): Promise<void>;
};

/** Listens on the first free port in PORTS, starting at a random one so parallel runs rarely collide. */
async function listenOnFreePort(listen: (port: number) => Promise<void>): Promise<number> {
  const count = PORTS.last - PORTS.first + 1;
  const offset = Math.floor(Math.random() * count);
  for (let attempt = 0; attempt < count; attempt++) {
    const port = PORTS.first + ((offset + attempt) % count);
    try {
      await listen(port);
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/**
 * Starts the app on a free port. `beforeRuntime` runs once the port is known and before the runtime is
 * created (Better Auth reads the provider's discovery document as it starts), and returns extra environment.
 */
async function startApp(beforeRuntime: (appUrl: string) => Promise<NodeJS.ProcessEnv>): Promise<TestApp> {
  let handle: (request: Request) => Response | Promise<Response> = () => new Response("starting", { status: 503 });
  const server = createAdaptorServer({ fetch: (request: Request) => handle(request) }) as Server;
  const port = await listenOnFreePort(
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(candidate, () => {
          server.off("error", reject);
          resolve();
        });
      }),
  );
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-google-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: "google-sign-in-test-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
    SEED_DEMO: "never",
    ...(await beforeRuntime(url)),
  });
  const store = await openMemory();
  await migrateStore(store);
  const runtime = await createRuntime(config, store, createLogger("silent"));
  handle = (request) => runtime.app.fetch(request);
  return {
    url,
    store,
    async close() {
      await runtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startSignIn(app: TestApp, jar: CookieJar, provider = "google"): Promise<Response> {
  const url = new URL("/api/auth/sign-in/social", app.url);
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url, Cookie: jar.header(url) },
    body: JSON.stringify({ provider, callbackURL: "/dashboard" }),
  });
  jar.store(url, response);
  return response;
}

describe("Continue with Google, against a local OpenID provider", () => {
  let provider: RunningOidcProvider | undefined;
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp(async (appUrl) => {
      await listenOnFreePort(async (port) => {
        provider = await startOidcProvider(port, { redirectUris: [googleCallbackUrl(appUrl)] });
      });
      if (!provider) throw new Error("the test OpenID provider did not start");
      return {
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
      };
    });
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it("runs the code flow, creates Grace with her names and a verified e-mail, and signs her in", async () => {
    const jar = new CookieJar();
    const started = await startSignIn(app, jar);
    expect(started.status).toBe(200);
    const { url: authorizationUrl, redirect } = (await started.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    const authorization = new URL(authorizationUrl);
    expect(authorization.origin).toBe(provider?.issuer);
    expect(authorization.searchParams.get("client_id")).toBe(TEST_CLIENT_ID);
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${app.url}/api/auth/callback/google`);
    expect(authorization.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");

    // Follow the redirects as a browser would, keeping each host's cookies, until the app sends us on.
    const hops: URL[] = [];
    let current = authorization;
    let landing: URL | undefined;
    for (let hop = 0; hop < 12 && !landing; hop++) {
      hops.push(current);
      const response = await fetch(current, { redirect: "manual", headers: { Cookie: jar.header(current) } });
      jar.store(current, response);
      const location = response.headers.get("location");
      expect(response.status, `${current.href} answered ${response.status}`).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      if (!location) throw new Error(`${current.href} redirected without a Location`);
      const next = new URL(location, current);
      if (next.origin === app.url && !next.pathname.startsWith("/api/")) landing = next;
      else current = next;
    }

    const callback = hops.at(-1);
    expect(callback?.origin).toBe(app.url);
    expect(callback?.pathname).toBe("/api/auth/callback/google");
    expect(callback?.searchParams.get("code")).toBeTruthy();
    expect(landing?.href).toBe(`${app.url}/dashboard`);
    expect(jar.names(new URL(app.url))).toContain("better-auth.session_token");

    const sessionUrl = new URL("/api/auth/get-session", app.url);
    const sessionResponse = await fetch(sessionUrl, { headers: { Cookie: jar.header(sessionUrl) } });
    expect(sessionResponse.status).toBe(200);
    const session = (await sessionResponse.json()) as {
      user: { id: string; email: string; name: string; lastName: string | null; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({
      email: "grace.google@example.com",
      name: "Grace",
      lastName: "Hopper",
      emailVerified: true,
    });

    const [row] = await app.store.db.select().from(users).where(eq(users.email, "grace.google@example.com"));
    expect(row).toMatchObject({ firstName: "Grace", lastName: "Hopper", emailVerified: true });

    // The app's own routes see the same member.
    const profileUrl = new URL("/api/profile", app.url);
    const profile = await fetch(profileUrl, { headers: { Cookie: jar.header(profileUrl) } });
    expect(profile.status).toBe(200);
  });

  it("signs the same member in again without creating a second user", async () => {
    const jar = new CookieJar();
    const started = await startSignIn(app, jar);
    let current = new URL(((await started.json()) as { url: string }).url);
    for (let hop = 0; hop < 12; hop++) {
      const response = await fetch(current, { redirect: "manual", headers: { Cookie: jar.header(current) } });
      jar.store(current, response);
      const next = new URL(response.headers.get("location") ?? "", current);
      if (next.origin === app.url && !next.pathname.startsWith("/api/")) {
        expect(next.pathname).toBe("/dashboard");
        break;
      }
      current = next;
    }
    const rows = await app.store.db.select().from(users).where(eq(users.email, "grace.google@example.com"));
    expect(rows).toHaveLength(1);
    const sessionUrl = new URL("/api/auth/get-session", app.url);
    const session = (await (await fetch(sessionUrl, { headers: { Cookie: jar.header(sessionUrl) } })).json()) as {
      user: { id: string };
    };
    expect(session.user.id).toBe(rows[0]?.id);
  });

  it("tells the page that Google sign-in is available", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      BETTER_AUTH_SECRET: "google-sign-in-test-secret-0123456789abcdef",
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
    });
    expect(brandPage('<meta name="google-sign-in" content="%GOOGLE_ENABLED%" />', config)).toBe(
      '<meta name="google-sign-in" content="true" />',
    );
  });
});

describe("Continue with Google when Google is not configured", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp(async () => ({}));
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers 404 PROVIDER_NOT_FOUND, and the page is told Google sign-in is off", async () => {
    const response = await startSignIn(app, new CookieJar());
    // Better Auth's answer; the sign-in screen shows no "Continue with Google" then (decision 124)
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "PROVIDER_NOT_FOUND", message: "Provider not found" });

    const config = loadConfig({ NODE_ENV: "test", BETTER_AUTH_SECRET: "google-sign-in-test-secret-0123456789abcdef" });
    expect(brandPage('<meta name="google-sign-in" content="%GOOGLE_ENABLED%" />', config)).toBe(
      '<meta name="google-sign-in" content="false" />',
    );
  });

  it("still refuses a last name at e-mail sign-up (only a provider profile or the profile page sets it)", async () => {
    const url = new URL("/api/auth/sign-up/email", app.url);
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify({ name: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "analytical1" }),
    });
    expect(response.status).toBe(400);
    expect(await app.store.db.select().from(users).where(eq(users.email, "ada@example.com"))).toEqual([]);
  });
});
