import { RotateCw, TriangleAlert, WifiOff } from "lucide-react";
import { createContext, useContext } from "react";
import { Button } from "@/web/components/ui/button";

/** True inside the dashboard shell, which already provides the page's <main> (and the navigation). */
export const InsideShell = createContext(false);

export type ErrorKind = "offline" | "page-unavailable" | "broken";

const TEXTS: Record<ErrorKind, { title: string; message: string }> = {
  offline: {
    title: "This page needs a connection",
    message: "You're offline. This page will load when you're back online.",
  },
  "page-unavailable": {
    title: "This page could not be loaded",
    message: "Check your connection and try again. If it keeps failing, reload the page.",
  },
  broken: {
    title: "Something went wrong",
    message: "This page stopped working. Try again; if it keeps failing, reload the page.",
  },
};

/** What a page that failed shows in its place: the reason in plain words and a way to try again. */
export function ErrorScreen({ kind, onRetry }: { kind: ErrorKind; onRetry: () => void }) {
  const insideShell = useContext(InsideShell);
  const { title, message } = TEXTS[kind];
  const Icon = kind === "offline" ? WifiOff : TriangleAlert;
  const Landmark = insideShell ? "div" : "main";
  return (
    <Landmark className={insideShell ? "py-16" : "flex min-h-dvh items-center justify-center px-6"}>
      <div role="alert" className="mx-auto max-w-md text-center">
        <Icon aria-hidden="true" className="mx-auto size-12 text-accent-600 dark:text-accent-300" />
        <h1 className="mt-6 font-bold text-3xl tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
        <div className="mt-8 flex justify-center">
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      </div>
    </Landmark>
  );
}
