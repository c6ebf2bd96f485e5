import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { BrowserRouter, matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { ErrorBoundary } from "./features/errors/error-boundary";
import { PageLoadFailed } from "./features/errors/page-load-failed";
import { PageTitle } from "./page-title";
import { type PageRoute, routes } from "./routes";

type PageModule = { Component: ComponentType };

/** The page files of the route table (routes.ts), each a chunk of its own loaded when needed. */
const pageFiles = import.meta.glob<PageModule>(["./features/*/*-page.tsx", "./features/*/*-layout.tsx"]);

/**
 * A page's chunk: loaded once, when its route is first visited or at start-up (see loadPagesOf). A load that failed
 * (offline, or a file gone after a release) is forgotten by `retry`, so the next render fetches it again.
 */
type PageChunk = { load: () => Promise<PageModule>; loaded?: ComponentType; Lazy: ComponentType; retry: () => void };

function pageChunk(page: string): PageChunk {
  const file = pageFiles[`./${page}.tsx`];
  if (!file) throw new Error(`src/web/routes.ts: the page ${page} has no file src/web/${page}.tsx.`);
  let loading: Promise<PageModule> | undefined;
  const lazyPage = () => lazy(() => chunk.load().then((module) => ({ default: module.Component })));
  const chunk: PageChunk = {
    load: () => {
      loading ??= file().then(
        (module) => {
          chunk.loaded = module.Component;
          return module;
        },
        (error: unknown) => {
          throw new PageLoadFailed(error);
        },
      );
      return loading;
    },
    Lazy: lazyPage(),
    retry: () => {
      if (chunk.loaded) return;
      loading = undefined;
      chunk.Lazy = lazyPage();
    },
  };
  return chunk;
}

/**
 * Renders a page: at once when its chunk has arrived, else through React.lazy, which suspends until it arrives.
 * (React.lazy would suspend once even for a chunk that has arrived, and React keeps a fallback it has shown for at
 * least 300 ms.) Chosen once per mount, so a page never changes component under its own state.
 */
function Page({ chunk }: { chunk: PageChunk }) {
  const [Shown] = useState(() => chunk.loaded ?? chunk.Lazy);
  return <Shown />;
}

/**
 * A route's page inside its own error boundary (docs/decisions/110): a page that fails to load or render shows why,
 * with Retry, where the page would be — inside the dashboard's shell for its pages. Leaving the address clears it.
 * (React Router's `errorElement` would need its data router, which the landing page's budget rules out:
 * docs/decisions/133.)
 */
function RoutePage({ chunk }: { chunk: PageChunk }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onRetry={chunk.retry}>
      <Page chunk={chunk} />
    </ErrorBoundary>
  );
}

/** A route as React Router takes it, with its page's title and chunk. */
type AppRoute = RouteObject & { title: string; chunk: PageChunk; children?: AppRoute[] };

const chunks = new Map<string, PageChunk>();
let routeCount = 0;

/**
 * Each route renders its page with a `key` of its own: React must not carry one page's state over to another, not
 * even between two routes of the same page (a new pitch and a saved one).
 */
function appRoute({ path, index, title, page, children }: PageRoute): AppRoute {
  const chunk = chunks.get(page) ?? pageChunk(page);
  chunks.set(page, chunk);
  routeCount += 1;
  const element = <RoutePage key={routeCount} chunk={chunk} />;
  if (index) return { index: true, element, title, chunk };
  return { path, element, title, chunk, children: children?.map(appRoute) };
}

const appRoutes = routes.map(appRoute);

/** The title of the page at `pathname`: its innermost route's (a dashboard page's rather than the layout's). */
export function pageTitleOf(pathname: string): string {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.title ?? "";
}

/**
 * Loads the chunks of every page that `pathname` renders — a layout and the page inside it — together, instead of
 * each one only after its parent has loaded and rendered (decision 101). Settles when all have arrived or failed
 * (a failure shows when the page renders: React.lazy rethrows it).
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.allSettled(matches.map((match) => match.route.chunk.load()));
}

function Pages() {
  return useRoutes(appRoutes);
}

const reload = () => window.location.reload();

/**
 * The app inside its last-resort error boundary: whatever fails outside a page still shows a message, not white.
 * `Router` is the browser's; the landing page's prerendering at build time gives a StaticRouter at `/`
 * (src/build/prerender.tsx), so the HTML it writes is the tree the browser hydrates.
 */
export function AppRoutes({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <ErrorBoundary resetKey="app" onRetry={reload}>
      <Router>
        <PageTitle titleOf={pageTitleOf} />
        <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
          <Pages />
        </Suspense>
      </Router>
    </ErrorBoundary>
  );
}
