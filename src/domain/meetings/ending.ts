import { errorMessage, type Message } from "../messages";
import { plural } from "../plurals";

/**
 * The words of ending a meeting and of its report (docs/decisions/159): the confirmation, the toasts, and what the
 * report's page says before the end.
 */
export const ENDING_MESSAGES = {
  confirmTitle: "End the meeting?",
  confirmDescription:
    "A speech still being timed stops now and voting closes. The report is made from what was recorded and e-mailed to every attendee and role holder. Nothing more can be recorded afterwards.",
  confirmLabel: "End meeting",
  ended: (notified: number): Message => ({
    title: "Meeting ended",
    description:
      notified === 0
        ? "The report is ready."
        : `The report is ready and on its way to ${plural(notified, { one: "# person", other: "# people" })}.`,
  }),
  endFailed: errorMessage("The meeting could not be ended. Please try again."),
  reportNotYet: "The report appears when the moderator ends the meeting.",
} as const;
