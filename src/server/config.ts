import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || isUrlWithProtocol(value, protocols),
    `must be a URL starting with ${protocols.join(" or ")}`,
  );

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_NAME: z.string().trim().min(1).max(40).default("PitchCraft"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  APP_URL: optionalUrl(["http:", "https:"]),
  /** Set by `npm run dev` to the Vite dev server's address; ignored in production. */
  DEV_ORIGIN: optionalUrl(["http:", "https:"]),
  BETTER_AUTH_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    "must be at least 32 characters long",
  ),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalText.refine(
    (value) => value === undefined || /[^@\s]+@[^@\s]+\.[^@\s]+/.test(value),
    'must contain an e-mail address, like "PitchCraft <hello@example.com>"',
  ),
  SUPPORT_EMAIL: z.email().default("support@example.com"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: optionalUrl(["http:", "https:"]),
  CLIENT_IP_HEADER: optionalText,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["auto", "always", "never"]).default("auto"),
  JOB_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
});

export type Config = {
  env: "development" | "production" | "test";
  appName: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  /**
   * Origins whose pages may write (our cross-site check and Better Auth's): APP_URL's; outside production also its
   * other loopback spellings (localhost, 127.0.0.1, [::1] on the same port) and, under `npm run dev`, DEV_ORIGIN.
   */
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  clientIpHeader: string | undefined;
  /** How many proxies of ours append to CLIENT_IP_HEADER: the client is that many entries from the right. */
  trustedProxyHops: number;
  logLevel: string;
  seedDemo: "auto" | "always" | "never";
  /** How often this instance looks for due scheduled work (docs/decisions/152); 0: it runs none. */
  jobPollSeconds: number;
  /**
   * Tests only (docs/decisions/199): hash passwords with a quick digest instead of scrypt. No environment variable
   * sets it; the test server's config does, and createAuth refuses it unless NODE_ENV is "test".
   */
  quickPasswordHashForTests?: boolean;
};

export class ConfigError extends Error {}

const GOOGLE_DISCOVERY = "https://accounts.google.com/.well-known/openid-configuration";

/** Reads and validates the environment; throws a ConfigError naming the variable on a wrong value. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  if (values.NODE_ENV === "production" && !values.BETTER_AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\n  BETTER_AUTH_SECRET is required in production");
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    env: values.NODE_ENV,
    appName: values.APP_NAME,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appUrl,
    trustedOrigins: trustedOrigins(values.NODE_ENV, appUrl, values.DEV_ORIGIN),
    authSecret: values.BETTER_AUTH_SECRET ?? storedSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `${values.APP_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    supportEmail: values.SUPPORT_EMAIL,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            discoveryUrl: values.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY,
          }
        : undefined,
    clientIpHeader: values.CLIENT_IP_HEADER?.toLowerCase(),
    trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    jobPollSeconds: values.JOB_POLL_SECONDS,
  };
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** "http://localhost:3000" → the same port on localhost, 127.0.0.1 and [::1]; any other host → its origin alone. */
function loopbackSpellings(address: string): string[] {
  const url = new URL(address);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

/** In production only APP_URL's origin: what an operator set is the one address (docs/decisions/109). */
function trustedOrigins(env: Config["env"], appUrl: string, devOrigin: string | undefined): string[] {
  if (env === "production") return [new URL(appUrl).origin];
  const origins = [...loopbackSpellings(appUrl), ...(devOrigin ? loopbackSpellings(devOrigin) : [])];
  return [...new Set(origins)];
}

/** Outside production, a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
