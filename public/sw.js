// Service worker: after one visit every file of the site is in the cache, so the page
// loads and plays (human or computer) with the network off. The build writes the file list
// and a version derived from the files' contents into this script, so a new build installs
// a new cache and the old one is deleted on activation ("updates replace the cache cleanly").
const VERSION = '__XQ_VERSION__';
const FILES = __XQ_PRECACHE__;
const CACHE = 'xiangqi-' + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('xiangqi-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

// Cache first (the files of one version never change), network as the fallback; query
// strings are ignored so `index.html?x` still hits the cached page.
self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req))));
});
