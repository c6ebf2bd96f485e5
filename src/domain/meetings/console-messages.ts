import type { Message } from "../messages";

/** Toasts of the meeting console's agenda, timer and display link (docs/features.md, "The meeting console"). */
export const CONSOLE_MESSAGES = {
  itemStartFailed: { title: "Error", description: "Failed to start the agenda item." },
  timerActionFailed: { title: "Error", description: "Failed to save the timer's action." },
  linkCopied: { title: "Link copied", description: "The display link is on your clipboard." },
  linkCopyFailed: {
    title: "Error",
    description: "The link could not be copied. Open the display and copy its address instead.",
  },
  linkRenewed: {
    title: "Display link renewed",
    description: "Displays opened with the old link have stopped. Share the new one.",
  },
  linkRenewFailed: { title: "Error", description: "Failed to renew the display link." },
} as const satisfies Record<string, Message>;
