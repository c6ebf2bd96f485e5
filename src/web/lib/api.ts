import type { BASE_ERROR_CODES } from "@better-auth/core/error";
import { type ClientResponse, hc } from "hono/client";
import type { ErrorCode } from "@/domain/refusals";
import type { Api } from "@/server/app";
import { firstScreenAnswerTaken, firstScreenAsked } from "./first-screen";
import { answerRead } from "./live-position";

/** A failed API call, carrying the server's `{ error: { code, message } }` (or Better Auth's `{ code, message }`). */
/** Better Auth's own refusal codes, on its /api/auth endpoints (the product's guards there answer ErrorCode). */
type AuthErrorCode = keyof typeof BASE_ERROR_CODES;
/** The client's own: no answer at all, or an answer without a refusal in it. */
type ClientErrorCode = "NETWORK" | `HTTP_${number}`;
/** Every code an ApiError can carry: the catalogue's (src/domain/refusals), Better Auth's, or the client's. */
export type ResponseCode = ErrorCode | AuthErrorCode | ClientErrorCode;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ResponseCode,
    message: string,
    /** The server's title for the toast that shows this refusal, when it gives one. */
    readonly title?: string,
  ) {
    super(message);
  }
}

/**
 * fetch with the session cookie; a request that gets no answer at all becomes ApiError "NETWORK". Each answer's
 * position on the server's change feed is noted for the live stream (src/web/lib/live-position.ts).
 */
export async function reach(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, { ...init, credentials: "same-origin" });
    answerRead(response.headers.get("Live-Position"));
    return response;
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach the server. Check your connection and try again.");
  }
}

/**
 * The product's API, typed from the server's route definitions (src/server/app.ts): paths, parameters, bodies and
 * answers. Use it through `answer`: `answer(client.events[":id"].$get({ param: { id } }))`.
 */
export const client = hc<Api>("/api", { fetch: reach });

/** A refusal as the server sends it (`{ error: Refusal }`; Better Auth's own endpoints send it bare). */
type Refusal = { code?: ResponseCode; message?: string; title?: string };

/** What a successful call answers: the JSON its route sends. */
type Answer<R> =
  R extends ClientResponse<infer T, infer _Status, "json"> ? T : R extends ClientResponse<unknown> ? null : never;

/** The answer of a call made with `client`, or an ApiError with the server's code and message. */
export async function answer<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<Answer<R>> {
  // the first page shows once its queries hold what they asked for (src/web/lib/first-screen.ts)
  firstScreenAsked();
  let url = "";
  let text: string;
  let response: R;
  try {
    response = await request;
    url = response.url;
    text = await response.text();
  } finally {
    firstScreenAnswerTaken(url);
  }
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data as { error?: Refusal } & Refusal) ?? {};
    const code = error.error?.code ?? error.code ?? `HTTP_${response.status}`;
    const message = error.error?.message ?? error.message ?? "Something went wrong. Please try again.";
    throw new ApiError(response.status, code, message, error.error?.title);
  }
  return data as Answer<R>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's own words for a refusal (4xx), else undefined. */
export const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
