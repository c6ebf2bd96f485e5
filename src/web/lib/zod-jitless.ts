/**
 * Zod probes whether `new Function("")` works to compile faster validators. Under the server's Content-Security-Policy
 * (no 'unsafe-eval') the probe fails harmlessly, but Chrome reports it as a CSP violation (DevTools Issues, Lighthouse
 * best practices). Zod reads its settings from `globalThis.__zod_globalConfig`: setting `jitless` here, before any page
 * chunk loads zod, skips the probe without bundling zod into the entry.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
