import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import {
  emailOnlyInput,
  passwordChangeInput,
  passwordResetInput,
  signInInput,
  signUpInput,
} from "../../domain/accounts";
import { safeRedirect } from "../../domain/redirects";
import { HOUR, MINUTE, SECOND } from "../../domain/time";
import { clientAddress } from "./client-address";
import type { AppEnv } from "./context";
import { describeIssues, refuse } from "./errors";
import { type Limit, spendAttempt } from "./rate-limit";
import { parseRequestJson } from "./validate";

/**
 * perEmail counts every request for one e-mail address, wherever it comes from (it protects an inbox from a flood of
 * mails); perEmailFromClient counts them per address and client, so guessing a member's password from one place
 * never locks the member out elsewhere (docs/decisions/104); perClient counts everything one client sends.
 */
type Guard = { schema: z.ZodType; perEmail?: Limit; perEmailFromClient?: Limit; perClient?: Limit };

const FIFTEEN_MINUTES = (15 * MINUTE) / SECOND;
const AN_HOUR = HOUR / SECOND;

/**
 * Auth endpoints whose input is checked, and which are rate-limited per e-mail address and per client.
 * Per-client limits leave room for a whole club signing up on one venue's Wi-Fi (one public address).
 */
export const GUARDS: Record<string, Guard> = {
  "/api/auth/sign-in/email": {
    schema: signInInput,
    perEmailFromClient: { max: 10, windowSeconds: FIFTEEN_MINUTES },
    perClient: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  },
  "/api/auth/sign-up/email": {
    schema: signUpInput,
    perEmail: { max: 5, windowSeconds: AN_HOUR },
    perClient: { max: 60, windowSeconds: AN_HOUR },
  },
  "/api/auth/send-verification-email": {
    schema: emailOnlyInput,
    perEmail: { max: 5, windowSeconds: AN_HOUR },
    perClient: { max: 60, windowSeconds: AN_HOUR },
  },
  // counted per address and client (docs/decisions/184): requests for someone's address from elsewhere cannot use up
  // the owner's own
  "/api/auth/request-password-reset": {
    schema: emailOnlyInput,
    perEmailFromClient: { max: 5, windowSeconds: AN_HOUR },
    perClient: { max: 60, windowSeconds: AN_HOUR },
  },
  "/api/auth/reset-password": {
    schema: passwordResetInput,
    perClient: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
  "/api/auth/change-password": {
    schema: passwordChangeInput,
    perClient: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
};

/** Better Auth endpoints the product does not use: the profile is edited through /api/profile only. */
const CLOSED = new Set(["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user"]);

/** Every place an auth request names where the browser goes next (query string of links, JSON body of forms). */
const REDIRECT_PARAMETERS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL", "next"];

/**
 * The JSON body of a POST, refused as every request body is (parseRequestJson); undefined when there is none, or when a route
 * that is not guarded is sent another type (an OAuth provider's form post).
 */
async function jsonBody(request: Request, guarded: boolean): Promise<unknown> {
  if (request.method !== "POST") return undefined;
  if (!guarded && !request.headers.get("content-type")?.includes("json")) return undefined;
  const text = await request.clone().text();
  if (text === "" && !guarded) return undefined;
  return parseRequestJson(text);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `body` with each redirect target it names normalised to a page of this site, else the dashboard. */
function bodyWithSafeRedirects(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const fields = { ...body };
  for (const name of REDIRECT_PARAMETERS) if (name in fields) fields[name] = safeRedirect(fields[name]);
  return fields;
}

/**
 * The request with each redirect target in its query string and body normalised, so that no spelling a browser
 * resolves to another host reaches Better Auth (docs/decisions/102).
 */
function withSafeRedirects(request: Request, body: unknown, safeBody: unknown): Request {
  const url = new URL(request.url);
  let changed = JSON.stringify(body) !== JSON.stringify(safeBody);
  for (const name of REDIRECT_PARAMETERS) {
    const target = url.searchParams.get(name);
    if (target === null || safeRedirect(target) === target) continue;
    url.searchParams.set(name, safeRedirect(target));
    changed = true;
  }
  if (!changed) return request;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(url, {
    method: request.method,
    headers,
    body: safeBody === undefined ? undefined : JSON.stringify(safeBody),
  });
}

/** Validates and rate-limits the guarded auth requests before Better Auth sees them. */
export const guardAuthRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (CLOSED.has(c.req.path)) throw refuse("NOT_FOUND", "route");
  const guard = c.req.method === "POST" ? GUARDS[c.req.path] : undefined;
  const sent = await jsonBody(c.req.raw, guard !== undefined);
  const body = bodyWithSafeRedirects(sent);
  c.req.raw = withSafeRedirects(c.req.raw, sent, body);
  if (!guard) return next();
  const parsed = guard.schema.safeParse(body);
  if (!parsed.success) throw refuse("INVALID_INPUT", { problem: describeIssues(parsed.error) });
  const { db } = c.var.deps;
  const client = clientAddress(c);
  if (guard.perClient) await spendAttempt(db, `${c.req.path}:client:${client}`, guard.perClient);
  const email = (parsed.data as { email?: string }).email?.toLowerCase();
  if (guard.perEmail && email) await spendAttempt(db, `${c.req.path}:email:${email}`, guard.perEmail);
  if (guard.perEmailFromClient && email) {
    await spendAttempt(db, `${c.req.path}:email:${email}:client:${client}`, guard.perEmailFromClient);
  }
  return next();
};
