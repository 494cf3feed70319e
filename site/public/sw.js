// The service worker: keeps the site's shell and the offline page, so a
// visitor whose broadband is down still sees how to phone us.
// Pages: network first, the kept copy when offline, else /offline.
// Hashed assets (/assets/...): kept on first use; their names change when they do.
const CACHE = "site-shell-v1";
const SHELL = ["/", "/offline", "/contact"];

async function cacheShell() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  // The offline page's stylesheet and scripts, so it is styled without a network.
  const offline = await (await cache.match("/offline")).text();
  const assets = [...offline.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && SHELL.includes(new URL(request.url).pathname)) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    return (await cache.match(request)) ?? (await cache.match("/offline")) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
});
