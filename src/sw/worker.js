/* The portal's service worker. The build prepends VERSION, PRECACHE (URLs) and OFFLINE (language prefix → offline page URL). */
/* global VERSION, PRECACHE, OFFLINE */
const PREFIX = 'portal-';
const STATIC = `${PREFIX}static-${VERSION}`;
const PAGES = `${PREFIX}pages-${VERSION}`;
const NETWORK_TIMEOUT_MS = 5000;

/** "/recursos/" and "/recursos/index.html" are the same page as "/recursos". */
function pageKey(url) {
  const path = url.pathname.replace(/index\.html$/, '').replace(/(.)\/$/, '$1');
  return `${url.origin}${path}`;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC);
      for (const url of PRECACHE) {
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`precache ${url}: ${response.status}`);
        await cache.put(pageKey(new URL(url, self.location.origin)), response);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  // A new build's worker removes every cache of older builds: nothing stays stale.
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== STATIC && name !== PAGES) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

async function page(request) {
  const url = new URL(request.url);
  const key = pageKey(url);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if (response.ok) {
      const copy = response.clone();
      caches.open(PAGES).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch {
    const cached = (await caches.match(key)) ?? (await caches.match(`${key}/`));
    if (cached) return cached;
    const lang = url.pathname.split('/')[1];
    return (await caches.match(pageKey(new URL(OFFLINE[lang] ?? OFFLINE[''], url.origin)))) ?? Response.error();
  }
}

async function asset(request) {
  const cached = await caches.match(pageKey(new URL(request.url)));
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed assets and the search index's files (fragments of results seen) are kept for offline use.
  if (response.ok && /^\/(_astro|pagefind)\//.test(new URL(request.url).pathname)) {
    const copy = response.clone();
    caches.open(STATIC).then((cache) => cache.put(pageKey(new URL(request.url)), copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Live data (the API) is never answered from this worker's caches: a stale agenda must not pass for today's.
  if (url.pathname.startsWith('/api/') && !PRECACHE.includes(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else event.respondWith(asset(request));
});
