import { type Message, SERVER_UNREACHABLE } from "@/domain/messages";
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
    toast.dismiss();
    const show = variant === "destructive" ? toast.error : toast;
    show(message.title, { description: message.description });
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
