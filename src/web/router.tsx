import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";

type PageModule = { Component: ComponentType };

/** Every page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>) => {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
};

const notFound = page(() => import("./features/errors/not-found-page"));

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
        <Routes>
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
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
