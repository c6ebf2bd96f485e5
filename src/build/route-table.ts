/**
 * The app's route table (src/web/routes.ts) as the build reads it: each route's full address with the pages it
 * renders, for the chunks the server preloads with each page, the dashboard pages' budget (scripts/build.mjs) and the
 * first screens' chunks (vite.config.ts). Also gives e2e/support/every-route.ts the addresses to visit.
 */
import { paths } from "../domain/paths";
import { type PageRoute, routes } from "../web/routes";

/** A route's full address ("/dashboard/events/:eventId") and its pages' modules, outermost first. */
export type RouteEntry = { path: string; pages: string[] };

function fullPath(parent: string, route: PageRoute): string {
  if (route.index) return parent;
  if (route.path.startsWith("/")) return route.path;
  return `${parent.replace(/\/$/, "")}/${route.path}`;
}

/** Every route of `table`, nested ones after their parent; an index route has its parent's address. */
export function routeTable(table: PageRoute[] = routes): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const visit = (route: PageRoute, parent: RouteEntry) => {
    const entry = { path: fullPath(parent.path, route) || "/", pages: [...parent.pages, route.page] };
    entries.push(entry);
    for (const child of route.children ?? []) visit(child, entry);
  };
  for (const route of table) visit(route, { path: "", pages: [] });
  return entries;
}

/**
 * The dashboard's layout and the pages rendered inside it, which the build budgets. Fails when no route at
 * /dashboard has pages inside it, so a rewritten table cannot silently drop the dashboard pages out of their budget.
 */
export function dashboard(table: PageRoute[] = routes): { layout: string; pages: string[] } {
  const layout = table.find((route) => route.path === paths.dashboard && route.children?.length);
  if (!layout) throw new Error(`src/web/routes.ts: no route at ${paths.dashboard} has pages inside it.`);
  const pages = routeTable(layout.children).map((route) => route.pages.at(-1) as string);
  return { layout: layout.page, pages: [...new Set(pages)] };
}

/** The pages the page at `path` renders (a layout and the page inside it), outermost first. */
export function pagesAt(path: string, table: PageRoute[] = routes): string[] {
  const matching = routeTable(table).filter((route) => route.path === path);
  const deepest = matching.sort((a, b) => b.pages.length - a.pages.length)[0];
  if (!deepest) throw new Error(`src/web/routes.ts: no route at ${path}.`);
  return deepest.pages;
}

/** The pages of the routes outside /dashboard (the landing page, sign-in, a certificate check, not found…). */
export function publicPages(table: PageRoute[] = routes): string[] {
  const outside = routeTable(table).filter((route) => !route.path.startsWith(paths.dashboard));
  return [...new Set(outside.map((route) => route.pages.at(-1) as string))];
}
