import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";

type PageModule = { Component: ComponentType };

/** Every page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>) => {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
};

const unavailable = page(() => import("./features/errors/unavailable-page"));
const notFound = page(() => import("./features/errors/not-found-page"));

/** Routes of the specification whose area is not open yet show an honest "not found" inside the shell. */
const LATER = [
  "find-clubs",
  "pathways",
  "pathways/certification/:certificationId",
  "pathways/certification/:certificationId/pitch/new",
  "pathways/certification/:certificationId/pitch/:pitchId",
  "resources",
  "resources/timer",
  "resources/ah-counter",
  "resources/evaluator",
  "leadership",
  "events",
  "support",
  "courses",
];

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
        <Routes>
          <Route path="/" element={page(() => import("./features/landing/landing-page"))} />
          <Route path="/auth" element={page(() => import("./features/auth/auth-page"))} />
          <Route path="/auth/reset-password" element={page(() => import("./features/auth/reset-password-page"))} />
          <Route path="/dashboard" element={page(() => import("./features/dashboard/dashboard-layout"))}>
            <Route index element={page(() => import("./features/dashboard/home-page"))} />
            <Route path="profile" element={page(() => import("./features/profile/profile-page"))} />
            {LATER.map((path) => (
              <Route key={path} path={path} element={unavailable} />
            ))}
            <Route path="*" element={notFound} />
          </Route>
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
