import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import * as sonner from "sonner";

function Ready({ onReady }: { onReady: () => void }) {
  // Effects run in tree order: by now the Toaster before this has subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  return null;
}

/** On a phone the bottom of the screen holds the controls in use (the filler-word buttons): toasts go on top. */
const position = () => (window.matchMedia("(max-width: 639px)").matches ? "top-center" : "bottom-right");

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
        <sonner.Toaster visibleToasts={1} position={position()} theme="system" closeButton />
        <Ready onReady={() => resolve(sonner)} />
      </>,
    );
  });
}
