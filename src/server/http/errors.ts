import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { plural } from "../../domain/plurals";

/** What a refusal may carry besides its code and message. */
type Extras = {
  /** The title of the toast the browser shows with the message (the message is its description). */
  title?: string;
  /** When the client may try again: sent as the Retry-After header and `retryAfterSeconds`. */
  retryAfterSeconds?: number;
};

/** A failure a client can act on; rendered as `{ error: { code, message, title?, retryAfterSeconds? } }`. */
export class AppError extends Error {
  readonly title?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    extras: Extras = {},
  ) {
    super(message);
    this.title = extras.title;
    this.retryAfterSeconds = extras.retryAfterSeconds;
  }
}

export const errorBody = (code: string, message: string, extras: Extras = {}) => ({
  error: { code, message, ...extras },
});

export function sendError(c: Context, error: AppError) {
  const { title, retryAfterSeconds } = error;
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  return c.json(errorBody(error.code, error.message, { title, retryAfterSeconds }), error.status);
}

/** "1 minute", "5 minutes": a wait in whole minutes, at least one. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return plural(minutes, { one: "# minute", other: "# minutes" });
}

/**
 * The first problem of a failed zod parse, phrased for a person. A message written as a whole sentence (ending in a
 * full stop, e.g. "The expiry date must be today or later.") names its field in words and is shown as it is; a
 * shorter one is prefixed with the field's name.
 */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys") return `Unexpected field: ${issue.keys.join(", ")}.`;
  return field && !issue.message.endsWith(".") ? `${field}: ${issue.message}` : issue.message;
}

export const notSignedIn = () => new AppError(401, "NOT_SIGNED_IN", "You need to sign in to do that.");

/** Connection-level failures of PostgreSQL (SQLSTATE class 08, server shutting down, too many connections). */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i;

/** True when `error` (or what it wraps) says the database could not be reached, not that a request was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  const inner = (error as { cause?: unknown }).cause;
  if (inner !== undefined && isDatabaseUnavailable(inner, depth + 1)) return true;
  return error instanceof AggregateError && error.errors.some((each) => isDatabaseUnavailable(each, depth + 1));
}

export const databaseUnavailable = () =>
  new AppError(503, "DATABASE_UNAVAILABLE", "We can't reach the database right now. Please try again in a moment.", {
    retryAfterSeconds: 5,
  });
