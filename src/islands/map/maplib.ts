import type * as MapLibre from 'maplibre-gl';
// MapLibre 6 loads its worker relative to its own URL, which Vite does not copy: ship the worker as an asset of
// our own and tell MapLibre where it is (ARCHITECTURE.md, machine facts).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

let loading: Promise<typeof MapLibre> | undefined;

/**
 * MapLibre and its stylesheet, loaded once and only when a map mounts: pages that never show a map never fetch
 * them, and pages that do fetch them when the map is about to be seen (islands hydrate `client:visible`).
 */
export function loadMapLib(): Promise<typeof MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(([lib]) => {
    lib.setWorkerUrl(workerUrl);
    return lib;
  });
  return loading;
}
