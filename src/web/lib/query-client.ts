import { type InvalidateOptions, type InvalidateQueryFilters, notifyManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { onMemberChange } from "./session";

// A request's pending state reaches its components in a microtask, before the browser handles the next input event:
// the button that sent it is busy before a double click's second click lands (docs/decisions/172). TanStack Query's
// default, a zero-length timeout, can let that click through.
notifyManager.setScheduler(queueMicrotask);

/**
 * A cache whose invalidations are always answered after the write that asked for them (docs/decisions/216). TanStack
 * Query lets a query's first fetch, still running, stand in for the refetch an invalidation asks for; that fetch may
 * have been answered before the write, and the page would never catch up. Those first fetches are cancelled first.
 */
export class CacheAfterWrites extends QueryClient {
  override async invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions) {
    const chosen = filters.predicate;
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined && query.state.fetchStatus === "fetching" && (chosen?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * A read that failed is tried once more, unless the server refused it: a refusal (403, 404, …) would only be said
 * again. A timeout (408) and "too many requests" (429) are tried again.
 */
export function retryRead(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < 1 && (!refused || error.status === 408 || error.status === 429);
}

/** The cache of server data shown in the dashboard pages. */
export const queryClient = new CacheAfterWrites({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryRead } },
});

// When the member signs out (here, in another tab found out later, or on a page restored from the back/forward
// cache) or another signs in, none of the cached data is theirs (docs/decisions/123).
onMemberChange(() => queryClient.clear());
