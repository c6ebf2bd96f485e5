/**
 * How the build bundles the first screens that matter most — the landing page, /auth and the dashboard's home —
 * for Vite's `output.codeSplitting` (decision 101).
 *
 * Left to itself, the bundler gives every set of pages that share modules a chunk of its own: the dashboard's home
 * screen loaded about 30 small chunks (each icon, the button, the card…). The server speaks HTTP/1.1, so a browser
 * fetches six at a time and every further six cost a round trip. Instead, the modules these screens import (beyond
 * the entry and the pages' own chunks) are grouped by which of the screens import them — and whether the other pages
 * outside the dashboard (reset password, not found) do —, so each screen loads a handful of chunks, and none loads
 * a module it does not use. A dashboard page other than the home loads the groups of the layout (it loads the layout
 * anyway) and of what it shares with the home page.
 *
 * A module's group names the screens that import it; everything it imports is imported by those screens too, so a
 * group's chunk imports only groups of more screens (or the entry), never one of fewer: no import cycles.
 * Libraries imported through an index that re-exports everything (lucide-react, date-fns) count only the modules of
 * the names imported, or every icon the app uses anywhere would land in these chunks.
 * Runs at build time only (vite.config.ts).
 */
import type { Plugin } from "vite";

/** The part of the bundler's module graph this needs. */
export type ModuleInfo = { code: string | null; importedIds: readonly string[]; exports?: readonly string[] };
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

export type FirstScreens = {
  /** The entry module's id (src/web/main.tsx). */
  entry: string;
  /** Each first screen by name ("landing", "auth", "dashboard") with the modules of the lazy pages it shows. */
  screens: Record<string, string[]>;
  /** The other lazy pages outside the dashboard. */
  publicPages: string[];
};

/** The chunk name of the modules imported by `screens` (and by other public pages when `publicToo`). */
export const chunkName = (screens: string[], publicToo: boolean) =>
  `first-screens-${[...screens, ...(publicToo ? ["public"] : [])].join("-")}`;

const ALL = "all";
type Names = Set<string> | typeof ALL;
type ReExport = { from: string; names: Array<{ local: string; exported: string }> | "star" };

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
const specifierList = (list: string) =>
  list
    .split(",")
    .map((part) => part.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((part) => {
      const [local = part, exported = local] = part.split(/\s+as\s+/);
      return { local, exported };
    });

/**
 * A module that only re-exports others ("export { default as Icon } from './icons/icon.mjs'", "export * from
 * './format.js'"), as its list of re-exports; undefined for any other module.
 */
export function reExportsOf(code: string | null): ReExport[] | undefined {
  if (!code) return undefined;
  let rest = withoutComments(code).replace(/^\s*["']use \w+["'];?/, "");
  const reExports: ReExport[] = [];
  const namespaces = new Map<string, string>();
  rest = rest.replace(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["'];?/g, (_, name: string, from: string) => {
    namespaces.set(name, from);
    return "";
  });
  rest = rest.replace(/export\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["'];?/g, (_, exported: string, from) => {
    reExports.push({ from, names: [{ local: "*", exported }] });
    return "";
  });
  rest = rest.replace(/export\s*\*\s*from\s*["']([^"']+)["'];?/g, (_, from: string) => {
    reExports.push({ from, names: "star" });
    return "";
  });
  rest = rest.replace(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g, (_, list: string, from: string) => {
    reExports.push({ from, names: specifierList(list) });
    return "";
  });
  let onlyNamespaces = true;
  rest = rest.replace(/export\s*\{([^}]*)\};?/g, (_, list: string) => {
    for (const { local, exported } of specifierList(list)) {
      const from = namespaces.get(local);
      if (from) reExports.push({ from, names: [{ local: "*", exported }] });
      else onlyNamespaces = false;
    }
    return "";
  });
  return onlyNamespaces && rest.trim() === "" && reExports.length > 0 ? reExports : undefined;
}

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Whether `specifier`, written in module `from`, names the module `id`. */
function names(from: string, specifier: string, id: string): boolean {
  if (!specifier.startsWith(".")) return id.includes(`/node_modules/${packageName(specifier)}/`);
  return withoutExtension(id) === pathOf(from, specifier);
}

const withoutExtension = (id: string) => id.replace(/(\/index)?\.[cm]?[jt]sx?$/, "");
/** The module a relative `specifier` in module `from` names, without extension. */
const pathOf = (from: string, specifier: string) => withoutExtension(new URL(specifier, `file://${from}`).pathname);

/** The names `code` (of module `from`) imports from module `id`: all of them unless only `import { … }`. */
function importedNames(from: string, code: string | null, id: string): Names {
  if (!code) return ALL;
  const text = withoutComments(code);
  const wanted = new Set<string>();
  let found = false;
  for (const [, keyword, clause = "", specifier = ""] of text.matchAll(
    /\b(import|export)\s+([\w$*{}\s,]*?)\s*from\s*["']([^"']+)["']/g,
  )) {
    if (!names(from, specifier, id)) continue;
    found = true;
    const named = keyword === "import" ? /^\{([^}]*)\}$/.exec(clause.trim()) : null;
    if (!named) return ALL;
    for (const { local } of specifierList(named[1] ?? "")) wanted.add(local);
  }
  for (const [, specifier = ""] of text.matchAll(/\bimport\s*["']([^"']+)["']/g)) {
    if (names(from, specifier, id)) return ALL;
  }
  return found ? wanted : ALL;
}

/** The modules `starts` import, directly or not (of an index that only re-exports: the names imported). */
export function staticClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const indexes = new Map<string, ReExport[] | undefined>();
  const reExports = (id: string) => {
    if (!indexes.has(id)) indexes.set(id, reExportsOf(graph.getModuleInfo(id)?.code ?? null));
    return indexes.get(id);
  };
  // an index's imports by path without extension, to find a re-export's module at once
  const byPath = new Map<string, Map<string, string>>();
  const targetOf = (index: string, importedIds: readonly string[], from: string) => {
    let paths = byPath.get(index);
    if (!paths) {
      paths = new Map(importedIds.map((id) => [withoutExtension(id), id]));
      byPath.set(index, paths);
    }
    if (!from.startsWith(".")) return importedIds.find((id) => names(index, from, id));
    return paths.get(pathOf(index, from));
  };
  const whole = new Set<string>();
  const namesTaken = new Map<string, Set<string>>();
  const pending: Array<[string, Names]> = starts.map((id) => [id, ALL]);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, wanted] = next;
    if (whole.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const index = reExports(id);
    if (!info || !index || wanted === ALL) {
      whole.add(id);
      for (const imported of info?.importedIds ?? []) {
        pending.push([imported, reExports(imported) ? importedNames(id, info?.code ?? null, imported) : ALL]);
      }
      continue;
    }
    const taken = namesTaken.get(id) ?? new Set<string>();
    namesTaken.set(id, taken);
    const fresh = [...wanted].filter((name) => !taken.has(name));
    for (const name of fresh) taken.add(name);
    if (fresh.length === 0) continue;
    for (const reExport of index) {
      if (reExport.names !== "star" && !reExport.names.some(({ exported }) => fresh.includes(exported))) continue;
      const target = targetOf(id, info.importedIds, reExport.from);
      if (!target) continue;
      if (reExport.names === "star") {
        const exports = graph.getModuleInfo(target)?.exports;
        if (reExports(target)) pending.push([target, new Set(fresh)]);
        else if (!exports || fresh.some((name) => exports.includes(name))) pending.push([target, ALL]);
        continue;
      }
      const locals = reExport.names.filter(({ exported }) => fresh.includes(exported)).map(({ local }) => local);
      if (locals.length > 0) pending.push([target, locals.includes("*") ? ALL : new Set(locals)]);
    }
  }
  return new Set([...whole, ...namesTaken.keys()]);
}

/** The graph with each module read once (the bundler's module info is costly to read: it copies the code). */
function readOnce(graph: ModuleGraph): ModuleGraph {
  const infos = new Map<string, ModuleInfo | null>();
  return {
    getModuleInfo(id) {
      if (!infos.has(id)) {
        const info = graph.getModuleInfo(id);
        infos.set(id, info && { code: info.code, importedIds: info.importedIds, exports: info.exports });
      }
      return infos.get(id) ?? null;
    },
  };
}

/** The chunk of each module of the first screens (the pages' own modules stay in their own chunks). */
export function planFirstScreens(bundlerGraph: ModuleGraph, first: FirstScreens): Map<string, string> {
  const graph = readOnce(bundlerGraph);
  const entry = staticClosure(graph, [first.entry]);
  const pages = new Set(Object.values(first.screens).flat());
  const reach = Object.entries(first.screens).map(([name, screenPages]) => ({
    name,
    modules: staticClosure(graph, screenPages),
  }));
  const publicReach = staticClosure(graph, first.publicPages);
  const plan = new Map<string, string>();
  for (const { modules } of reach) {
    for (const id of modules) {
      if (entry.has(id) || pages.has(id) || plan.has(id)) continue;
      const screens = reach.filter((screen) => screen.modules.has(id)).map((screen) => screen.name);
      plan.set(id, chunkName(screens, publicReach.has(id)));
    }
  }
  return plan;
}

/**
 * The Vite plugin: one `codeSplitting` group whose chunk names follow the plan, made once per build.
 * `resolve` finds the first screen's modules in the graph (they are there once the graph is built).
 */
export function firstScreenChunks(resolve: (graph: ModuleGraph) => FirstScreens): Plugin {
  let plan: Map<string, string> | undefined;
  const name = (id: string, graph: ModuleGraph) => {
    plan ??= planFirstScreens(graph, resolve(graph));
    return plan.get(id) ?? null;
  };
  return {
    name: "pitchcraft-first-screen-chunks",
    apply: "build",
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name, debugName: "first screens", includeDependenciesRecursively: false }] },
          },
        },
      },
    }),
    buildStart() {
      plan = undefined;
    },
  };
}
