import type { Context } from "hono";
import type { z } from "zod";
import { AppError, describeIssues } from "./errors";

/** Parses a JSON body with a zod schema, or throws a 400 AppError with a clear message. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, "INVALID_JSON", "The request body must be valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, "INVALID_INPUT", describeIssues(parsed.error));
  return parsed.data;
}
