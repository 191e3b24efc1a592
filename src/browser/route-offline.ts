/**
 * "Descargar para usar sin conexión" on a route's page (docs/routes.md "Offline"): states the size of the route's
 * bundle (its pages in this language, the audio guides, photos, the track's files, the map's code and, when the
 * realm's map has tiles, those of the route's area), keeps it in a cache of its own that the service worker answers
 * from when there is no network (src/sw/worker.js), then says what is stored, with a way to remove it. The cache
 * is outside the build's, so a new build does not empty it; the browser is asked to keep it (persistent storage).
 */
import { bundleSize, formatBytes, offlineCacheName, type RouteBundle } from '../domain/routes/offline.ts';

type Words = Record<'size' | 'sizeAbout' | 'downloading' | 'stored' | 'failed' | 'unsupported' | 'removed', string>;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** A response the cache can hand to a navigation: never marked as redirected (Chrome refuses those for a page). */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function storedSize(cache: Cache): Promise<{ count: number; bytes: number }> {
  let bytes = 0;
  const keys = await cache.keys();
  for (const request of keys) {
    const response = await cache.match(request);
    if (response) bytes += (await response.blob()).size;
  }
  return { count: keys.length, bytes };
}

export function enhanceRouteOffline(section: HTMLElement): void {
  const status = section.querySelector<HTMLElement>('[data-offline-status]')!;
  const download = section.querySelector<HTMLButtonElement>('[data-offline-download]')!;
  const remove = section.querySelector<HTMLButtonElement>('[data-offline-remove]')!;
  const words = JSON.parse(section.dataset.words ?? '{}') as Words;
  const locale = section.dataset.locale ?? navigator.language;
  const name = offlineCacheName(section.dataset.route!);
  let bundle: RouteBundle | undefined;

  const show = (text: string, can: { download?: boolean; remove?: boolean }) => {
    status.textContent = text;
    download.hidden = !can.download;
    remove.hidden = !can.remove;
  };

  if (!('caches' in window) || !('serviceWorker' in navigator)) {
    show(words.unsupported, {});
    return;
  }

  /** A file of this site whose size the build could not know (an asset the content gives no size for): the server says it. */
  const sizeOf = async (url: string): Promise<number | null> => {
    const answer = await fetch(url, { method: 'HEAD' }).catch(() => undefined);
    const length = Number(answer?.ok ? answer.headers.get('content-length') : Number.NaN);
    return Number.isFinite(length) && length > 0 ? length : null;
  };

  const offer = async () => {
    if (!bundle) {
      const read = (await (await fetch(section.dataset.bundle!)).json()) as RouteBundle;
      const local = (url: string) => new URL(url, location.href).origin === location.origin;
      const files = await Promise.all(read.files.map(async (f) => (f.bytes === null && local(f.url) ? { ...f, bytes: await sizeOf(f.url) } : f)));
      bundle = { ...read, files };
    }
    const { bytes, estimated } = bundleSize(bundle.files);
    show(fill(estimated ? words.sizeAbout : words.size, { size: formatBytes(bytes, locale), count: bundle.files.length }), { download: true });
  };

  const stored = async () => {
    const { count, bytes } = await storedSize(await caches.open(name));
    show(fill(words.stored, { size: formatBytes(bytes, locale), count }), { remove: true });
  };

  download.addEventListener('click', async () => {
    if (!bundle) return;
    download.disabled = true;
    // A worker that controls the page answers from the cache offline: wait for it the first time.
    await navigator.serviceWorker.ready;
    await navigator.storage?.persist?.().catch(() => false);
    const cache = await caches.open(name);
    let done = 0;
    try {
      for (const file of bundle.files) {
        status.textContent = fill(words.downloading, { done, count: bundle.files.length });
        const crossOrigin = new URL(file.url, location.href).origin !== location.origin;
        const response = await fetch(file.url, { cache: 'no-cache', mode: crossOrigin ? 'cors' : 'same-origin', credentials: 'same-origin' }).catch(
          (error: unknown) => {
            if (crossOrigin) return undefined;
            throw error;
          },
        );
        done += 1;
        // A map tile the tile server does not give leaves a blank square offline, not a route without its guides.
        if (crossOrigin && !response?.ok) continue;
        if (!response?.ok) throw new Error(`${file.url}: ${response?.status}`);
        await cache.put(new URL(file.url, location.href).href, await storable(response));
      }
      await stored();
    } catch {
      await caches.delete(name);
      show(words.failed, { download: true });
    } finally {
      download.disabled = false;
    }
  });

  remove.addEventListener('click', async () => {
    await caches.delete(name);
    await offer().catch(() => show(words.failed, {}));
    status.textContent = `${words.removed} ${status.textContent}`;
  });

  void caches
    .has(name)
    .then((has) => (has ? stored() : offer()))
    .catch(() => show(words.failed, {}));
}

for (const section of document.querySelectorAll<HTMLElement>('[data-route-offline]')) enhanceRouteOffline(section);
