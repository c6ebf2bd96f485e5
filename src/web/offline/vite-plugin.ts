/**
 * Emits /sw.js at build time: src/web/offline/service-worker.js preceded by the build's precache list (the entry's
 * scripts and styles, the dashboard shell, the Meeting Resources pages and the toasts), a version that changes
 * whenever that list does, so browsers install the new worker after each release, and the address of the page it
 * keeps for offline use (the Meeting Resources).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { paths } from "../../domain/paths";

/** Sources (relative to src/web) whose chunks the tools need offline. */
const OFFLINE_PAGES = [
  /features\/resources\//,
  /features\/dashboard\/dashboard-layout\./,
  /features\/errors\//,
  /components\/ui\/toasts\./,
  /node_modules\/sonner\//,
];

type OutputChunk = {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type OutputFile = OutputChunk | { type: "asset"; fileName: string };

export function precacheList(bundle: Record<string, OutputFile>): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) {
    const source = chunk.facadeModuleId ?? "";
    if (chunk.isEntry || OFFLINE_PAGES.some((pattern) => pattern.test(source))) visit(chunk);
  }
  // A page's own lazy imports (e.g. the toast library) come along too.
  for (const name of [...files]) {
    const chunk = byName.get(name);
    if (chunk && !chunk.isEntry) for (const lazy of chunk.dynamicImports) visit(byName.get(lazy));
  }
  return [...files].sort().map((file) => `/${file}`);
}

export function offlineServiceWorker(): Plugin {
  const template = new URL("./service-worker.js", import.meta.url);
  return {
    name: "pitchcraft-offline-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const precache = [...precacheList(bundle as unknown as Record<string, OutputFile>), "/favicon.svg"];
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
      const constants = { VERSION: version, PRECACHE: precache, SHELL: paths.resources };
      const declared = Object.entries(constants).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`);
      const source = `${declared.join("")}${readFileSync(template, "utf8")}`;
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
