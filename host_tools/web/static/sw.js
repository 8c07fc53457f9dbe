// The page offline: this service worker keeps every file of the site (the
// games, the lessons and their Lab) once the page was loaded, so a reload,
// the lessons and a new game of any of the four need no network. `make web`
// writes the list and the version (a digest of the files): a new build is a
// new cache, and the old one goes.
const VERSION = "dev"; // build: the files' digest
const FILES = ["./"]; // build: every file of the site but the sources to read (src/)

self.addEventListener("install", (ev) => {
  ev.waitUntil(caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (ev) => {
  const req = ev.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  ev.respondWith(caches.open(VERSION).then(async (cache) => {
    // a link's query (?game=...) names a game, not another file
    const kept = await cache.match(req, { ignoreSearch: true });
    if (kept) return kept;
    const got = await fetch(req); // a file not kept (src/): from the network, kept for later
    if (got.ok) cache.put(req, got.clone());
    return got;
  }));
});
