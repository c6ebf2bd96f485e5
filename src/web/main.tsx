import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { AppRoutes } from "./router";
import "./styles.css";

const Toasts = lazy(() => import("./components/ui/toasts"));

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to start the app in.");

createRoot(root).render(
  <StrictMode>
    <AppRoutes />
    <Suspense>
      <Toasts />
    </Suspense>
  </StrictMode>,
);
