import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import * as sonner from "sonner";

function Ready({ onReady }: { onReady: () => void }) {
  // Effects run in tree order: by now the Toaster before this has subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * Mounts the toast area (one visible toast at a time, as the specification asks) on first use, so the
 * toast library is not part of what the landing page loads. Resolves once toasts can be shown.
 */
export function mountToaster(): Promise<typeof sonner> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      <>
        <sonner.Toaster visibleToasts={1} position="bottom-right" theme="system" closeButton />
        <Ready onReady={() => resolve(sonner)} />
      </>,
    );
  });
}
