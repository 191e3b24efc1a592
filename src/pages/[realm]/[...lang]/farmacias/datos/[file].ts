import type { APIRoute } from 'astro';
import { PHARMACY_FILES, type PharmacyFile, pharmacyFilePaths } from '../../../../../data/pharmacies.ts';
import { share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { dutyRotaIcs, pharmaciesCsv, pharmaciesGeoJson } from '../../../../../domain/pharmacies/pharmacy-open-data.ts';

/**
 * On-call pharmacies as open data (docs/pharmacies.md "Open data"): the pharmacies as GeoJSON and CSV, the duty
 * rota as iCalendar. One of each per realm: field names are the content's, the calendar's words the realm's first
 * language's.
 */
export const getStaticPaths = () =>
  share(
    pharmacyFilePaths().flatMap(({ params, props }) =>
      (Object.keys(PHARMACY_FILES) as PharmacyFile[]).map((file) => ({ params: { ...params, file: PHARMACY_FILES[file] }, props: { ...props, file } })),
    ),
  );

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, file } = props as PageProps & { file: PharmacyFile };
  const ctx = siteContext(realm, lang);
  const pharmacies = ctx.snap.pharmacies ?? [];
  const host = ctx.realm.hosts[0]!;
  switch (file) {
    case 'geojson':
      return new Response(JSON.stringify(pharmaciesGeoJson(pharmacies)), { headers: { 'Content-Type': MEDIA_TYPES.geojson } });
    case 'csv':
      return new Response(pharmaciesCsv(pharmacies), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
    case 'ics': {
      const words = {
        name: ctx.t('pharmacies.icsName', { municipio: ctx.municipio }),
        summary: ctx.t('pharmacies.icsSummary'),
        url: `https://${host}${ctx.href('/farmacias')}`,
      };
      return new Response(dutyRotaIcs(ctx.snap.dutyRota ?? [], pharmacies, words, host), { headers: { 'Content-Type': MEDIA_TYPES.ics } });
    }
  }
};
