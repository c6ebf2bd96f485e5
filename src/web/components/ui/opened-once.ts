import { useState } from "react";

/**
 * Whether a dialog has been open at least once: its content (and the dialog library with it) is loaded the first
 * time it opens, so the pages that may show it stay within their budget (docs/performance.md), and stays mounted
 * after so it can close with its animation and give the focus back.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
