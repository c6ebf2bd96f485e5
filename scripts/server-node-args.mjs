// The Node.js options the server runs with, wherever it is started from (`npm start`, the benchmark): the heap's
// limit tells V8 how large the server may grow, and V8 collects earlier within it. Without one it takes a quarter of
// the machine's memory as the limit and lets the heap grow far before collecting (docs/decisions/249).
// An operator's own NODE_OPTIONS with a heap limit wins.

/** The old generation's limit in MB: about five times what the server holds at ten times the demo network. */
export const SERVER_HEAP_MB = 512;

/** The options to put before `dist/main.js`; none when NODE_OPTIONS already sets a heap limit. */
export function serverNodeArgs(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return /--max-old-space-size/.test(nodeOptions) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
