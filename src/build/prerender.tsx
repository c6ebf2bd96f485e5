/**
 * The landing page prerendered at build time (decisions 251, 252): scripts/build.mjs builds this module with Vite for
 * Node (the route table's lazy pages, the `@/` alias) and writes the HTML it answers into the built index.html, where the
 * server keeps it for a visitor at `/` (src/server/app-page.ts) and the browser hydrates it (src/web/main.tsx).
 * Rendered as the browser renders it: the whole app at `/`, the page's chunk loaded first, signed out.
 */
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { paths } from "../domain/paths";
import { clearSession } from "../web/lib/session";
import { AppRoutes, loadPagesOf } from "../web/router";

/** The router at `/`, as the browser's is on the landing page. */
const AtHome = ({ children }: { children: ReactNode }) => <StaticRouter location={paths.home}>{children}</StaticRouter>;

/** The landing page's HTML, as the inside of the page's #root. */
export async function prerenderLanding(): Promise<string> {
  clearSession();
  await loadPagesOf(paths.home);
  return renderToString(
    <StrictMode>
      <AppRoutes Router={AtHome} />
    </StrictMode>,
  );
}
