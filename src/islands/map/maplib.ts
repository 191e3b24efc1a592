import type * as MapLibre from 'maplibre-gl';
// MapLibre 6 loads its worker relative to its own URL, which Vite does not copy: ship the worker as an asset of
// our own and tell MapLibre where it is (ARCHITECTURE.md, machine facts).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// Its stylesheet as a plain file: imported as CSS, Astro would link it from every page with a map island,
// render-blocking, before anyone scrolls to the map.
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

let loading: Promise<typeof MapLibre> | undefined;

/**
 * MapLibre and its stylesheet, loaded once and only when a map mounts: pages that never show a map never fetch
 * them, and pages that do fetch them when the map is about to be seen (islands hydrate `client:visible`).
 */
export function loadMapLib(): Promise<typeof MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), stylesheet()]).then(([lib]) => {
    lib.setWorkerUrl(workerUrl);
    return lib;
  });
  return loading;
}

function stylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cssUrl });
    // A stylesheet that fails leaves a map without control styles, still usable: never block the map on it.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}
