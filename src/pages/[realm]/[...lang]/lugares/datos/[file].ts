import type { APIRoute } from 'astro';
import { PLACE_FILES, type PlaceFile, placeFilePaths } from '../../../../../data/places.ts';
import { share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { placesCsv, placesGeoJson } from '../../../../../domain/places/place-open-data.ts';

/**
 * Places of interest as open data (docs/places.md "Open data"): GeoJSON and CSV, one of each per realm, with the
 * texts in every language of the realm and each place's page in the first.
 */
export const getStaticPaths = () =>
  share(
    placeFilePaths().flatMap(({ params, props }) =>
      (Object.keys(PLACE_FILES) as PlaceFile[]).map((file) => ({ params: { ...params, file: PLACE_FILES[file] }, props: { ...props, file } })),
    ),
  );

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, file } = props as PageProps & { file: PlaceFile };
  const ctx = siteContext(realm, lang);
  const places = ctx.snap.places ?? [];
  const pageUrl = (slug: string) => `https://${ctx.realm.hosts[0]}${ctx.href(`/lugares/${slug}`)}`;
  switch (file) {
    case 'geojson':
      return new Response(JSON.stringify(placesGeoJson(places, ctx.realm.languages, pageUrl)), { headers: { 'Content-Type': MEDIA_TYPES.geojson } });
    case 'csv':
      return new Response(placesCsv(places, ctx.realm.languages, pageUrl), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
  }
};
