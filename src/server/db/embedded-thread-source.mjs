// The embedded database's thread when the server runs from its TypeScript sources (tests, the bench, `npm run
// cli`): a worker thread has no TypeScript loader of its own, so tsx compiles its entry. The built server starts
// dist/embedded-thread.js instead.
import { tsImport } from "tsx/esm/api";

await tsImport("./embedded-thread.ts", import.meta.url);
