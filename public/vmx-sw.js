/*
 * The VMX service worker (docs/rules/shell-access-identity.md section 4: offline use). A plain file at the site
 * root; the standalone page (<vmx-app>) registers it as /vmx-sw.js?build=<BuildDateTime of version.json>,
 * so each build is a new worker for the browser: it downloads the new bundle while the old one keeps
 * serving, then waits until the visitor presses Refresh in the cache toast (message SKIP_WAITING).
 *
 * What it keeps, for a reload while offline:
 * - the bundle: hashed chunks (chunks/*.js) cache-first, in a cache per build; vmx.js network-first;
 * - the page shell: navigations network-first, falling back to the same address or to the last page
 *   shell (every route is the same standalone page);
 * - GET responses of the same origin (API, media) network-first, falling back to the cache.
 * Never kept: requests with an Authorization header (one user's data; the app's own persisted query
 * cache covers those), version.json (how updates are found), the worker itself, hubs and non-GETs.
 * A failed response (503 maintenance, 404...) is passed on, never replaced by a cached one.
 */
const BUILD = new URL(self.location.href).searchParams.get('build') || 'unversioned';
const BUNDLE_CACHE = `vmx-bundle-${BUILD}`;
const DATA_CACHE = 'vmx-data';
/** The last standalone page seen, for navigations to addresses never visited. */
const SHELL_KEY = new URL('/__vmx-shell', self.location.origin).href;
const NEVER_CACHED = ['/version.json', '/vmx-sw.js', '/hubs/', '/dev/'];
/** Ours: the data cache keeps the newest responses only (searches and pages add up). */
const DATA_CACHE_LIMIT = 500;

const isChunk = (url) => /\/chunks\/[^/]+\.js$/.test(url.pathname);
const isBundle = (url) => isChunk(url) || /\/vmx(-all)?\.js$/.test(url.pathname);

self.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits for the visitor's Refresh; the first worker activates at once.
  event.waitUntil(precacheBundle());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('vmx-bundle-') && name !== BUNDLE_CACHE).map((name) => caches.delete(name)));
      // The first worker takes the open page at once, so that what it loads from now on is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'SKIP_WAITING') self.skipWaiting();
  if (message.type === 'CACHE_URLS' && Array.isArray(message.urls)) event.waitUntil(cacheLoaded(message.urls, message.page));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('Authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.some((path) => url.pathname.startsWith(path))) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, DATA_CACHE, true));
  else if (isChunk(url)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, isBundle(url) ? BUNDLE_CACHE : DATA_CACHE, false));
});

async function cacheFirst(request) {
  const cache = await caches.open(BUNDLE_CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, cacheName, isPage) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      if (isPage) await cache.put(SHELL_KEY, response.clone());
      if (cacheName === DATA_CACHE) await trim(cache);
    }
    return response;
  } catch (error) {
    const hit =
      (await cache.match(request, { ignoreVary: true })) ||
      (await caches.match(request, { ignoreVary: true })) ||
      (isPage ? await cache.match(SHELL_KEY) : undefined);
    if (hit) return hit;
    throw error;
  }
}

/** Drops the oldest entries (a cache lists its keys in the order they were put) beyond the limit. */
async function trim(cache) {
  const keys = await cache.keys();
  const excess = keys.filter((request) => request.url !== SHELL_KEY).slice(0, Math.max(0, keys.length - DATA_CACHE_LIMIT));
  await Promise.all(excess.map((request) => cache.delete(request)));
}

/** The new build's bundle: the entry and every chunk of the build manifest (when it is served). */
async function precacheBundle() {
  const cache = await caches.open(BUNDLE_CACHE);
  const urls = new Set(['/vmx.js']);
  try {
    const manifest = await (await fetch('/.vite/manifest.json', { cache: 'no-cache' })).json();
    for (const entry of Object.values(manifest)) if (entry && typeof entry.file === 'string') urls.add(`/${entry.file}`);
  } catch {
    // No manifest (another host): chunks are kept as the page loads them.
  }
  await Promise.all(
    [...urls].map(async (path) => {
      try {
        const response = await fetch(path, { cache: 'no-cache' });
        if (response.ok) await cache.put(path, response);
      } catch {
        // One missing file does not stop the install; it is fetched when needed.
      }
    }),
  );
}

/** What the page loaded before this worker controlled it: its resource list and the page itself. */
async function cacheLoaded(urls, page) {
  const bundle = await caches.open(BUNDLE_CACHE);
  const data = await caches.open(DATA_CACHE);
  if (typeof page === 'string' && new URL(page).origin === self.location.origin) {
    try {
      const response = await fetch(page, { headers: { Accept: 'text/html' } });
      if (response.ok) {
        await data.put(page, response.clone());
        await data.put(SHELL_KEY, response);
      }
    } catch {
      // Offline already: the next visit keeps it.
    }
  }
  await Promise.all(
    urls.map(async (href) => {
      try {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin || NEVER_CACHED.some((path) => url.pathname.startsWith(path))) return;
        const cache = isBundle(url) ? bundle : data;
        if (await cache.match(url.href, { ignoreVary: true })) return;
        const response = await fetch(url.href);
        if (response.ok) await cache.put(url.href, response);
      } catch {
        // Best effort: what cannot be fetched now is kept the next time it loads.
      }
    }),
  );
}
