import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRoutes } from "./router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to start the app in.");

createRoot(root).render(
  <StrictMode>
    <AppRoutes />
  </StrictMode>,
);
