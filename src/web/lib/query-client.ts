import { QueryClient } from "@tanstack/react-query";

/** The cache of server data shown in the dashboard pages. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
