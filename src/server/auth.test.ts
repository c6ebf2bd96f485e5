import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { aServerForEachTest, createTestServer, TEST_PASSWORD } from "../../test/support/server";
import { createAuth } from "./auth";
import { accounts, sessions, users } from "./db/schema";
import { GUARDS } from "./http/auth-guard";
import { createRuntime } from "./runtime";

// Passwords are what these tests are about: scrypt, as in production (other test servers hash quickly).
const server = aServerForEachTest({ realPasswordHash: true });

const signUp = (email: string, name = "Ann", password = TEST_PASSWORD) =>
  server.post("/api/auth/sign-up/email", { name, email, password, callbackURL: "/dashboard" });

const sessionCount = async (userId: string) =>
  (await server.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("sign-up and verification", () => {
  test("sign-up creates an unverified account, sends a link and does not sign in", async () => {
    const response = await signUp("Ann@Example.com", "Ann");
    expect(response.status).toBe(200);
    expect(server.cookies.size).toBe(0);
    expect(await server.session()).toBeNull();

    const [stored] = await server.db.select().from(users).where(eq(users.email, "ann@example.com"));
    expect(stored).toMatchObject({ firstName: "Ann", emailVerified: false });

    const mails = server.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("ann@example.com");
    expect(mails[0]?.subject).toBe("Confirm your e-mail for PitchCraft");
    expect(mails[0]?.text).toContain("Hi Ann,");
    const link = mails[0]?.links.find((url) => url.startsWith("http://localhost:3000/api/auth/verify-email?token="));
    expect(link).toBeDefined();
    // without SMTP, the link is also printed in the server log
    expect(server.logs.some((line) => line.link === link)).toBe(true);
  });

  test("the verification link verifies, signs in and lands on /dashboard", async () => {
    await signUp("ann@example.com", "Ann");
    const link = server.outbox()[0]?.links[0] ?? "";

    const response = await server.get(link);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = response.headers.getSetCookie().find((header) => header.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await server.session();
    expect(session?.user).toMatchObject({ email: "ann@example.com", name: "Ann", emailVerified: true });
    const [stored] = await server.db.select().from(users).where(eq(users.email, "ann@example.com"));
    expect(stored?.emailVerified).toBe(true);
  });

  test("a used verification link does not sign in a second browser", async () => {
    const { link } = await server.signUpAndVerify("ann@example.com", "Ann");
    const other = server.client();
    const again = await other.get(link);
    expect(again.status).toBe(302);
    expect(other.sessionCookie).toBeUndefined();
    expect(await other.session()).toBeNull();
  });

  test("a tampered verification link is refused", async () => {
    await signUp("ann@example.com", "Ann");
    const link = server.outbox()[0]?.links[0] ?? "";
    const response = await server.get(link.replace(/token=([^&]+)/, (_m, token: string) => `token=${token}x`));
    expect(response.headers.get("location")).toMatch(/error=/);
    expect(await server.session()).toBeNull();
    const [stored] = await server.db.select().from(users).where(eq(users.email, "ann@example.com"));
    expect(stored?.emailVerified).toBe(false);
  });

  test("a link with a garbage token is refused without an error page", async () => {
    const toPage = await server.get("/api/auth/verify-email?token=garbage&callbackURL=%2Fdashboard");
    expect(toPage.status).toBe(302);
    expect(toPage.headers.get("location")).toBe("/dashboard?error=INVALID_TOKEN");
    const bare = await server.get("/api/auth/verify-email?token=garbage");
    expect(bare.status).toBe(401);
    expect(server.cookies.size).toBe(0);
  });

  test("a link never sends the member to another site", async () => {
    await signUp("ann@example.com", "Ann");
    const link = new URL(server.outbox()[0]?.links[0] ?? "");
    for (const elsewhere of ["//evil.example.com", "/\\evil.example.com", "https://evil.example.com/"]) {
      link.searchParams.set("callbackURL", elsewhere);
      const response = await server.client().get(link.toString());
      expect(response.status, elsewhere).toBe(302);
      expect(response.headers.get("location"), elsewhere).toBe("/dashboard");
    }
  });

  test("an unverified member can have the e-mail sent again", async () => {
    await signUp("ann@example.com", "Ann");
    const response = await server.post("/api/auth/send-verification-email", {
      email: "ann@example.com",
      callbackURL: "/dashboard",
    });
    expect(response.status).toBe(200);
    const mails = server.outbox().filter((mail) => mail.to === "ann@example.com");
    expect(mails).toHaveLength(2);
    const verified = await server.get(mails[1]?.links[0] ?? "");
    expect(verified.headers.get("location")).toBe("/dashboard");
    expect((await server.session())?.user.email).toBe("ann@example.com");
  });

  test("signing up with an address that has an account is an error with a message", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const visitor = server.client();
    const response = await visitor.post("/api/auth/sign-up/email", {
      name: "Impostor",
      email: "ANN@example.com",
      password: "another-password",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/already exists/);
    expect(await server.db.select().from(users)).toHaveLength(1);
    expect(server.outbox()).toHaveLength(1);
  });

  test("a too short password or a missing name is refused before an account exists", async () => {
    const short = await signUp("ann@example.com", "Ann", "short");
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toMatch(/at least 8 characters/);
    const noName = await signUp("ann@example.com", "   ");
    expect(noName.status).toBe(400);
    expect((await noName.json()).error.message).toMatch(/First Name is required/);
    expect(await server.db.select().from(users)).toHaveLength(0);
    expect(server.outbox()).toHaveLength(0);
  });
});

describe("sign-in", () => {
  test("with the right password starts a session", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const browser = server.client();
    const response = await browser.signIn("ann@example.com");
    expect(response.status).toBe(200);
    expect(browser.sessionCookie).toBeDefined();
    expect((await browser.session())?.user.name).toBe("Ann");
  });

  test("wrong password, unknown e-mail and unverified e-mail fail with a message", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await signUp("new@example.com", "New");
    const browser = server.client();

    const wrong = await browser.signIn("ann@example.com", "not-the-password");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Invalid email or password");

    const unknown = await browser.signIn("nobody@example.com");
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe("Invalid email or password");

    const unverified = await browser.signIn("new@example.com");
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });

    expect(browser.sessionCookie).toBeUndefined();
  });

  test("is limited per e-mail address and client: the 11th attempt in 15 minutes gets 429", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const browser = server.client();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await browser.signIn("ann@example.com", `wrong-password-${attempt}`);
      expect(response.status).toBe(401);
    }
    const limited = await browser.signIn("ann@example.com");
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/Too many attempts\. Please wait 1[45] minutes/);
    expect(browser.sessionCookie).toBeUndefined();

    // the limit is per address: another member still gets in
    await server.signUpAndVerify("bob@example.com", "Bob");
    expect((await server.client().signIn("bob@example.com")).status).toBe(200);
  });

  test("a stranger's 50 wrong passwords do not lock the owner out (docs/decisions/104)", async () => {
    const proxied = await createTestServer({ env: { CLIENT_IP_HEADER: "x-forwarded-for" } });
    try {
      await proxied.signUpAndVerify("owner@example.com", "Olga");
      const attacker = proxied.client();
      const statuses = new Set<number>();
      for (let attempt = 1; attempt <= 50; attempt++) {
        const response = await attacker.signIn("owner@example.com", `guess-${attempt}`, {
          headers: { "x-forwarded-for": "203.0.113.66" },
        });
        statuses.add(response.status);
        if (attempt > 10) expect(response.status, `attempt ${attempt}`).toBe(429);
      }
      expect(statuses).toEqual(new Set([401, 429]));
      const owner = proxied.client();
      const signIn = await owner.signIn("owner@example.com", TEST_PASSWORD, {
        headers: { "x-forwarded-for": "198.51.100.20" },
      });
      expect(signIn.status).toBe(200);
      expect(owner.sessionCookie).toBeDefined();
    } finally {
      await proxied.close();
    }
  }, 60_000);

  test("is limited per client too: one attempt past the limit in 15 minutes gets 429, other clients go on", async () => {
    const perClient = GUARDS["/api/auth/sign-in/email"]?.perClient?.max ?? 0;
    expect(perClient).toBeGreaterThan(10);
    const proxied = await createTestServer({ env: { CLIENT_IP_HEADER: "X-Forwarded-For" } });
    try {
      // The proxy appends the address it saw; what the client wrote to the left of it varies and is not believed.
      let spoofed = 0;
      const from = (address: string) => ({ headers: { "x-forwarded-for": `10.9.9.${++spoofed % 250}, ${address}` } });
      for (let attempt = 1; attempt <= perClient; attempt++) {
        const response = await proxied.post(
          "/api/auth/sign-in/email",
          { email: `guess-${attempt}@example.com`, password: "guessing" },
          from("203.0.113.7"),
        );
        expect(response.status).toBe(401);
      }
      const limited = await proxied.post(
        "/api/auth/sign-in/email",
        { email: "guess-31@example.com", password: "guessing" },
        from("203.0.113.7"),
      );
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.code).toBe("RATE_LIMITED");
      const other = await proxied.post(
        "/api/auth/sign-in/email",
        { email: "guess-31@example.com", password: "guessing" },
        from("198.51.100.2"),
      );
      expect(other.status).toBe(401);
    } finally {
      await proxied.close();
    }
  }, 90_000);

  test("the session survives a restart of the server", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const restarted = await createRuntime(server.config, server.store, pino({ level: "silent" }));
    try {
      const response = await restarted.app.request("http://localhost:3000/api/auth/get-session", {
        headers: { cookie: [...server.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      expect((await response.json())?.user?.email).toBe("ann@example.com");
    } finally {
      await restarted.close();
    }
  });
});

describe("sign-out", () => {
  test("revoke-sessions then sign-out ends every session of the member", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const laptop = server.client();
    const phone = server.client();
    expect((await laptop.signIn("ann@example.com")).status).toBe(200);
    expect((await phone.signIn("ann@example.com")).status).toBe(200);
    expect(laptop.sessionCookie).not.toBe(phone.sessionCookie);
    expect(await sessionCount(user.id)).toBe(3);

    expect((await laptop.post("/api/auth/revoke-sessions")).status).toBe(200);
    expect((await laptop.post("/api/auth/sign-out")).status).toBe(200);

    expect(laptop.sessionCookie).toBeUndefined();
    expect(await phone.session()).toBeNull();
    expect(await server.session()).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
    expect((await phone.get("/api/dashboard/summary")).status).toBe(401);
  });

  test("sign-out of another member leaves this member signed in", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const bob = server.client();
    await bob.signUpAndVerify("bob@example.com", "Bob");
    await bob.post("/api/auth/revoke-sessions");
    await bob.post("/api/auth/sign-out");
    expect(await bob.session()).toBeNull();
    expect((await server.session())?.user.email).toBe("ann@example.com");
  });
});

describe("passwords", () => {
  test("are stored as scrypt's salted hash; the tests' quick hash is refused outside NODE_ENV=test", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(account?.password).not.toContain(TEST_PASSWORD);

    for (const env of ["production", "development"] as const) {
      const config = { ...server.config, env, quickPasswordHashForTests: true };
      expect(() =>
        createAuth({ config, db: server.db, mailer: server.deps.mailer, logger: server.deps.logger }),
      ).toThrow("The quick password hash is for tests only");
    }
  });

  test("a reset link by mail sets a new password and ends the old sessions", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const browser = server.client();
    const requested = await browser.post("/api/auth/request-password-reset", {
      email: "ann@example.com",
      redirectTo: "/reset-password",
    });
    expect(requested.status).toBe(200);

    const mail = server.outbox().at(-1);
    expect(mail?.subject).toBe("Reset your PitchCraft password");
    const link = mail?.links.find((url) => url.includes("/api/auth/reset-password/")) ?? "";
    expect(link).not.toBe("");
    const opened = await browser.get(link);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("location") ?? "", "http://localhost:3000");
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await browser.post("/api/auth/reset-password", { token, newPassword: "a-brand-new-password" });
    expect(reset.status).toBe(200);

    expect(await server.session()).toBeNull();
    expect((await browser.signIn("ann@example.com", TEST_PASSWORD)).status).toBe(401);
    expect((await browser.signIn("ann@example.com", "a-brand-new-password")).status).toBe(200);
    // the link works once
    const reused = await browser.post("/api/auth/reset-password", { token, newPassword: "yet-another-password" });
    expect(reused.status).toBe(400);
  });

  test("a reset for an unknown address answers the same and sends nothing", async () => {
    const response = await server.post("/api/auth/request-password-reset", { email: "nobody@example.com" });
    expect(response.status).toBe(200);
    expect(server.outbox()).toHaveLength(0);
  });

  test("a visitor's reset request with a bad callbackURL is refused and logged as a warning, not an error", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const logged = server.logs.length;
    // a page of this site by the product's reading, but an encoded "//" that Better Auth refuses
    const response = await server.client().post("/api/auth/request-password-reset", {
      email: "ann@example.com",
      callbackURL: "/dashboard%2F%2Fevil.example",
    });
    expect(response.status).toBe(403);
    const lines = server.logs.slice(logged);
    const refusal = lines.find((line) => line.source === "better-auth");
    expect(refusal).toMatchObject({ level: 40, msg: "Invalid callbackURL: /dashboard%2F%2Fevil.example" });
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(server.outbox().filter((mail) => mail.subject.startsWith("Reset"))).toHaveLength(0);
  });

  test("changing the password with revokeOtherSessions ends the other session only", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const phone = server.client();
    await phone.signIn("ann@example.com");

    const wrongCurrent = await server.post("/api/auth/change-password", {
      currentPassword: "not-the-password",
      newPassword: "a-brand-new-password",
      revokeOtherSessions: true,
    });
    expect(wrongCurrent.status).toBe(400);
    expect(await phone.session()).not.toBeNull();

    const changed = await server.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a-brand-new-password",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await server.session())?.user.email).toBe("ann@example.com");
    expect(await phone.session()).toBeNull();
    expect((await phone.signIn("ann@example.com", "a-brand-new-password")).status).toBe(200);
  });

  test("a visitor cannot change a password", async () => {
    const response = await server.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a-brand-new-password",
    });
    expect(response.status).toBe(401);
  });
});
