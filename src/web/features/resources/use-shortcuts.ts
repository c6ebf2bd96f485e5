import { useEffect, useRef } from "react";

/** Elements where a key already means something: typing, choosing, pressing. Shortcuts stay out of their way. */
export function isTypingOrPressing(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (target as HTMLInputElement).type;
    // Radio buttons and check boxes take Space too; text-like inputs take every key.
    return key === " " || !["radio", "checkbox", "button", "submit", "reset", "range"].includes(type);
  }
  // Space presses a focused button or link by itself; digits do not.
  if (key === " " && (tag === "BUTTON" || tag === "A" || target.getAttribute("role") === "button")) return true;
  return false;
}

/** Page-wide keyboard shortcuts: `keys` maps a key (KeyboardEvent.key) to its action. */
export function useShortcuts(keys: Record<string, () => void>, enabled = true): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const action = latest.current[event.key];
      if (!action || isTypingOrPressing(event.target, event.key)) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
