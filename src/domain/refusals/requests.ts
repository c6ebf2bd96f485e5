import { ROLE_MESSAGES } from "../events/messages";
import { MAX_JSON_DEPTH } from "../text";
import { minutesText, refusals } from "./entry";

/** Problems of a request's input that no schema names (INVALID_INPUT). */
export const INPUT_PROBLEMS = {
  character: "The request contains a character that is not allowed.",
  address: "The address is not valid.",
  noSuchClub: "There is no such club.",
} as const;

/** Refusals of the request itself: sign-in, input, limits, the database. */
export const REQUEST_REFUSALS = refusals({
  NOT_SIGNED_IN: {
    status: 401,
    message: { anything: "You need to sign in to do that.", roles: ROLE_MESSAGES.signInRequired.description },
  },
  NOT_ADMIN: { status: 403, message: "Only administrators can do that." },
  NOT_FOUND: {
    status: 404,
    message: { route: "There is no such API route.", account: "This account no longer exists." },
  },
  INVALID_INPUT: {
    status: 400,
    /** The first problem of the input: in the words of the domain's schema (describeIssues) or INPUT_PROBLEMS. */
    message: ({ problem }: { problem: string }) => problem,
  },
  INVALID_JSON: {
    status: 400,
    message: {
      notJson: "The request body must be valid JSON.",
      tooDeep: `The request body may nest at most ${MAX_JSON_DEPTH} levels deep.`,
    },
  },
  RATE_LIMITED: {
    status: 429,
    /** Attempts (sign-in, links) or contact messages; a wait not known is "a few minutes". */
    message: ({ retryAfterSeconds, of = "attempts" }: { retryAfterSeconds?: number; of?: "attempts" | "messages" }) => {
      const wait = retryAfterSeconds === undefined ? "a few minutes" : minutesText(retryAfterSeconds);
      return of === "messages"
        ? `You have sent several messages in a short time. Please wait ${wait} before sending another.`
        : `Too many attempts. Please wait ${wait} and try again.`;
    },
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: "We can't reach the database right now. Please try again in a moment.",
    retryAfterSeconds: 5,
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is larger than 1 MB." },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: ({ appUrl, appName }: { appUrl: string; appName: string }) =>
      `Requests from other sites are not accepted. Open ${appUrl} to use ${appName}.`,
  },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  DATABASE_UNREACHABLE: { status: 503, message: "The database cannot be reached." },
  LIVE_UPDATES_DOWN: { status: 503, message: "Live updates are reconnecting to the database." },
  INVALID_TOPICS: {
    status: 400,
    message: ({ max }: { max: number }) => `Ask for 1 to ${max} valid topics.`,
  },
});
