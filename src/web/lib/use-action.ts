import { useState } from "react";
import { notifyError } from "./toast";

/**
 * Runs an async action of a form or button: `busy` while it runs, and a failure shown as the
 * "Error" toast with the server's message (or `fallback` when there is none).
 */
export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const run = async (...args: Args) => {
    setBusy(true);
    try {
      await action(...args);
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return [run, busy] as const;
}
