import { EVENT_MESSAGES } from "@/domain/events/messages";
import { MESSAGES, type Message, SERVER_UNREACHABLE } from "@/domain/messages";
import { ApiError } from "./api";

let toaster: Promise<typeof import("sonner")> | undefined;

/**
 * Shows one of the spec's toasts; destructive toasts are errors. The toast area loads on first use.
 * One toast at a time (docs/features.md): a new one replaces the one shown. (The toaster's `visibleToasts={1}`
 * alone would queue the others and show each in turn.)
 */
export function notify(message: Message, variant: "default" | "destructive" = "default"): void {
  toaster ??= import("@/web/components/ui/toasts").then((module) => module.mountToaster());
  void toaster.then(({ toast }) => {
    const shown = toast.getToasts().map((each) => each.id);
    const show = variant === "destructive" ? toast.error : toast;
    show(message.title, { description: message.description });
    // The toaster adds a toast on a timer; dismissing on a later one reaches every toast it has added by then.
    setTimeout(() => {
      for (const id of shown) toast.dismiss(id);
    });
  });
}

export const notifyError = (description: string) => notify({ title: "Error", description }, "destructive");

/**
 * The specification's failure toast `message` for a refused request; when the server failed or could not be reached
 * (a 5xx answer or no answer), says so instead (docs/decisions/131).
 */
export function notifyFailure(message: Message, error: unknown): void {
  const serverFault = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  notify(serverFault ? SERVER_UNREACHABLE : message, "destructive");
}

/**
 * A refusal the server explains (a 4xx answer) in its own words, with its toast title when it gives one (docs/decisions/137);
 * anything else as `failure`, or as the server's fault.
 */
export function notifyRefusal(error: unknown, failure: Message, fallbackTitle = "Error"): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    notify({ title: error.title ?? fallbackTitle, description: error.message }, "destructive");
  } else notifyFailure(failure, error);
}

/**
 * When the server refused a change because the event has ended (409 EVENT_ENDED, docs/decisions/115): shows
 * "Event Ended / This event has ended." and answers true; for any other failure answers false.
 */
export function notifyIfEnded(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== "EVENT_ENDED") return false;
  notify(EVENT_MESSAGES.ended, "destructive");
  return true;
}

/** The toast after Sign Out (`useSignOut`'s answer): signed out, or the server could not be told. */
export const notifySignOut = (signedOut: boolean) =>
  signedOut ? notify(MESSAGES.signedOut) : notify(MESSAGES.signOutFailed, "destructive");
