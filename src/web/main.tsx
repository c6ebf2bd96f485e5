import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { checkSession } from "./lib/session";
import { AppRoutes, loadPagesOf } from "./router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to start the app in.");

// What the first screen needs loads in parallel (decision 101). The first render waits for the page's chunks, so it
// shows the page at once instead of an empty placeholder that React would keep for at least 300 ms.
// As a transition, React renders (or hydrates) it in slices, leaving the browser free in between. (Not a top-level
// await: the bundler would split the entry's modules into more chunks to keep pages from waiting on the entry that
// waits on them.)
// The landing page comes prerendered for a visitor (decision 251): its HTML shows before any script runs, and React
// takes it over (hydrates it) instead of drawing it again.
checkSession();
void loadPagesOf(window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
  if (root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const created = createRoot(root);
  startTransition(() => created.render(app));
});
