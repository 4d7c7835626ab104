// Caches the site's static assets so that repeat visits start from disk. Pages (HTML), the API and
// anything personal always come from the network: they are never cached here.
// Bump VERSION when this file's caching rules change; `activate` then deletes the old caches.
const VERSION = 'v1';
const CACHE = `static-${VERSION}`;
// Hashed build files accumulate across deployments; keep the newest ones only.
const MAX_ENTRIES = 300;

/** Build output under /_next/static is content-hashed: a URL never changes content. */
const isImmutable = (url) => url.pathname.startsWith('/_next/static/');
/** Public images and fonts keep their names when replaced, so they are refreshed in the background. */
const isPublicAsset = (url) => url.pathname.startsWith('/images/') || /\.(?:woff2?|ttf|otf)$/i.test(url.pathname);

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('static-') && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function cacheable(response) {
  if (!response.ok || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('Cache-Control') || '';
  return !/no-store|private/i.test(cacheControl);
}

async function trim(cache) {
  const keys = await cache.keys();
  // Cache keys come back in insertion order: the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

async function fetchAndStore(request, cache) {
  const response = await fetch(request);
  if (cacheable(response)) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function cacheFirst(request, refreshInBackground, event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (!cached) return fetchAndStore(request, cache);
  if (refreshInBackground) event.waitUntil(fetchAndStore(request, cache).catch(() => undefined));
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode === 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.search) return;
  if (isImmutable(url)) event.respondWith(cacheFirst(request, false, event));
  else if (isPublicAsset(url)) event.respondWith(cacheFirst(request, true, event));
});
