// The Node.js options the server runs with, wherever it is started from (`npm start`, the benchmark): the heap's
// limit tells V8 how large the server may grow, and V8 collects earlier within it. Without one it takes a quarter of
// the machine's memory as the limit and lets the heap grow far before collecting (docs/decisions/249). On the embedded
// database a smaller young generation keeps the server under 300 MB (docs/decisions/262); on PostgreSQL it cost a
// quarter of the Reports' speed, and the server is far under. An operator's own NODE_OPTIONS wins for each.

/** The old generation's limit in MB: about five times what the server holds at ten times the demo network. */
export const SERVER_HEAP_MB = 512;

/** The young generation's semi-spaces in MB on the embedded database (V8's default is 16). */
export const SERVER_SEMI_SPACE_MB = 4;

/**
 * The options to put before `dist/main.js` for a server on `databaseUrl` (none: the embedded database), each one only
 * where NODE_OPTIONS does not already set it.
 */
export function serverNodeArgs(nodeOptions = process.env.NODE_OPTIONS ?? "", databaseUrl = process.env.DATABASE_URL) {
  const args = [];
  if (!/--max-old-space-size/.test(nodeOptions)) args.push(`--max-old-space-size=${SERVER_HEAP_MB}`);
  const embedded = (databaseUrl ?? "").trim() === "";
  if (embedded && !/--max-semi-space-size/.test(nodeOptions)) {
    args.push(`--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`);
  }
  return args;
}
