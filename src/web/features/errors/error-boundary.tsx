import { Component, type ReactNode, startTransition, useEffect, useState } from "react";
import { type ErrorKind, ErrorScreen } from "./error-screen";
import { PageLoadFailed, reloadOnceForNewRelease } from "./page-load-failed";

type Props = {
  children: ReactNode;
  /** The error clears when this changes (the address: Back, or a link, leaves the failed page). */
  resetKey: string;
  /** Called before trying again, e.g. to forget a page file that failed to load. */
  onRetry?: () => void;
};
type State = { error: unknown; resetKey: string; reloading: boolean };

/**
 * Catches what a route's page throws while loading or rendering (docs/decisions/110), so the rest of the app — the
 * dashboard's navigation around a page — stays, and the member can try again or go elsewhere. React Router's
 * `errorElement` needs its data router, which the landing page's budget rules out (docs/decisions/004).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PageLoadFailed)) console.error("A page failed:", error);
    // Online, a page file that cannot be fetched is most likely gone after a release: reload once for the new files.
    else if (navigator.onLine && reloadOnceForNewRelease()) this.setState({ reloading: true });
  }

  retry = () => {
    this.props.onRetry?.();
    // A transition: the error stays on screen until the page is ready, instead of an empty fallback.
    startTransition(() => this.setState({ error: null }));
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return <div aria-busy="true" className="min-h-dvh" />;
    return <PageFailed error={this.state.error} onRetry={this.retry} />;
  }
}

function kindOf(error: unknown, online: boolean): ErrorKind {
  if (!(error instanceof PageLoadFailed)) return "broken";
  return online ? "page-unavailable" : "offline";
}

function PageFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const offline = () => setOnline(false);
    // Back online: the page loads by itself.
    const back = () => {
      setOnline(true);
      if (error instanceof PageLoadFailed) onRetry();
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", back);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", back);
    };
  }, [error, onRetry]);
  return <ErrorScreen kind={kindOf(error, online)} onRetry={onRetry} />;
}
