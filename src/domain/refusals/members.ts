import { ABSENCE_MESSAGES } from "../members/absences";
import { refusals } from "./entry";

const JOB_STATES = { pending: "still waiting", failed: "failed", done: "already done", cancelled: "cancelled" };

/** Refusals of a member's own things (profile, away dates, contact messages) and of the admins' scheduled work. */
export const MEMBER_REFUSALS = refusals({
  ABSENCE_NOT_FOUND: { status: 404, message: ABSENCE_MESSAGES.notFound.message },
  ABSENCE_PASSED: { status: 400, message: ABSENCE_MESSAGES.lastDayPassed.message },
  TOO_MANY_ABSENCES: { status: 409, title: ABSENCE_MESSAGES.tooMany.title, message: ABSENCE_MESSAGES.tooMany.message },
  CALENDAR_FEED_NOT_FOUND: {
    status: 404,
    message: "This calendar address is not in use. Copy your calendar's current address from your profile.",
  },
  /** Another member's speaking record (docs/decisions/241). */
  RECORD_HIDDEN: {
    status: 403,
    title: "Record Hidden",
    message: "This member has hidden their speaking record. Only they and their clubs' officers can see it.",
  },
  MEMBER_NOT_FOUND: { status: 404, message: "There is no such member in your clubs." },
  CONTACT_NOT_SAVED: { status: 500, message: "Your message could not be saved. Please try again." },
  JOB_NOT_FOUND: { status: 404, message: "There is no such scheduled job." },
  JOB_NOT_CANCELLABLE: {
    status: 409,
    title: "Cannot cancel",
    message: (job: { keepsOthers: string } | { state: keyof typeof JOB_STATES }) =>
      "keepsOthers" in job
        ? `${job.keepsOthers} keeps the other work scheduled: retry it instead of cancelling it.`
        : `This job is ${JOB_STATES[job.state]}: it cannot be cancelled.`,
  },
  JOB_NOT_RETRYABLE: {
    status: 409,
    title: "Cannot retry",
    message: ({ state }: { state: keyof typeof JOB_STATES }) =>
      `This job is ${JOB_STATES[state]}: it cannot run again.`,
  },
});
