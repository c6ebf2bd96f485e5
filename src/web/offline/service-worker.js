/*
 * The service worker that keeps the meeting tools working offline (see docs/decisions/070-offline-meeting-tools.md).
 * The build (src/web/offline/vite-plugin.ts) puts this file at /sw.js, preceded by the build's VERSION, the
 * PRECACHE list (the app shell's scripts and styles and those of the Meeting Resources pages) and the SHELL: the
 * address of the app page kept for offline use.
 *
 * - Pages (navigations): the network first, so members always get the newest app; offline, or when the network takes
 *   too long, the last app page this browser saw (every route of the app is the same page). The copy is kept without
 *   what the server added for that address (docs/decisions/101, src/server/app-page.ts): the signed-in member, whom
 *   the next person using this browser must not be shown as, and preload hints for that page's chunks and data.
 * - /assets/* (hashed, never change): from the cache, else the network (then kept).
 * - Other files of the site (favicon): the cache, refreshed from the network in the background.
 * - /api and other sites: never touched; the tools make no server calls.
 */
/* global self, caches, fetch, URL, Request, Response, Headers, PRECACHE, VERSION, SHELL */

const CACHE = `pitchcraft-${VERSION}`;
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([new Request(SHELL, { credentials: "omit" }), ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith("pitchcraft-") && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The page as kept for offline use: without the additions for one address. */
async function withoutAdditions(response) {
  const html = await response.text();
  // and without the prerendered landing page (decision 251), which only `/` shows
  const page = html
    .replace(/<!--for-this-address-->[\s\S]*?<!--\/for-this-address-->/, "")
    .replace(/<!--landing-->[\s\S]*?<!--\/landing-->/, "");
  const headers = new Headers(response.headers);
  headers.delete("content-length"); // the body is shorter now
  headers.delete("content-encoding"); // and no longer compressed
  return new Response(page, { status: response.status, statusText: response.statusText, headers });
}

async function page(request) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then(async (response) => {
    const isPage = response.ok && (response.headers.get("content-type") || "").includes("text/html");
    if (isPage) await cache.put(SHELL, await withoutAdditions(response.clone()));
    return response;
  });
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    return network;
  }
}

async function hashedAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function siteFile(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  return cached || (await refresh) || new Response("Offline", { status: 503 });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(hashedAsset(request));
  else if (/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(siteFile(request));
});
