/**
 * The routes pages' inputs from the snapshot (docs/routes.md "The pages"): which realms have routes, each route's
 * track read once, its figures and profile, its stops with their audio in the page's language, and the addresses
 * of its pages and files.
 */
import { assetSize } from '../api/assets.ts';
import { elevationProfile, stopsAlong } from '../domain/routes/profile.ts';
import type { RouteRecord } from '../domain/routes/route-open-data.ts';
import { fallbackChain } from '../i18n/pick.ts';
import { readGpx, type Route, type StopAudio, type Track } from '../schemas/routes.ts';
import { realmLanguagePaths, type SiteContext } from './site.ts';
import { snapshot } from './snapshot.ts';

/** The routes' open-data files, under `/rutas/datos/`: every route's, and each route's own (`{slug}.gpx`). */
export const ROUTE_FILES = { geojson: 'rutas.geojson', csv: 'rutas.csv' } as const;
export const routeFile = (slug: string, format: 'gpx' | 'geojson') => `/rutas/datos/${slug}.${format}`;

/** The file the offline download reads (written after the render by scripts/pipeline/route-bundles.ts). */
export const OFFLINE_BUNDLE = 'sin-conexion.json';

export function hasRoutes(realm: string): boolean {
  return (snapshot(realm).routes?.length ?? 0) > 0;
}

/** Every realm and language with routes. */
export function routeSectionPaths() {
  return realmLanguagePaths().filter(({ props }) => hasRoutes(props.realm));
}

/** Every route's page, in every language of its realm. */
export function routePaths() {
  return routeSectionPaths().flatMap(({ params, props }) =>
    (snapshot(props.realm).routes ?? []).map((route) => ({ params: { ...params, slug: route.slug }, props: { ...props, slug: route.slug } })),
  );
}

/** Every stop's page, `/rutas/{slug}/parada/{n}` (n from 1). */
export function stopPaths() {
  return routePaths().flatMap(({ params, props }) =>
    routeBySlug(props.realm, props.slug).stops.map((_, i) => ({ params: { ...params, n: String(i + 1) }, props: { ...props, n: i + 1 } })),
  );
}

export function routeBySlug(realm: string, slug: string): Route {
  const route = snapshot(realm).routes?.find((r) => r.slug === slug);
  if (!route) throw new Error(`no route "${slug}" in ${realm}`);
  return route;
}

const tracks = new WeakMap<Route, Track>();
/** The route's track, read once per build (the pull checked that it reads). */
export function trackOf(route: Route): Track {
  let track = tracks.get(route);
  if (!track) {
    const read = readGpx(route.gpx);
    if ('problem' in read) throw new Error(`route ${route.slug}: ${read.problem}`);
    track = read;
    tracks.set(route, track);
  }
  return track;
}

/** A stop's audio in the page's language, or its sibling's, or Spanish, or any: with the language it speaks. */
export function stopAudio(audio: Route['stops'][number]['audio'], lang: string): { audio: StopAudio; lang: string } {
  for (const candidate of [...fallbackChain(lang), 'es', ...Object.keys(audio)]) {
    const found = audio[candidate as keyof typeof audio];
    if (found) return { audio: found, lang: candidate };
  }
  throw new Error('a stop without audio');
}

/** "1:05" for 65 seconds; in words through the dictionary elsewhere. */
export const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Everything a route's pages show, in the page's language. */
export function routeView(ctx: SiteContext, route: Route) {
  const track = trackOf(route);
  const profile = elevationProfile(track, route.stops);
  const along = stopsAlong(track, route.stops);
  const base = `/rutas/${route.slug}`;
  const stops = route.stops.map((stop, i) => {
    const { audio, lang } = stopAudio(stop.audio, ctx.lang);
    return {
      n: i + 1,
      name: ctx.text(stop.name),
      nameLang: ctx.langOf(stop.name),
      coordinates: stop.coordinates,
      km: along[i]!,
      place: stop.place,
      photo: stop.photo ? ctx.asset('rutas', stop.photo) : undefined,
      photoAlt: stop.photo && typeof stop.photo === 'object' ? ctx.text(stop.photo.alt) : '',
      photoSize: assetSize(stop.photo),
      photoBytes: stop.photo && typeof stop.photo === 'object' ? stop.photo.size : undefined,
      audio: { ...audio, src: ctx.asset('rutas', audio.file)!, lang: lang === ctx.lang ? undefined : lang },
      href: ctx.href(`${base}/parada/${i + 1}`),
    };
  });
  return { route, track, profile, stops, title: ctx.text(route.title), description: ctx.text(route.description), href: ctx.href(base) };
}
export type RouteView = ReturnType<typeof routeView>;

/** The routes as open data records, in the realm's first language. */
export function routeRecords(ctx: SiteContext): RouteRecord[] {
  const origin = `https://${ctx.realm.hosts[0]}`;
  return (ctx.snap.routes ?? []).map((route) => ({
    route,
    track: trackOf(route),
    title: ctx.text(route.title),
    description: ctx.text(route.description),
    stopNames: route.stops.map((s) => ctx.text(s.name)),
    url: `${origin}${ctx.href(`/rutas/${route.slug}`)}`,
  }));
}
