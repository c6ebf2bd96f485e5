import type { BrowserContextOptions } from "@playwright/test";

/** The four looks a screen is photographed in: a desktop and a 390 px phone, each in the light and the dark theme. */
export const FOUR_LOOKS = [
  ["desktop-light", { colorScheme: "light" }],
  ["desktop-dark", { colorScheme: "dark" }],
  ["phone-light", { colorScheme: "light", viewport: { width: 390, height: 844 } }],
  ["phone-dark", { colorScheme: "dark", viewport: { width: 390, height: 844 } }],
] as const satisfies ReadonlyArray<readonly [string, BrowserContextOptions]>;
