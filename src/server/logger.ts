import pino from "pino";

export type Logger = pino.Logger;

const REDACTED = "[redacted]";

/**
 * Errors as pino writes them, without the values bound to a failed query: Drizzle puts them into its error's
 * message ("Failed query: …\nparams: …") and a `params` field, and they can be e-mail addresses, message texts or
 * tokens. The SQL itself stays, for the operator.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== "object") return serialized;
  const out = serialized as Record<string, unknown>;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 10; depth++) {
    const { params } = current as { params?: unknown };
    if (Array.isArray(params)) {
      const bound = `\nparams: ${params}`;
      for (const field of ["message", "stack"] as const) {
        const text = out[field];
        if (typeof text === "string") out[field] = text.split(bound).join(`\nparams: ${REDACTED}`);
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  if ("params" in out) out.params = REDACTED;
  return out;
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
