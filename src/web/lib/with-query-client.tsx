import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { queryClient } from "./query-client";

/**
 * A page outside the dashboard (which brings the query cache for its pages) that asks the server through the
 * area's api.ts: the same cache, brought by the page itself.
 */
export function withQueryClient(Page: ComponentType) {
  return function PageWithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
