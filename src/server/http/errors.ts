import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  type DetailOf,
  type ErrorCode,
  type REFUSALS,
  type Refusal,
  type RefusalStatus,
  refusalOf,
} from "../../domain/refusals";

/**
 * A failure a client can act on; rendered as `{ error: { code, message, title?, retryAfterSeconds? } }`. Its words
 * come from the catalogue (src/domain/refusals): throw `refuse(code, …)`, never a message written here.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly title?: string;
  readonly retryAfterSeconds?: number;

  constructor(refusal: Refusal<ErrorCode>) {
    super(refusal.message);
    this.status = refusal.status;
    this.code = refusal.code;
    this.title = refusal.title;
    this.retryAfterSeconds = refusal.retryAfterSeconds;
  }
}

/** The refusal of `code` (its case or values when it has them), to throw. */
export const refuse = <C extends ErrorCode>(code: C, ...detail: DetailOf<(typeof REFUSALS)[C]>) =>
  new AppError(refusalOf(code, ...detail));

/** A refusal a domain rule already said in the catalogue's words (the role rules, offers, the waitlist). */
export const refusedBy = (rule: { code: ErrorCode; status: RefusalStatus; title: string; description: string }) =>
  new AppError({ code: rule.code, status: rule.status, title: rule.title || undefined, message: rule.description });

/** The answer's body for a refusal. */
export const errorBody = ({ code, message, title, retryAfterSeconds }: Omit<Refusal<ErrorCode>, "status">) => ({
  error: {
    code,
    message,
    ...(title === undefined ? {} : { title }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  },
});

export function sendError(c: Context, error: AppError) {
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  return c.json(errorBody(error), error.status);
}

/** Answers a refusal without throwing it (middleware that ends the request itself). */
export const answerRefusal = <C extends ErrorCode>(c: Context, code: C, ...detail: DetailOf<(typeof REFUSALS)[C]>) =>
  sendError(c, refuse(code, ...detail));

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

export const notSignedIn = () => refuse("NOT_SIGNED_IN", "anything");

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

export const databaseUnavailable = () => refuse("DATABASE_UNAVAILABLE");
