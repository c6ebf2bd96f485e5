import { QueryClient } from "@tanstack/react-query";
import { onMemberChange } from "./session";

/** The cache of server data shown in the dashboard pages. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

// When the member signs out (here, in another tab found out later, or on a page restored from the back/forward
// cache) or another signs in, none of the cached data is theirs (docs/decisions/123).
onMemberChange(() => queryClient.clear());
