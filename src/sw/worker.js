/* The portal's service worker. The build prepends VERSION, PRECACHE (URLs) and OFFLINE (language prefix → offline page URL). */
/* global VERSION, PRECACHE, OFFLINE, TILE_HOSTS */
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

/*
 * A route kept for offline use (docs/routes.md "Offline"): src/browser/route-offline.ts puts its pages, audio,
 * photos, files and map in a cache named OFFLINE_ROUTE…, outside PREFIX, so a new build's worker keeps it. Pages
 * and assets are found there by caches.match above; the route's asset files (under the API) and the map's tiles
 * (another origin) are answered here, from the cache first. An audio player asks for ranges: a stored file is
 * answered with the range it asks for.
 */
const OFFLINE_ROUTE = 'offline-route:';
const ROUTE_ASSET = /^\/api\/[^/]+\/rutas\/assets[12]\//;

async function withRange(request, response) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range || response.status !== 200) return response;
  const body = await response.blob();
  const start = range[1] === '' ? Math.max(0, body.size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  if (start >= body.size || start > end) return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${body.size}` } });
  const headers = new Headers(response.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${body.size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}

async function offlineRouteFile(request) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE_ROUTE)) continue;
    const cached = await (await caches.open(name)).match(request.url);
    if (cached) return withRange(request, cached);
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET') return;
  if (url.origin !== self.location.origin) {
    if (TILE_HOSTS.includes(url.host)) event.respondWith(offlineRouteFile(request));
    return;
  }
  if (ROUTE_ASSET.test(url.pathname)) return event.respondWith(offlineRouteFile(request));
  // Live data (the API) is never answered from this worker's caches: a stale agenda must not pass for today's.
  if (url.pathname.startsWith('/api/') && !PRECACHE.includes(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else event.respondWith(asset(request));
});

/*
 * The notices' push messages (docs/notices.md "Delivery"). A push always shows a notification: browsers take away
 * the permission of a worker that receives pushes and shows nothing. The payload is the server's PushPayload
 * (server/push/sender.ts): title, body, url, tag (the notice's id, so a repeat replaces it), urgent, icon.
 */
/**
 * The page a push opens, on this site: messages link to the realm's host for their language (languageHosts of
 * realm.json) and every host of a realm serves the same site, so only the path counts, opened here. Nothing else than
 * an http(s) page of this origin is ever opened. A function of its own, which the e2e test calls in the worker.
 */
function noticeUrl(link) {
  try {
    const target = new URL(typeof link === 'string' ? link : '/', self.location.origin);
    return target.protocol === 'https:' || target.protocol === 'http:' ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = noticeUrl(data.url);
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : self.location.hostname, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: typeof data.icon === 'string' ? data.icon : undefined,
      requireInteraction: data.urgent === true,
      data: { url },
    }),
  );
});

/**
 * A click on a notification: the notice's page, in a tab of the site already open when there is one. A function of
 * its own, which the click's listener runs; the e2e test (tests/e2e/notices.spec.ts) runs it on the notification the
 * worker showed, as a click would, since no browser lets a test click a system notification.
 */
async function openNotice(notification) {
  notification.close();
  const url = new URL(notification.data?.url ?? '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!same) return self.clients.openWindow(url);
  const shown = same.url !== url && 'navigate' in same ? ((await same.navigate(url)) ?? same) : same;
  // Focusing is allowed only for a moment after the click: the page is open in that tab even when it is refused.
  return shown.focus().catch(() => shown);
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotice(event.notification));
});

/*
 * The push service renewed or dropped the subscription: subscribe again with the server's key and the same topics
 * and language, which the island keeps for the worker under PUSH_CHOICE (only with the visitor's consent to device
 * storage), and tell the server; without them there is nothing to renew, and the island offers to start again.
 * The cache's name is outside PREFIX, so a new build's worker keeps it.
 */
const PUSH_CACHE = 'notices-push';
const PUSH_CHOICE = '/__push-choice';
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PUSH_CACHE);
      const stored = await cache.match(PUSH_CHOICE);
      if (!stored) return;
      const choice = await stored.json();
      const old = event.oldSubscription ?? null;
      const renewed =
        event.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: choice.publicKey }));
      const post = (path, body) =>
        fetch(`/api/${choice.realm}/push/${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('subscription', { subscription: renewed.toJSON(), topics: choice.topics, language: choice.language });
      if (old && old.endpoint !== renewed.endpoint) await post('unsubscribe', { endpoint: old.endpoint });
    })(),
  );
});
