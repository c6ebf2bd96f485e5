import pino from "pino";

export type Logger = pino.Logger;

const REDACTED = "[redacted]";

/** The values bound to a failed query, as Drizzle (and errors that wrap its message) write them: to the line's end. */
const BOUND_VALUES = /\nparams: [^\n]*/g;
/** Fields of database errors that quote row values ("Key (token)=(…) already exists"). */
const VALUE_FIELDS = new Set(["params", "detail", "where", "parameters"]);

/** `text` without the values bound to a failed query (Better Auth logs some database errors as bare text). */
export const redactBoundValues = (text: string) => text.replace(BOUND_VALUES, `\nparams: ${REDACTED}`);

function redactValues(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactBoundValues(value);
  if (!value || typeof value !== "object" || depth > 10) return value;
  if (Array.isArray(value)) return value.map((entry) => redactValues(entry, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : redactValues(entry, depth + 1);
  }
  return out;
}

/**
 * Errors as pino writes them, without the values bound to a failed query: Drizzle puts them into its error's
 * message ("Failed query: …\nparams: …"), errors that wrap it repeat that text, and database errors quote row values
 * in `detail`; they can be e-mail addresses, message texts, session or reset tokens. The SQL stays, for the operator.
 */
export function serializeError(error: unknown): unknown {
  return redactValues(pino.stdSerializers.err(error as Error));
}

/** JSON lines on stdout (or `destination`), with secrets and query values kept out. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "headers.cookie",
        "*.headers.cookie",
        "headers.authorization",
        "*.headers.authorization",
        "accessKey",
      ],
      censor: REDACTED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
