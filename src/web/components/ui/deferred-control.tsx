import {
  type ButtonHTMLAttributes,
  type ComponentType,
  type ReactElement,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from "react";

export type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** What a deferred control gets: its button, and what happened to the stand-in while it loaded. */
export type DeferredControlProps = {
  /** The control's button; the control passes it to its Radix trigger (`asChild`). */
  trigger: (props: TriggerProps) => ReactElement;
  /** The stand-in was pressed before the control had loaded: open at once. */
  defaultOpen: boolean;
  /** The stand-in had the keyboard focus when the control arrived: the trigger takes it over. */
  autoFocus: boolean;
};

/** Calls `load` once the browser is idle after the page has rendered (its own requests have started by then). */
function useWhenIdle(load: () => void) {
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * A menu or dialog whose code (Radix' focus, dismissal and positioning code) is its own chunk, loaded when the browser
 * is idle after the page has rendered, so the page paints and asks for its data without waiting for it (decision
 * 101). Until it has loaded, the same button stands in: pressing it loads the control and opens it as soon as it is
 * there, and keyboard focus moves over to it.
 * `control` is a `lazy()` component; `popup` is what its trigger opens (as Radix' trigger announces it).
 */
export function DeferredControl<P extends object>({
  control: Control,
  popup,
  trigger,
  props,
}: {
  control: ComponentType<P & DeferredControlProps>;
  popup: "menu" | "dialog";
  trigger: (props: TriggerProps) => ReactElement;
  props: P;
}) {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a transition, the stand-in stays (and keeps focus) until the control has loaded, then the two swap at once.
  const load = useCallback(() => startTransition(() => setWanted(true)), []);
  useWhenIdle(load);
  const standIn = trigger({
    type: "button",
    "aria-haspopup": popup,
    "aria-expanded": false,
    onClick: () => {
      setPressed(true);
      load();
    },
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  });
  return (
    <Suspense fallback={standIn}>
      {wanted ? <Control {...props} trigger={trigger} defaultOpen={pressed} autoFocus={focused} /> : standIn}
    </Suspense>
  );
}
