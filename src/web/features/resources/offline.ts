import { useEffect } from "react";

/**
 * Installs the service worker that keeps the meeting tools working offline (src/web/offline/service-worker.js).
 * Registered from the tools' pages only, so the landing page never pays for it; built apps only.
 */
export function useOfflineSupport(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("Offline support is not available in this browser", error);
    });
  }, []);
}
