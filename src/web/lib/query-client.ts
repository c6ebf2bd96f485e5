import { notifyManager, QueryClient } from "@tanstack/react-query";
import { onMemberChange } from "./session";

// A request's pending state reaches its components in a microtask, before the browser handles the next input event:
// the button that sent it is busy before a double click's second click lands (docs/decisions/172). TanStack Query's
// default, a zero-length timeout, can let that click through.
notifyManager.setScheduler(queueMicrotask);

/** The cache of server data shown in the dashboard pages. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

// When the member signs out (here, in another tab found out later, or on a page restored from the back/forward
// cache) or another signs in, none of the cached data is theirs (docs/decisions/123).
onMemberChange(() => queryClient.clear());
