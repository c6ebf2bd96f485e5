import { errorMessage, type Message } from "../messages";

/** Toasts of the meeting console's agenda, timer and display link (docs/features.md, "The meeting console"). */
export const CONSOLE_MESSAGES = {
  itemStartFailed: errorMessage("Failed to start the agenda item."),
  timerActionFailed: errorMessage("Failed to save the timer's action."),
  linkCopied: { title: "Link copied", description: "The display link is on your clipboard." },
  linkCopyFailed: errorMessage("The link could not be copied. Open the display and copy its address instead."),
  linkRenewed: {
    title: "Display link renewed",
    description: "Displays opened with the old link have stopped. Share the new one.",
  },
  linkRenewFailed: errorMessage("Failed to renew the display link."),
} as const satisfies Record<string, Message>;
