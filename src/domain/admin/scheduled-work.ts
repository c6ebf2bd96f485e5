import { errorMessage, type Message } from "../messages";
import { plural } from "../plurals";

/** The toasts of the Administration page's scheduled work (docs/decisions/152). */
export const SCHEDULED_WORK_MESSAGES = {
  retried: { title: "Job retried", description: "It runs again within a few seconds." },
  retryFailed: errorMessage("Failed to retry the job. Please try again."),
  cancelled: { title: "Job cancelled", description: "It will not run." },
  cancelFailed: errorMessage("Failed to cancel the job. Please try again."),
} as const satisfies Record<string, Message>;

/** How long something has waited, in words: "under a minute", "14 min", "2 h 5 min", "3 days". */
export function waitInWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return plural(days, { one: "# day", other: "# days" });
}
