import { notifyIfEnded, notifyRefusal } from "@/web/lib/toast";

/** The server's refusal as a toast: its own title when it gives one. */
export function speechFailure(error: unknown, fallback: { title: string; description: string }) {
  if (notifyIfEnded(error)) return;
  notifyRefusal(error, fallback);
}
