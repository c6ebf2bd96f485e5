import type { Message } from "@/domain/messages";

/** Shows one of the spec's toasts; destructive toasts are errors. The toast library loads on first use. */
export function notify(message: Message, variant: "default" | "destructive" = "default"): void {
  void import("sonner").then(({ toast }) => {
    const show = variant === "destructive" ? toast.error : toast;
    show(message.title, { description: message.description });
  });
}

export const notifyError = (description: string) => notify({ title: "Error", description }, "destructive");
