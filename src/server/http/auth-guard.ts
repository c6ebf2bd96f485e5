import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { emailOnlyInput, isLocalPath, passwordChangeInput, signInInput, signUpInput } from "../../domain/accounts";
import { clientAddress } from "./client-address";
import type { AppEnv } from "./context";
import { AppError, describeIssues } from "./errors";
import { type Limit, spendAttempt } from "./rate-limit";

type Guard = { schema: z.ZodType; perEmail?: Limit; perClient?: Limit };

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/**
 * Auth endpoints whose input is checked, and which are rate-limited per e-mail address and per client.
 * Per-client limits leave room for a whole club signing up on one venue's Wi-Fi (one public address);
 * the per-address limits protect each account.
 */
export const GUARDS: Record<string, Guard> = {
  "/api/auth/sign-in/email": {
    schema: signInInput,
    perEmail: { max: 10, windowSeconds: FIFTEEN_MINUTES },
    perClient: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  },
  "/api/auth/sign-up/email": {
    schema: signUpInput,
    perEmail: { max: 5, windowSeconds: HOUR },
    perClient: { max: 60, windowSeconds: HOUR },
  },
  "/api/auth/send-verification-email": {
    schema: emailOnlyInput,
    perEmail: { max: 5, windowSeconds: HOUR },
    perClient: { max: 60, windowSeconds: HOUR },
  },
  "/api/auth/request-password-reset": {
    schema: emailOnlyInput,
    perEmail: { max: 5, windowSeconds: HOUR },
    perClient: { max: 60, windowSeconds: HOUR },
  },
  "/api/auth/change-password": {
    schema: passwordChangeInput,
    perClient: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
};

/** Better Auth endpoints the product does not use: the profile is edited through /api/profile only. */
const CLOSED = new Set(["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user"]);

const REDIRECT_PARAMETERS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** Validates and rate-limits the guarded auth requests before Better Auth sees them. */
export const guardAuthRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (CLOSED.has(c.req.path)) throw new AppError(404, "NOT_FOUND", "There is no such API route.");
  // Links in mails carry where to go next (verify-email, reset-password): only to a page of this site.
  for (const name of REDIRECT_PARAMETERS) {
    const target = c.req.query(name);
    if (target !== undefined && !isLocalPath(target)) {
      throw new AppError(400, "INVALID_INPUT", `${name} must be a path of this site.`);
    }
  }
  const guard = c.req.method === "POST" ? GUARDS[c.req.path] : undefined;
  if (!guard) return next();
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw new AppError(400, "INVALID_JSON", "The request body must be valid JSON.");
  }
  const parsed = guard.schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, "INVALID_INPUT", describeIssues(parsed.error));
  const { db } = c.var.deps;
  if (guard.perClient) {
    await spendAttempt(db, `${c.req.path}:client:${clientAddress(c)}`, guard.perClient);
  }
  const email = (parsed.data as { email?: string }).email;
  if (guard.perEmail && email) {
    await spendAttempt(db, `${c.req.path}:email:${email.toLowerCase()}`, guard.perEmail);
  }
  return next();
};
