/**
 * Which pages may write (docs/decisions/109): APP_URL's origin everywhere; in development also its other loopback
 * spellings and, only under `npm run dev` (DEV_ORIGIN), the Vite dev server. Production trusts APP_URL alone.
 */
import { afterEach, describe, expect, test } from "vitest";
import { APP_URL, createTestServer, TEST_PASSWORD, type TestServer } from "../../../test/support/server";

const REFUSAL = "Requests from other sites are not accepted. Open http://localhost:3000 to use PitchCraft.";

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server started like `npm start` (NODE_ENV=development unless given) or like `npm run dev` (DEV_ORIGIN). */
async function started(env: Record<string, string>) {
  server = await createTestServer({ env: { NODE_ENV: "development", ...env } });
  return server;
}

/** Signs up from a page at `origin`; the answer's status, and the refusal's message if any. */
async function signUpFrom(test: TestServer, origin: string) {
  const email = `ann-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await test
    .client()
    .post(
      "/api/auth/sign-up/email",
      { name: "Ann", email, password: TEST_PASSWORD, callbackURL: "/dashboard" },
      { headers: { origin } },
    );
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, code: body.error?.code, message: body.error?.message };
}

/** Signs in at APP_URL, then signs out from a page at `origin` with the session cookie (Better Auth's own check). */
async function signOutFrom(test: TestServer, origin: string) {
  const client = test.client();
  await client.signUpAndVerify(`bea-${Math.random().toString(36).slice(2, 8)}@example.com`, "Bea");
  return (await client.post("/api/auth/sign-out", {}, { headers: { origin } })).status;
}

describe("development (npm start without NODE_ENV=production)", () => {
  test("a localhost APP_URL is also open at 127.0.0.1 and [::1] on the same port, in our check and Better Auth's", async () => {
    const dev = await started({ APP_URL });
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", APP_URL]) {
      expect(await signUpFrom(dev, origin)).toMatchObject({ status: 200 });
      expect(await signOutFrom(dev, origin)).toBe(200);
    }
  });

  test("another port, or another host, is another site; the refusal says which address to open", async () => {
    const dev = await started({ APP_URL });
    for (const origin of [
      "http://127.0.0.1:3001",
      "http://localhost:8080",
      "https://localhost:3000",
      "http://evil.example",
    ]) {
      expect(await signUpFrom(dev, origin)).toEqual({ status: 403, code: "CROSS_SITE_REQUEST", message: REFUSAL });
    }
  });

  test("the built app without dev mode refuses the Vite dev server's pages (:5173)", async () => {
    const built = await started({ APP_URL });
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:5173"]) {
      expect(await signUpFrom(built, origin)).toMatchObject({ status: 403, code: "CROSS_SITE_REQUEST" });
    }
  });

  test("under npm run dev (DEV_ORIGIN) the Vite dev server's pages may write", async () => {
    const dev = await started({ APP_URL, DEV_ORIGIN: "http://localhost:5173" });
    for (const origin of ["http://localhost:5173", "http://127.0.0.1:5173"]) {
      expect(await signUpFrom(dev, origin)).toMatchObject({ status: 200 });
      expect(await signOutFrom(dev, origin)).toBe(200);
    }
  });
});

describe("production", () => {
  test("only APP_URL: neither 127.0.0.1 nor the dev origin, even with DEV_ORIGIN set", async () => {
    const production = await started({ NODE_ENV: "production", APP_URL, DEV_ORIGIN: "http://localhost:5173" });
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:5173"]) {
      expect(await signUpFrom(production, origin)).toEqual({
        status: 403,
        code: "CROSS_SITE_REQUEST",
        message: REFUSAL,
      });
    }
    expect(await signUpFrom(production, APP_URL)).toMatchObject({ status: 200 });
  });
});
