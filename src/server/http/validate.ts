import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { ID_PATTERN } from "../../domain/ids";
import { INPUT_PROBLEMS } from "../../domain/refusals";
import { hasForbiddenCharacter, nestsTooDeeply, unstorableJson } from "../../domain/text";
import type { AppEnv } from "./context";
import { type AppError, describeIssues, refuse } from "./errors";

export const characterNotAllowed = () => refuse("INVALID_INPUT", { problem: INPUT_PROBLEMS.character });

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
    throw refuse("INVALID_INPUT", { problem: INPUT_PROBLEMS.address });
  }
  if (hasForbiddenCharacter(path) || [...searchParams].some(([key, value]) => hasForbiddenCharacter(key + value))) {
    throw characterNotAllowed();
  }
}

/**
 * A request body's JSON (docs/decisions/162): refused with 400 when it is not JSON, nests deeper than MAX_JSON_DEPTH
 * (checked on the text, before anything walks it) or holds text no column can store (NUL, a lone surrogate).
 */
export function parseRequestJson(text: string): unknown {
  if (nestsTooDeeply(text)) {
    throw refuse("INVALID_JSON", "tooDeep");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw refuse("INVALID_JSON", "notJson");
  }
  if (unstorableJson(body)) throw characterNotAllowed();
  return body;
}

/** Parses a JSON body with a zod schema, or throws a 400 AppError with a clear message. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const body = parseRequestJson(await c.req.text());
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refuse("INVALID_INPUT", { problem: describeIssues(parsed.error) });
  return parsed.data;
}

/** What a validator hands the route (`c.req.valid(target)`) and what the typed client must send. */
type Checked<Target extends "json" | "query" | "param", In, Out> = {
  in: { [K in Target]: In };
  out: { [K in Target]: Out };
};

/** The JSON body, checked by `schema` (see readJson); the route reads it with `c.req.valid("json")`. */
export function jsonBody<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<AppEnv, string, Checked<"json", z.input<Schema>, z.output<Schema>>> {
  return async (c, next) => {
    c.req.addValidatedData("json", (await readJson(c, schema)) as object);
    await next();
  };
}

/** The query string, checked by `schema`: a 400 with a clear message (or `refusal`) when it does not fit. */
export function queryParams<Schema extends z.ZodType>(
  schema: Schema,
  refusal?: () => AppError,
): MiddlewareHandler<AppEnv, string, Checked<"query", z.input<Schema>, z.output<Schema>>> {
  return async (c, next) => {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) throw refusal?.() ?? refuse("INVALID_INPUT", { problem: describeIssues(parsed.error) });
    c.req.addValidatedData("query", parsed.data as object);
    await next();
  };
}

/** One path parameter: its shape, and the "not found" answered when a value does not have it. */
type PathParam<Out> = { schema: z.ZodType<Out, string>; notFound: () => AppError };

const ID = z.string().regex(ID_PATTERN);
const WHOLE_NUMBER = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/** A path id: a value that is not one names nothing, so it is answered `notFound` without asking the database. */
export const id = (notFound: () => AppError): PathParam<string> => ({ schema: ID, notFound });
/** A path's positive whole number (a program, module or project number), else `notFound`. */
export const wholeNumber = (notFound: () => AppError): PathParam<number> => ({ schema: WHOLE_NUMBER, notFound });
/** Any text: a member's id (Better Auth's ids are not UUIDs), checked by the service. */
export const anyText = (notFound: () => AppError): PathParam<string> => ({ schema: z.string(), notFound });

/** The path parameters, each checked in turn; the first that does not fit answers its own "not found". */
export function pathParams<Params extends Record<string, PathParam<unknown>>>(
  params: Params,
): MiddlewareHandler<
  AppEnv,
  string,
  Checked<"param", { [K in keyof Params]: string }, { [K in keyof Params]: z.output<Params[K]["schema"]> }>
> {
  return async (c, next) => {
    const checked: Record<string, unknown> = {};
    for (const [name, { schema, notFound }] of Object.entries(params)) {
      const parsed = schema.safeParse(c.req.param(name));
      if (!parsed.success) throw notFound();
      checked[name] = parsed.data;
    }
    c.req.addValidatedData("param", checked);
    await next();
  };
}
