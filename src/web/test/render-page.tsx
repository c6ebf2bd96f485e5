import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router";

/** Renders a page at `address`, on its route `route` (e.g. "/dashboard/clubs/:clubId/roles"), with a fresh cache. */
export function renderPageAt(Page: ComponentType, route: string, address: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
