import { useEffect, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import * as sonner from "sonner";

function Ready({ onReady }: { onReady: () => void }) {
  // Effects run in tree order: by now the Toaster before this has subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  return null;
}

/** The dashboard's top bar (64 px high) is shown below this width; the left rail from it on. */
const withTopBar = window.matchMedia("(max-width: 1023px)");
const subscribe = (onChange: () => void) => {
  withTopBar.addEventListener("change", onChange);
  return () => withTopBar.removeEventListener("change", onChange);
};

/**
 * Where toasts go (docs/decisions/111-toast-placement.md). Phones and tablets: at the top, just under the top bar —
 * never over it, nor over the controls in use at the bottom of the screen (the ah counter's word buttons, a dialog's
 * submit button). Desktops: the bottom right corner, beside the centred dialogs.
 */
function ToastArea() {
  const topBar = useSyncExternalStore(subscribe, () => withTopBar.matches);
  const offset = topBar ? { top: 72, right: 16, left: 16 } : 24;
  return (
    <sonner.Toaster
      visibleToasts={1}
      position={topBar ? "top-center" : "bottom-right"}
      offset={offset}
      mobileOffset={offset}
      theme="system"
      closeButton
    />
  );
}

/**
 * Mounts the toast area (one toast at a time, as the specification asks: see notify) on first use, so the toast
 * library is not part of what the landing page loads. Resolves once toasts can be shown.
 */
export function mountToaster(): Promise<typeof sonner> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      <>
        <ToastArea />
        <Ready onReady={() => resolve(sonner)} />
      </>,
    );
  });
}
