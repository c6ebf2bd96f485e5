import { CLUB_REFUSALS } from "./clubs";
import { type DetailOf, type Refusal, type RefusalEntry, resolve } from "./entry";
import { EVENT_REFUSALS } from "./events";
import { LEADERSHIP_REFUSALS } from "./leadership";
import { LEARNING_REFUSALS } from "./learning";
import { MEETING_REFUSALS } from "./meetings";
import { MEMBER_REFUSALS } from "./members";
import { REQUEST_REFUSALS } from "./requests";
import { ROLE_REFUSALS } from "./roles";

export { asToast, type DetailOf, minutesText, type Refusal, type RefusalStatus } from "./entry";
export { EVENT_INPUT_PROBLEMS } from "./events";
export { INPUT_PROBLEMS } from "./requests";

/**
 * Every refusal the API answers, keyed by its error code: the one place its words live (docs/architecture.md,
 * "Refusals"). The server answers `{ error: { code, message, title? } }` from here; a client may show its own words
 * for a code, in another language, from the same keys.
 */
export const REFUSALS = {
  ...REQUEST_REFUSALS,
  ...LEARNING_REFUSALS,
  ...LEADERSHIP_REFUSALS,
  ...CLUB_REFUSALS,
  ...EVENT_REFUSALS,
  ...ROLE_REFUSALS,
  ...MEETING_REFUSALS,
  ...MEMBER_REFUSALS,
} satisfies Record<string, RefusalEntry>;

/** Every error code of the API. */
export type ErrorCode = Extract<keyof typeof REFUSALS, string>;

/** The refusal of `code` in words: its status, message, title and wait. */
export const refusalOf = <C extends ErrorCode>(code: C, ...detail: DetailOf<(typeof REFUSALS)[C]>): Refusal<C> =>
  resolve(code, REFUSALS[code], ...detail);
