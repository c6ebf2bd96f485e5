import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** A failure a client can act on; rendered as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

export function sendError(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error.message), error.status);
}

/** The first problem of a failed zod parse, phrased for a person. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys") return `Unexpected field: ${issue.keys.join(", ")}.`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const notSignedIn = () => new AppError(401, "NOT_SIGNED_IN", "You need to sign in to do that.");
