import { type ComponentType, lazy, type ReactElement, Suspense, useState } from "react";
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "./features/errors/error-boundary";
import { PageLoadFailed } from "./features/errors/page-load-failed";
import { PageTitle } from "./page-title";

type PageModule = { Component: ComponentType };

/**
 * A page's chunk: loaded once, when its route is first visited or at start-up (see loadPagesOf). A load that failed
 * (offline, or a file gone after a release) is forgotten by `retry`, so the next render fetches it again.
 */
type PageChunk = { load: () => Promise<PageModule>; loaded?: ComponentType; Lazy: ComponentType; retry: () => void };

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
 */
function RoutePage({ chunk }: { chunk: PageChunk; title: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onRetry={chunk.retry}>
      <Page chunk={chunk} />
    </ErrorBoundary>
  );
}

let pages = 0;

/**
 * Every page is its own chunk (and its own `key`: React must not carry one page's state over to another). `title`
 * is the page's name in the browser's tab and history, announced on navigation (see PageTitle).
 */
const page = (title: string, load: () => Promise<PageModule>) => {
  let loading: Promise<PageModule> | undefined;
  const lazyPage = () => lazy(() => chunk.load().then((module) => ({ default: module.Component })));
  const chunk: PageChunk = {
    load: () => {
      loading ??= load().then(
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
  pages += 1;
  return <RoutePage key={pages} chunk={chunk} title={title} />;
};

const notFound = page("Page not found", () => import("./features/errors/not-found-page"));

const routes = (
  <>
    <Route path="/" element={page("", () => import("./features/landing/landing-page"))} />
    <Route path="/auth" element={page("Sign in", () => import("./features/auth/auth-page"))} />
    <Route
      path="/auth/reset-password"
      element={page("Reset password", () => import("./features/auth/reset-password-page"))}
    />
    <Route
      path="/certificates/:number"
      element={page("Certificate check", () => import("./features/certificates/verify-certificate-page"))}
    />
    <Route
      path="/dashboard/pathways/certification/:certificationId/certificate"
      element={page("Certificate", () => import("./features/learning/certificate-page"))}
    />
    <Route path="/dashboard" element={page("Dashboard", () => import("./features/dashboard/dashboard-layout"))}>
      <Route index element={page("Dashboard", () => import("./features/dashboard/home-page"))} />
      <Route path="profile" element={page("Profile", () => import("./features/profile/profile-page"))} />
      <Route path="pathways" element={page("Pathways Learning", () => import("./features/learning/pathways-page"))} />
      <Route path="pathways/:pathwayId" element={page("Pathway", () => import("./features/learning/pathway-page"))} />
      <Route
        path="pathways/certification/:certificationId"
        element={page("Certification program", () => import("./features/learning/certification-page"))}
      />
      <Route
        path="pathways/certification/:certificationId/pitch/new"
        element={page("New pitch", () => import("./features/learning/pitch-page"))}
      />
      <Route
        path="pathways/certification/:certificationId/pitch/:pitchId"
        element={page("Pitch", () => import("./features/learning/pitch-page"))}
      />
      <Route path="courses" element={page("Courses", () => import("./features/learning/courses-page"))} />
      <Route
        path="resources"
        element={page("Meeting Resources", () => import("./features/resources/resources-page"))}
      />
      <Route path="resources/timer" element={page("Timer App", () => import("./features/resources/timer-page"))} />
      <Route
        path="resources/ah-counter"
        element={page("Ah Counter App", () => import("./features/resources/ah-counter-page"))}
      />
      <Route
        path="resources/evaluator"
        element={page("Evaluator Form", () => import("./features/resources/evaluator-page"))}
      />
      <Route path="support" element={page("Contact & Support", () => import("./features/support/support-page"))} />
      <Route path="admin" element={page("Administration", () => import("./features/admin/admin-page"))} />
      <Route path="find-clubs" element={page("Find Clubs", () => import("./features/clubs/find-clubs-page"))} />
      <Route path="find-clubs/:clubId" element={page("Club", () => import("./features/clubs/club-page"))} />
      <Route
        path="leadership"
        element={page("Leadership Central", () => import("./features/leadership/leadership-page"))}
      />
      <Route path="events" element={page("Events & News", () => import("./features/events/events-page"))} />
      <Route path="events/:eventId" element={page("Event", () => import("./features/events/event-page"))} />
      <Route
        path="events/:eventId/agenda"
        element={page("Meeting agenda", () => import("./features/events/agenda-print-page"))}
      />
      <Route path="*" element={notFound} />
    </Route>
    <Route path="*" element={notFound} />
  </>
);

const routeTable = createRoutesFromElements(routes);

/** The title of the page at `pathname`: its innermost route's (a dashboard page's rather than the layout's). */
export function pageTitleOf(pathname: string): string {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  const titles = matches.map((match) => (match.route.element as ReactElement<{ title?: string }> | null)?.props.title);
  return titles.findLast((title) => title !== undefined) ?? "";
}

/**
 * Loads the chunks of every page that `pathname` renders — a layout and the page inside it — together, instead of
 * each one only after its parent has loaded and rendered (decision 101). Settles when all have arrived or failed
 * (a failure shows when the page renders: React.lazy rethrows it).
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  await Promise.allSettled(
    matches.map((match) => (match.route.element as ReactElement<{ chunk?: PageChunk }> | null)?.props.chunk?.load()),
  );
}

const reload = () => window.location.reload();

/** The app inside its last-resort error boundary: whatever fails outside a page still shows a message, not white. */
export function AppRoutes() {
  return (
    <ErrorBoundary resetKey="app" onRetry={reload}>
      <BrowserRouter>
        <PageTitle titleOf={pageTitleOf} />
        <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
          <Routes>{routes}</Routes>
        </Suspense>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
