// The production configuration's logs (NODE_ENV=production, SMTP_URL set, BETTER_AUTH_SECRET set): a member signs up
// and verifies by mail, signs in, resets the password by mail, changes it, tries an access key; everything the
// process writes is then searched for passwords, cookies, mailed tokens and links, and the key. Request lines are
// JSON with reqId, method, path, status and ms. On the embedded database, and on PostgreSQL in that pass.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usingPostgres } from "../support/server";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type FreshDatabase, freshDatabase } from "./support/postgres";
import {
  HttpClient,
  killAllServers,
  PASSWORD,
  prepareEmbeddedDataDir,
  type ServerProcess,
  startServerProcess,
} from "./support/server-process";

const PORT = 3730;
const APP_URL = `http://127.0.0.1:${PORT}`;
const EMAIL = "lena.secret@logs.example";
const RESET_PASSWORD = "reset-password-6f1d2c";
const CHANGED_PASSWORD = "changed-password-9a7b3e";
const WRONG_PASSWORD = "wrong-password-4c8d0f";
const ACCESS_KEY = "LEAD-7QX2-M9PZ-K4RT";

describe("logs in the production configuration", () => {
  let dataDir = "";
  let smtp: TestSmtpServer;
  let server: ServerProcess;
  let database: FreshDatabase | undefined;
  /** Every value that must never reach the log. */
  const secrets = new Set<string>([PASSWORD, RESET_PASSWORD, CHANGED_PASSWORD, WRONG_PASSWORD, ACCESS_KEY]);

  const keepCookies = (client: HttpClient) => {
    for (const value of client.cookies.values()) {
      secrets.add(value);
      secrets.add(decodeURIComponent(value));
      secrets.add(decodeURIComponent(value).split(".")[0] ?? value); // the session token without its signature
    }
  };
  /** The link in the last mail whose links include `pathPart`, with its token(s) remembered as secrets. */
  const mailedLink = (pathPart: string): URL => {
    const mail = smtp.received.findLast((message) => message.links.some((link) => link.includes(pathPart)));
    const link = mail?.links.find((candidate) => candidate.includes(pathPart));
    if (!link) throw new Error(`no mail with a ${pathPart} link`);
    const url = new URL(link);
    secrets.add(link);
    secrets.add(`${url.pathname}${url.search}`);
    for (const value of url.searchParams.values()) if (value.length >= 16) secrets.add(value);
    for (const segment of url.pathname.split("/")) if (segment.length >= 16) secrets.add(segment);
    return url;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-logs-"));
    smtp = await startTestSmtpServer([3731, 3732, 3733, 3734, 3735]);
    if (usingPostgres()) database = await freshDatabase("pc_logs");
    else await prepareEmbeddedDataDir(dataDir);
    server = await startServerProcess({
      port: PORT,
      dataDir,
      env: {
        APP_URL,
        DATABASE_URL: database?.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: "PitchCraft <no-reply@logs.example>",
      },
    });
  }, 60_000);

  afterAll(async () => {
    await killAllServers();
    await smtp?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("never contain passwords, cookies, mailed tokens or links, or access keys", async () => {
    // sign up; the verification mail arrives by SMTP, its link signs the member in
    const browser = new HttpClient(APP_URL);
    const signUp = await browser.post(`${server.url}/api/auth/sign-up/email`, {
      name: "Lena",
      email: EMAIL,
      password: PASSWORD,
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    expect(server.output()).not.toContain("/api/auth/verify-email?"); // no link in the log with SMTP configured
    const verify = mailedLink("/api/auth/verify-email");
    const verified = await browser.get(`${server.url}${verify.pathname}${verify.search}`);
    expect(verified.status).toBe(302);
    keepCookies(browser);

    // a wrong password, then the right one on another device
    const phone = new HttpClient(APP_URL);
    expect(
      (await phone.post(`${server.url}/api/auth/sign-in/email`, { email: EMAIL, password: WRONG_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await phone.post(`${server.url}/api/auth/sign-in/email`, { email: EMAIL, password: PASSWORD })).status,
    ).toBe(200);
    keepCookies(phone);
    expect((await phone.get(`${server.url}/api/dashboard/summary`)).status).toBe(200);

    // a password reset by mail
    const requested = await phone.post(`${server.url}/api/auth/request-password-reset`, {
      email: EMAIL,
      redirectTo: "/reset-password",
    });
    expect(requested.status).toBe(200);
    const reset = mailedLink("/api/auth/reset-password/");
    const opened = await phone.get(`${server.url}${reset.pathname}${reset.search}`);
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get("location") ?? "", APP_URL).searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(10);
    secrets.add(token);
    const resetDone = await phone.post(`${server.url}/api/auth/reset-password`, { token, newPassword: RESET_PASSWORD });
    expect(resetDone.status).toBe(200);

    // sign in with the new password and change it
    const laptop = new HttpClient(APP_URL);
    expect(
      (await laptop.post(`${server.url}/api/auth/sign-in/email`, { email: EMAIL, password: RESET_PASSWORD })).status,
    ).toBe(200);
    keepCookies(laptop);
    const changed = await laptop.post(`${server.url}/api/auth/change-password`, {
      currentPassword: RESET_PASSWORD,
      newPassword: CHANGED_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    keepCookies(laptop);

    // an access key that does not exist
    const key = await laptop.post(`${server.url}/api/leadership/access`, { key: ACCESS_KEY });
    expect(key.status).toBe(400);

    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      "Confirm your e-mail for PitchCraft",
      "Reset your PitchCraft password",
    ]);
    await server.stop("SIGTERM");

    const output = server.output();
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      if (output.includes(secret)) throw new Error(`the log contains the secret "${secret}":\n${output}`);
    }
    // every line is JSON (pino), and every request line says what happened
    const lines = output.split("\n").filter(Boolean);
    expect(lines.filter((line) => !line.startsWith("{"))).toEqual([]);
    const requests = server.logLines().filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(10);
    for (const line of requests) {
      expect(line).toEqual(
        expect.objectContaining({
          reqId: expect.any(String),
          method: expect.stringMatching(/^(GET|POST|PATCH|PUT|DELETE)$/),
          path: expect.stringMatching(/^\//),
          status: expect.any(Number),
          ms: expect.any(Number),
        }),
      );
    }
    expect(requests.map((line) => `${line.method} ${line.path} ${line.status}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/sign-up/email 200",
        "GET /api/auth/verify-email 302",
        "POST /api/auth/sign-in/email 401",
        "GET /api/auth/reset-password/[redacted] 302",
        "POST /api/auth/change-password 200",
      ]),
    );
  }, 30_000);
});
