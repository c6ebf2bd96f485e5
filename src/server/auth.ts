import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { verifyPassword } from "better-auth/crypto";
import { genericOAuth } from "better-auth/plugins";
import { DAY, SECOND } from "../domain/time";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { accounts, sessions, users, verifications } from "./db/schema";
import { type Logger, redactBoundValues } from "./logger";
import type { Mail, Mailer } from "./mail/mailer";
import { passwordResetMail, verificationMail } from "./mail/messages";
import { deliverNow, enqueueMail } from "./mail/queue";

type AuthDeps = { config: Config; db: Database; mailer: Mailer; logger: Logger };

const QUICK_HASH = "test-sha256";

/**
 * The tests' password hash (docs/decisions/199): a salted SHA-256, about a thousand times quicker than Better Auth's
 * scrypt, for tests where the hash is not what they check. A hash it did not make (scrypt's) is checked by scrypt.
 */
const quickPasswordHash = {
  hash: async (password: string) => {
    const salt = randomBytes(8).toString("hex");
    return `${QUICK_HASH}:${salt}:${createHash("sha256").update(`${salt}:${password}`).digest("hex")}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [kind, salt, digest] = hash.split(":");
    if (kind !== QUICK_HASH || !salt || !digest) return verifyPassword({ hash, password });
    const given = createHash("sha256").update(`${salt}:${password}`).digest();
    const stored = Buffer.from(digest, "hex");
    return stored.length === given.length && timingSafeEqual(stored, given);
  },
};

export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  if (config.quickPasswordHashForTests && config.env !== "test") {
    throw new Error("The quick password hash is for tests only (NODE_ENV=test)");
  }
  /**
   * Queues a mail with a one-time link and tries to deliver it at once; when SMTP is down the mail worker retries it
   * (docs/decisions/106). Without SMTP the link is also printed in the log.
   */
  const sendLinkMail = async (kind: "verification" | "password-reset", mail: Mail, url: string) => {
    try {
      const [id] = await enqueueMail(db, [{ kind, ...mail }]);
      if (id) await deliverNow({ db, mailer, logger }, id);
      if (mailer.usesOutbox) logger.info({ to: mail.to, link: url }, `${kind} link`);
    } catch (error) {
      logger.error({ err: error, to: mail.to }, `could not queue the ${kind} mail`);
    }
  };

  return betterAuth({
    appName: config.appName,
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { name: "firstName", image: "profilePictureUrl" },
      // `input: true` lets Google's family_name (mapProfileToUser below) reach the users row: Better Auth drops
      // `input: false` fields from provider profiles. Sign-up stays strict (auth-guard rejects a lastName there).
      additionalFields: { lastName: { type: "string", required: false, input: true } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      ...(config.quickPasswordHashForTests && config.env === "test" ? { password: quickPasswordHash } : {}),
      sendResetPassword: async ({ user, url }) => {
        const mail = passwordResetMail({ appName: config.appName, to: user.email, firstName: user.name, url });
        await sendLinkMail("password-reset", mail, url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY / SECOND,
      sendVerificationEmail: async ({ user, url }) => {
        const mail = verificationMail({ appName: config.appName, to: user.email, firstName: user.name, url });
        await sendLinkMail("verification", mail, url);
      },
    },
    session: {
      expiresIn: (30 * DAY) / SECOND,
      updateAge: DAY / SECOND,
    },
    rateLimit: { enabled: false },
    // Better Auth's own messages go to the JSON log too (not coloured text on the console); of their details only
    // errors are kept, through the logger's error serializer, and its texts lose the values of failed queries.
    logger: {
      log: (level, message, ...details) => {
        const err = details.find((detail) => detail instanceof Error);
        // a visitor's bad request (an untrusted callbackURL or origin) is a warning, not our error (docs/decisions/184)
        const byVisitor = level === "error" && !err && /^(Invalid |Blocked )/.test(String(message));
        logger[byVisitor ? "warn" : level](
          { source: "better-auth", ...(err ? { err } : {}) },
          redactBoundValues(String(message)),
        );
      },
    },
    // An unexpected failure (a database outage) is thrown on to the app's error handler, which logs it redacted and
    // answers 503/500 in the product's shape, instead of being printed on stderr by the router (decision 132).
    onAPIError: { throw: true },
    hooks: {
      // With required verification Better Auth answers a sign-up for a taken address with a fake success;
      // the spec shows the "Error" toast with the server's message instead.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase();
        if (email && (await ctx.context.internalAdapter.findUserByEmail(email))) {
          throw new APIError("UNPROCESSABLE_ENTITY", {
            code: "USER_ALREADY_EXISTS",
            message: "An account with this email already exists. Sign in instead.",
          });
        }
      }),
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: config.clientIpHeader ? { ipAddressHeaders: [config.clientIpHeader] } : undefined,
      // Better Auth skips its origin check when NODE_ENV is "test": keep it on, so the tests see what users get.
      disableOriginCheck: false,
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                mapProfileToUser: (profile) => ({
                  name: String(profile.given_name ?? profile.name ?? "").slice(0, 50),
                  lastName: profile.family_name ? String(profile.family_name).slice(0, 50) : undefined,
                }),
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
