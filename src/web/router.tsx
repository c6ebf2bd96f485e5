import { type ComponentType, lazy, type ReactElement, Suspense, useState } from "react";
import { BrowserRouter, createRoutesFromElements, matchRoutes, Route, Routes } from "react-router";

type PageModule = { Component: ComponentType };

/** A page's chunk: loaded once, when its route is first visited or at start-up (see loadPagesOf). */
type PageChunk = { load: () => Promise<PageModule>; loaded?: ComponentType; Lazy: ComponentType };

/**
 * Renders a page: at once when its chunk has arrived, else through React.lazy, which suspends until it arrives.
 * (React.lazy would suspend once even for a chunk that has arrived, and React keeps a fallback it has shown for at
 * least 300 ms.) Chosen once per mount, so a page never changes component under its own state.
 */
function Page({ chunk }: { chunk: PageChunk }) {
  const [Shown] = useState(() => chunk.loaded ?? chunk.Lazy);
  return <Shown />;
}

let pages = 0;

/** Every page is its own chunk (and its own `key`: React must not carry one page's state over to another). */
const page = (load: () => Promise<PageModule>) => {
  let loading: Promise<PageModule> | undefined;
  const chunk: PageChunk = {
    load: () => {
      loading ??= load().then((module) => {
        chunk.loaded = module.Component;
        return module;
      });
      return loading;
    },
    Lazy: lazy(() => chunk.load().then((module) => ({ default: module.Component }))),
  };
  pages += 1;
  return <Page key={pages} chunk={chunk} />;
};

const notFound = page(() => import("./features/errors/not-found-page"));

const routes = (
  <>
    <Route path="/" element={page(() => import("./features/landing/landing-page"))} />
    <Route path="/auth" element={page(() => import("./features/auth/auth-page"))} />
    <Route path="/auth/reset-password" element={page(() => import("./features/auth/reset-password-page"))} />
    <Route
      path="/dashboard/pathways/certification/:certificationId/certificate"
      element={page(() => import("./features/learning/certificate-page"))}
    />
    <Route path="/dashboard" element={page(() => import("./features/dashboard/dashboard-layout"))}>
      <Route index element={page(() => import("./features/dashboard/home-page"))} />
      <Route path="profile" element={page(() => import("./features/profile/profile-page"))} />
      <Route path="pathways" element={page(() => import("./features/learning/pathways-page"))} />
      <Route path="pathways/:pathwayId" element={page(() => import("./features/learning/pathway-page"))} />
      <Route
        path="pathways/certification/:certificationId"
        element={page(() => import("./features/learning/certification-page"))}
      />
      <Route
        path="pathways/certification/:certificationId/pitch/new"
        element={page(() => import("./features/learning/pitch-page"))}
      />
      <Route
        path="pathways/certification/:certificationId/pitch/:pitchId"
        element={page(() => import("./features/learning/pitch-page"))}
      />
      <Route path="courses" element={page(() => import("./features/learning/courses-page"))} />
      <Route path="resources" element={page(() => import("./features/resources/resources-page"))} />
      <Route path="resources/timer" element={page(() => import("./features/resources/timer-page"))} />
      <Route path="resources/ah-counter" element={page(() => import("./features/resources/ah-counter-page"))} />
      <Route path="resources/evaluator" element={page(() => import("./features/resources/evaluator-page"))} />
      <Route path="support" element={page(() => import("./features/support/support-page"))} />
      <Route path="admin" element={page(() => import("./features/admin/admin-page"))} />
      <Route path="find-clubs" element={page(() => import("./features/clubs/find-clubs-page"))} />
      <Route path="find-clubs/:clubId" element={page(() => import("./features/clubs/club-page"))} />
      <Route path="leadership" element={page(() => import("./features/leadership/leadership-page"))} />
      <Route path="events" element={page(() => import("./features/events/events-page"))} />
      <Route path="events/:eventId" element={page(() => import("./features/events/event-page"))} />
      <Route path="events/:eventId/agenda" element={page(() => import("./features/events/agenda-print-page"))} />
      <Route path="*" element={notFound} />
    </Route>
    <Route path="*" element={notFound} />
  </>
);

/**
 * Loads the chunks of every page that `pathname` renders — a layout and the page inside it — together, instead of
 * each one only after its parent has loaded and rendered (decision 101). Settles when all have arrived or failed
 * (a failure shows when the page renders: React.lazy rethrows it).
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  await Promise.allSettled(
    matches.map((match) => (match.route.element as ReactElement<{ chunk?: PageChunk }> | null)?.props.chunk?.load()),
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </BrowserRouter>
  );
}
