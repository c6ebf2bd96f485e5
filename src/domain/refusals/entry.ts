import { plural } from "../plurals";
/** The statuses a refusal answers with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 500 | 503;

/**
 * One refusal of the API: its status, the toast title the browser shows (when it has one) and its words — one
 * sentence, one sentence for each case the code covers (keyed by the case's name), or a sentence made from values.
 */
export type RefusalEntry = {
  /** One status, or one for each case where the cases differ. */
  readonly status: RefusalStatus | Readonly<Record<string, RefusalStatus>>;
  /** One title, or titles for some of the cases. */
  readonly title?: string | Readonly<Record<string, string>>;
  readonly message: string | Readonly<Record<string, string>> | ((values: never) => string);
  /** A fixed wait before trying again (a wait that varies is given as `retryAfterSeconds` among the values). */
  readonly retryAfterSeconds?: number;
};

/** What an entry needs besides its code: nothing, the name of its case, or the values its sentence is made from. */
export type DetailOf<E extends RefusalEntry> = E["message"] extends string
  ? []
  : E["message"] extends (values: infer V) => string
    ? [values: V]
    : [which: keyof E["message"] & string];

/** A refusal in words: its code, status, message, and its toast title and wait when it has them. */
export type Refusal<C extends string = string> = {
  code: C;
  status: RefusalStatus;
  message: string;
  title?: string;
  retryAfterSeconds?: number;
};

function pick<T extends string | number>(
  value: T | Readonly<Record<string, T>> | undefined,
  which: string | undefined,
): T | undefined {
  if (typeof value !== "object") return value;
  return which === undefined ? undefined : value[which];
}

/** The refusal an entry gives for its case or values. */
export function resolve<C extends string, E extends RefusalEntry>(
  code: C,
  entry: E,
  ...detail: DetailOf<E>
): Refusal<C> {
  const [given] = detail as unknown as [string | Record<string, unknown> | undefined];
  const which = typeof given === "string" ? given : undefined;
  const words = entry.message;
  const message = typeof words === "function" ? (words as (values: unknown) => string)(given) : pick(words, which);
  const status = pick(entry.status, which);
  if (message === undefined || status === undefined) throw new Error(`refusal ${code} has no words for ${which}`);
  const title = pick(entry.title, which);
  const wait = typeof given === "object" ? given.retryAfterSeconds : undefined;
  const retryAfterSeconds = typeof wait === "number" ? wait : entry.retryAfterSeconds;
  return {
    code,
    status,
    message,
    ...(title === undefined ? {} : { title }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** A refusal as the toast the browser shows for it: the domain's rules answer early in this shape. */
export const asToast = <C extends string>({ code, status, title = "", message }: Refusal<C>) => ({
  code,
  status,
  title,
  description: message,
});

/** A group of entries, checked as entries while keeping each one's own type (its cases, its values). */
export const refusals = <T extends Record<string, RefusalEntry>>(entries: T) => entries;

/** "1 minute", "5 minutes": a wait in whole minutes, at least one. */
export function minutesText(seconds: number): string {
  return plural(Math.max(1, Math.ceil(seconds / 60)), { one: "# minute", other: "# minutes" });
}
