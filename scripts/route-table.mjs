// The route table of src/web/router.tsx as the build reads it: for the budgets (scripts/build.mjs) and for the
// chunks of the dashboard's first screen (vite.config.ts). Not imported by the app.
import path from "node:path";

export const ROUTER_FILE = path.join("src", "web", "router.tsx");

/** The end of the JSX tag starting at `start` (after its `>`), skipping `{…}` expressions such as `() => import()`. */
function tagEnd(text, start) {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === "{") depth += 1;
    else if (char === "}") depth -= 1;
    else if (char === ">" && depth === 0) return { end: index + 1, selfClosing: text[index - 1] === "/" };
  }
  throw new Error(`${ROUTER_FILE}: a <Route> tag is not closed.`);
}

/**
 * The route table of src/web/router.tsx: every <Route> with its full path ("/dashboard/events/:eventId"; an index
 * route has its parent's) and the lazy imports that render it, outermost first ("features/…/x", no extension).
 */
export function routeTable(routerSource) {
  const routes = [];
  const open = []; // the enclosing, not self-closing routes
  let cursor = 0;
  for (;;) {
    const nextOpen = routerSource.indexOf("<Route", cursor);
    const nextClose = routerSource.indexOf("</Route>", cursor);
    if (nextOpen < 0 && nextClose < 0) break;
    if (nextOpen >= 0 && (nextClose < 0 || nextOpen < nextClose)) {
      if (/^<Routes\b/.test(routerSource.slice(nextOpen))) {
        cursor = nextOpen + "<Routes".length;
        continue;
      }
      const tag = tagEnd(routerSource, nextOpen);
      const text = routerSource.slice(nextOpen, tag.end);
      const parent = open.at(-1) ?? { path: "", imports: [] };
      const own = /\bpath="([^"]*)"/.exec(text)?.[1];
      const base = parent.path.replace(/\/$/, "");
      const joined = own === undefined ? parent.path : own.startsWith("/") ? own : `${base}/${own}`;
      const imports = [...parent.imports, ...[...text.matchAll(/import\("\.\/([^"]+)"\)/g)].map((match) => match[1])];
      const route = { path: joined || "/", imports };
      routes.push(route);
      if (!tag.selfClosing) open.push(route);
      cursor = tag.end;
    } else {
      open.pop();
      cursor = nextClose + "</Route>".length;
    }
  }
  return routes;
}
