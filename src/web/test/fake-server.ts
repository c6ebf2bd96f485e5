import { vi } from "vitest";

/** A request the page sent: its method, path and JSON body. */
export type Sent = { method: string; path: string; body: unknown };

/** Component tests: stands in for the server, without the live stream. `answer` answers every request sent. */
export function fakeServer(answer: (request: Sent) => Response | Promise<Response>) {
  vi.stubGlobal("EventSource", undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      return answer({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    }),
  );
}
