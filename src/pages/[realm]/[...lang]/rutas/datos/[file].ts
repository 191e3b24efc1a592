import type { APIRoute } from 'astro';
import { ROUTE_FILES, routeRecords, routeSectionPaths } from '../../../../../data/routes.ts';
import { share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { snapshot } from '../../../../../data/snapshot.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { routeGeoJson, routeGpx, routesCsv, routesGeoJson } from '../../../../../domain/routes/route-open-data.ts';

/**
 * Routes as open data (docs/routes.md "Open data"): every route as GeoJSON and CSV, and each route's track as GPX
 * and GeoJSON. One of each per realm, in its first language; field names are Spanish.
 */
type RouteFile = { kind: 'geojson' | 'csv' } | { kind: 'gpx' | 'routeGeojson'; slug: string };

export const getStaticPaths = () =>
  share(
    routeSectionPaths()
      .filter(({ params }) => params.lang === undefined)
      .flatMap(({ params, props }) => {
        const files: Array<{ name: string; file: RouteFile }> = [
          { name: ROUTE_FILES.geojson, file: { kind: 'geojson' } },
          { name: ROUTE_FILES.csv, file: { kind: 'csv' } },
          ...(snapshot(props.realm).routes ?? []).flatMap((r) => [
            { name: `${r.slug}.gpx`, file: { kind: 'gpx' as const, slug: r.slug } },
            { name: `${r.slug}.geojson`, file: { kind: 'routeGeojson' as const, slug: r.slug } },
          ]),
        ];
        return files.map(({ name, file }) => ({ params: { ...params, file: name }, props: { ...props, file } }));
      }),
  );

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, file } = props as PageProps & { file: RouteFile };
  const ctx = siteContext(realm, lang);
  const records = routeRecords(ctx);
  switch (file.kind) {
    case 'geojson':
      return new Response(JSON.stringify(routesGeoJson(records)), { headers: { 'Content-Type': MEDIA_TYPES.geojson } });
    case 'csv':
      return new Response(routesCsv(records), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
    case 'gpx':
    case 'routeGeojson': {
      const record = records.find((r) => r.route.slug === file.slug)!;
      return file.kind === 'gpx'
        ? new Response(routeGpx(record, ctx.realm.name), { headers: { 'Content-Type': MEDIA_TYPES.gpx } })
        : new Response(JSON.stringify(routeGeoJson(record)), { headers: { 'Content-Type': MEDIA_TYPES.geojson } });
    }
  }
};
