import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-config-"));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The message of the ConfigError that `environment` causes (fails the test when there is none). */
function configProblem(environment: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...environment });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(environment)}`);
}

describe("defaults", () => {
  test("the embedded set-up needs no variable", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "development",
      appName: "PitchCraft",
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: undefined,
      appUrl: "http://localhost:3000",
      smtpUrl: undefined,
      mailFrom: "PitchCraft <no-reply@localhost>",
      supportEmail: "support@example.com",
      google: undefined,
      logLevel: "info",
      seedDemo: "auto",
    });
  });

  test("DATA_DIR defaults to ./data, resolved to an absolute path", () => {
    // with a secret given, nothing is written into ./data
    const config = loadConfig({ BETTER_AUTH_SECRET: SECRET });
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(loadConfig({ DATA_DIR: "relative/folder", BETTER_AUTH_SECRET: SECRET }).dataDir).toBe(
      path.resolve("relative/folder"),
    );
  });

  test("APP_URL follows PORT, and a given APP_URL loses its trailing slash", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: "https://speak.example.org/" });
    expect(config.appUrl).toBe("https://speak.example.org");
    expect(config.mailFrom).toBe("PitchCraft <no-reply@speak.example.org>");
  });

  test("APP_NAME brands the sender", () => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_NAME: "Speak Up" });
    expect(config.appName).toBe("Speak Up");
    expect(config.mailFrom).toBe("Speak Up <no-reply@localhost>");
  });

  test("an empty variable counts as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: " ", GOOGLE_CLIENT_ID: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  test("given values are used", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PORT: "4000",
      DATABASE_URL: "postgres://app@db.internal:5432/pitchcraft",
      BETTER_AUTH_SECRET: SECRET,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Club <club@example.com>",
      SUPPORT_EMAIL: "help@example.com",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      CLIENT_IP_HEADER: "X-Forwarded-For",
      TRUSTED_PROXY_HOPS: "2",
      SEED_DEMO: "never",
    });
    expect(config).toMatchObject({
      env: "production",
      port: 4000,
      databaseUrl: "postgres://app@db.internal:5432/pitchcraft",
      authSecret: SECRET,
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      mailFrom: "Club <club@example.com>",
      supportEmail: "help@example.com",
      google: {
        clientId: "id",
        clientSecret: "secret",
        discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
      },
      clientIpHeader: "x-forwarded-for",
      trustedProxyHops: 2,
      seedDemo: "never",
    });
  });

  test("GOOGLE_DISCOVERY_URL points sign-in at another OpenID provider", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_DISCOVERY_URL: "http://localhost:3290/.well-known/openid-configuration",
    });
    expect(config.google?.discoveryUrl).toBe("http://localhost:3290/.well-known/openid-configuration");
  });
});

describe("trusted origins (docs/decisions/109)", () => {
  const origins = (environment: NodeJS.ProcessEnv) =>
    loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRET, ...environment }).trustedOrigins;

  test("in development: every loopback spelling of APP_URL's port, and DEV_ORIGIN only when npm run dev sets it", () => {
    const localhost = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"];
    expect(origins({})).toEqual(localhost);
    expect(origins({ APP_URL: "http://127.0.0.1:3000/" })).toEqual(localhost);
    expect(origins({ DEV_ORIGIN: "http://localhost:5173" })).toEqual([
      ...localhost,
      "http://localhost:5173",
      "http://127.0.0.1:5173",
      "http://[::1]:5173",
    ]);
    expect(origins({ APP_URL: "https://speak.example.org" })).toEqual(["https://speak.example.org"]);
  });

  test("in production: APP_URL's origin alone, DEV_ORIGIN ignored", () => {
    expect(origins({ NODE_ENV: "production", DEV_ORIGIN: "http://localhost:5173" })).toEqual(["http://localhost:3000"]);
    expect(origins({ NODE_ENV: "production", APP_URL: "https://speak.example.org/path" })).toEqual([
      "https://speak.example.org",
    ]);
  });
});

describe("a wrong value stops start-up with a message naming the variable", () => {
  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "3000.5" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ APP_URL: "localhost:3000" }, "APP_URL"],
    [{ DEV_ORIGIN: "localhost:5173" }, "DEV_ORIGIN"],
    [{ SMTP_URL: "foo" }, "SMTP_URL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ BETTER_AUTH_SECRET: "too-short" }, "BETTER_AUTH_SECRET"],
    [{ MAIL_FROM: "nobody" }, "MAIL_FROM"],
    [{ SUPPORT_EMAIL: "support" }, "SUPPORT_EMAIL"],
    [{ GOOGLE_DISCOVERY_URL: "accounts.google.com" }, "GOOGLE_DISCOVERY_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SEED_DEMO: "sometimes" }, "SEED_DEMO"],
    [{ APP_NAME: "x".repeat(41) }, "APP_NAME"],
  ])("%o names %s", (environment, variable) => {
    const message = configProblem(environment);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(variable);
  });

  test("every wrong variable is listed at once", () => {
    const message = configProblem({ PORT: "abc", SMTP_URL: "foo" });
    expect(message).toContain("PORT");
    expect(message).toContain("SMTP_URL");
  });

  test("production without BETTER_AUTH_SECRET", () => {
    expect(configProblem({ NODE_ENV: "production" })).toContain("BETTER_AUTH_SECRET is required in production");
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  test("only one of GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET", () => {
    expect(configProblem({ GOOGLE_CLIENT_ID: "id" })).toContain("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
    expect(configProblem({ GOOGLE_CLIENT_SECRET: "secret" })).toContain("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
  });
});

describe("the auth secret outside production", () => {
  const secretFile = () => path.join(dataDir, "auth-secret");

  test("is generated once, kept in DATA_DIR (readable by the owner only) and reused", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile(), "utf8").trim()).toBe(first);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  test("differs between data folders", () => {
    const other = mkdtempSync(path.join(tmpdir(), "pitchcraft-config-"));
    try {
      expect(loadConfig({ DATA_DIR: other }).authSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).authSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test("creates a DATA_DIR that does not exist yet", () => {
    const nested = path.join(dataDir, "not", "yet");
    const { authSecret } = loadConfig({ DATA_DIR: nested });
    expect(readFileSync(path.join(nested, "auth-secret"), "utf8").trim()).toBe(authSecret);
  });

  test("a stored secret that is too short is replaced", () => {
    writeFileSync(secretFile(), "short\n");
    const { authSecret } = loadConfig({ DATA_DIR: dataDir });
    expect(authSecret).not.toBe("short");
    expect(authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile(), "utf8").trim()).toBe(authSecret);
  });

  test("BETTER_AUTH_SECRET wins and nothing is written", () => {
    expect(loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(existsSync(secretFile())).toBe(false);
  });
});
