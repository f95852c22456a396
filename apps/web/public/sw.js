// Hairhue's service worker: makes the app installable and lets it open without a network.
// Hashed build assets never change, so they are served from the cache once fetched; pages always try the
// network first (a deploy shows at once) and fall back to the cached app shell. The API and images are
// never cached here: they are private and short-lived. Nor is live colour's 14 MB WebAssembly file: the
// browser's HTTP cache keeps it (hashed assets are cached for a year), a second copy here would only take
// space, and live colour cannot run offline anyway (its model's description is an API call).
// The shell is cached from '/?app=1', which is the app for everyone: '/' is the landing page for a browser
// that has not opted in. Only the app registers this worker, and the app gets the app at every page address
// (its own privacy, terms and support screens included); the server's files for crawlers are never the shell.
const CACHE = 'hairhue-shell-v3';
const APP_SHELL = '/?app=1';
const SHELL = [APP_SHELL, '/manifest.webmanifest', '/icons/icon-192.png'];
const NOT_PAGES = new Set(['/sitemap.xml', '/robots.txt']);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (NOT_PAGES.has(url.pathname)) return;
    event.respondWith(fetch(request).catch(() => caches.match(APP_SHELL)));
    return;
  }
  if (url.pathname.endsWith('.wasm')) return;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/effect-icons/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
