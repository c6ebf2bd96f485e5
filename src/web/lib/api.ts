/** A failed API call, carrying the server's `{ error: { code, message } }` (or Better Auth's `{ code, message }`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

/** Calls the product's API with the session cookie; JSON in, JSON out; throws ApiError on failure. */
export async function api<T>(path: string, init: { method?: string; body?: Body } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.body ? { "content-type": "application/json" } : undefined,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach the server. Check your connection and try again.");
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string }; code?: string; message?: string }) ?? {};
    const code = error.error?.code ?? error.code ?? `HTTP_${response.status}`;
    const message = error.error?.message ?? error.message ?? "Something went wrong. Please try again.";
    throw new ApiError(response.status, code, message);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
