import type { Message } from "@/domain/messages";

let toaster: Promise<typeof import("sonner")> | undefined;

/** Shows one of the spec's toasts; destructive toasts are errors. The toast area loads on first use. */
export function notify(message: Message, variant: "default" | "destructive" = "default"): void {
  toaster ??= import("@/web/components/ui/toasts").then((module) => module.mountToaster());
  void toaster.then(({ toast }) => {
    const show = variant === "destructive" ? toast.error : toast;
    show(message.title, { description: message.description });
  });
}

export const notifyError = (description: string) => notify({ title: "Error", description }, "destructive");
