import type { Context } from "hono";
import type { z } from "zod";
import { hasForbiddenCharacter, holdsNul } from "../../domain/text";
import { AppError, describeIssues } from "./errors";

export const characterNotAllowed = () =>
  new AppError(400, "INVALID_INPUT", "The request contains a character that is not allowed.");

/**
 * Refuses a request whose address (path or query, decoded) holds a control character: no route, search or id takes
 * one, and the database cannot store NUL.
 */
export function refuseControlCharactersInAddress(url: string): void {
  const { pathname, searchParams } = new URL(url);
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    throw new AppError(400, "INVALID_INPUT", "The address is not valid.");
  }
  if (hasForbiddenCharacter(path) || [...searchParams].some(([key, value]) => hasForbiddenCharacter(key + value))) {
    throw characterNotAllowed();
  }
}

/** Parses a JSON body with a zod schema, or throws a 400 AppError with a clear message. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, "INVALID_JSON", "The request body must be valid JSON.");
  }
  if (holdsNul(body)) throw characterNotAllowed();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, "INVALID_INPUT", describeIssues(parsed.error));
  return parsed.data;
}
