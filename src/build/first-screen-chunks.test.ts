import { describe, expect, it } from "vitest";
import { type ModuleGraph, type ModuleInfo, planFirstScreens, reExportsOf, staticClosure } from "./first-screen-chunks";

/** A module graph as the bundler describes it: each module's code and the ids it imports. */
function graphOf(modules: Record<string, Partial<ModuleInfo>>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module
        ? { code: module.code ?? "", importedIds: module.importedIds ?? [], exports: module.exports }
        : null;
    },
  };
}

const ICONS = "/app/node_modules/lucide-react/dist/esm/lucide-react.mjs";
const DATES = "/app/node_modules/date-fns/index.js";
const icon = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const date = (name: string) => `/app/node_modules/date-fns/${name}.js`;

const libraries: Record<string, Partial<ModuleInfo>> = {
  [ICONS]: {
    code: `"use strict";
/** @license */
import * as index from './icons/index.mjs';
export { index as icons };
export { default as Users, default as UsersIcon } from './icons/users.mjs';
export { default as Menu } from './icons/menu.mjs';
export { default as Mic } from './icons/mic.mjs';
export { default as createLucideIcon } from './createLucideIcon.mjs';`,
    importedIds: [
      "/app/node_modules/lucide-react/dist/esm/icons/index.mjs",
      icon("users"),
      icon("menu"),
      icon("mic"),
      "/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs",
    ],
  },
  [icon("users")]: { code: "import c from '../createLucideIcon.mjs'; export default c('users');" },
  [icon("menu")]: { code: "export default 1;" },
  [icon("mic")]: { code: "export default 2;" },
  [DATES]: {
    code: 'export * from "./format.js";\nexport * from "./addDays.js";',
    importedIds: [date("format"), date("addDays")],
  },
  [date("format")]: { code: "export function format() {}", exports: ["format"], importedIds: [date("locale")] },
  [date("addDays")]: { code: "export function addDays() {}", exports: ["addDays"] },
  [date("locale")]: { code: "export const enUS = {};" },
};

describe("an index that only re-exports", () => {
  it("is read as its re-exports", () => {
    expect(reExportsOf(libraries[ICONS]?.code ?? null)).toContainEqual({
      from: "./icons/users.mjs",
      names: [
        { local: "default", exported: "Users" },
        { local: "default", exported: "UsersIcon" },
      ],
    });
    expect(reExportsOf(libraries[DATES]?.code ?? null)).toEqual([
      { from: "./format.js", names: "star" },
      { from: "./addDays.js", names: "star" },
    ]);
    expect(reExportsOf("export function format() {}")).toBeUndefined();
    expect(reExportsOf('import { a } from "./a.js";\nexport { a };')).toBeUndefined();
  });

  it("counts only the modules of the names imported from it", () => {
    const graph = graphOf({
      ...libraries,
      "/app/src/page.tsx": {
        code: 'import { Menu, Users as People } from "lucide-react";\nimport { format } from "date-fns";',
        importedIds: [ICONS, DATES],
      },
    });
    const closure = staticClosure(graph, ["/app/src/page.tsx"]);
    expect(closure).toContain(icon("users"));
    expect(closure).toContain(icon("menu"));
    expect(closure).toContain(date("format"));
    expect(closure).toContain(date("locale"));
    expect(closure).not.toContain(icon("mic"));
    expect(closure).not.toContain(date("addDays"));
  });

  it("counts all of its modules for an import of everything", () => {
    const graph = graphOf({
      ...libraries,
      "/app/src/page.tsx": { code: 'import * as dates from "date-fns";', importedIds: [DATES] },
    });
    expect(staticClosure(graph, ["/app/src/page.tsx"])).toContain(date("addDays"));
  });
});

describe("the first screens' chunks", () => {
  const graph = graphOf({
    ...libraries,
    "/app/src/main.tsx": { importedIds: ["/app/node_modules/react/index.js"] },
    "/app/node_modules/react/index.js": {},
    "/app/src/landing.tsx": {
      code: 'import { Mic, Users } from "lucide-react";',
      importedIds: ["/app/src/button.tsx", ICONS, "/app/node_modules/react/index.js"],
    },
    "/app/src/layout.tsx": {
      code: 'import { Menu, Users } from "lucide-react";',
      importedIds: ["/app/src/button.tsx", "/app/src/query.ts", ICONS],
    },
    "/app/src/home.tsx": { code: 'import { format } from "date-fns";', importedIds: ["/app/src/query.ts", DATES] },
    "/app/src/reset.tsx": { importedIds: ["/app/src/button.tsx", "/app/src/field.tsx"] },
    "/app/src/button.tsx": { importedIds: ["/app/node_modules/react/index.js"] },
    "/app/src/query.ts": {},
    "/app/src/field.tsx": {},
  });
  const plan = planFirstScreens(graph, {
    entry: "/app/src/main.tsx",
    screens: { landing: ["/app/src/landing.tsx"], dashboard: ["/app/src/layout.tsx", "/app/src/home.tsx"] },
    publicPages: ["/app/src/reset.tsx"],
  });

  it("group each module by the screens that import it, and whether other public pages do", () => {
    expect(plan.get("/app/src/button.tsx")).toBe("first-screens-landing-dashboard-public");
    expect(plan.get(icon("users"))).toBe("first-screens-landing-dashboard");
    expect(plan.get(icon("mic"))).toBe("first-screens-landing");
    expect(plan.get(icon("menu"))).toBe("first-screens-dashboard");
    expect(plan.get("/app/src/query.ts")).toBe("first-screens-dashboard");
    expect(plan.get(date("locale"))).toBe("first-screens-dashboard");
  });

  it("leave the entry's modules, the pages themselves and what no first screen imports to the bundler", () => {
    expect(plan.has("/app/node_modules/react/index.js")).toBe(false);
    expect(plan.has("/app/src/layout.tsx")).toBe(false);
    expect(plan.has("/app/src/landing.tsx")).toBe(false);
    expect(plan.has("/app/src/field.tsx")).toBe(false);
    expect(plan.has(date("addDays"))).toBe(false);
  });
});
