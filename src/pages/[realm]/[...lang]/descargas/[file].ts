import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps, type SiteContext } from '../../../../data/site.ts';
import { OPEN_DATA_FORMATS, OPEN_DATA_TYPES, openDataFileNames, type OpenDataFormat } from '../../../../data/downloads.ts';
import { DIRECTORY_COLUMNS, directoryRows, formatAddress } from '../../../../domain/directory/directory.ts';
import { workbook } from '../../../../domain/open-data/spreadsheet.ts';
import { associationsGeoJson, csv, openDirectory, openDirectoryJsonSchema } from '../../../../domain/open-data/open-data.ts';
import type { Association } from '../../../../schemas/association.ts';

/** The directory as open data (spreadsheet, CSV, JSON and its schema, GeoJSON), one set per realm and language, written at build time. */
export function getStaticPaths() {
  return share(
    realmLanguagePaths().flatMap(({ params, props }) => {
      const names = openDataFileNames(props.lang, siteContext(props.realm, props.lang).municipio);
      return OPEN_DATA_FORMATS.map((format) => ({ params: { ...params, file: names[format] }, props: { ...props, format } }));
    }),
  );
}

function body(ctx: SiteContext, format: OpenDataFormat): string | Uint8Array {
  const { snap, lang } = ctx;
  const origin = `https://${ctx.realm.hosts[0]}`;
  const pageUrl = (a: Association) => `${origin}${ctx.href(`/asociaciones/${a._id}`)}`;
  const names = openDataFileNames(lang, ctx.municipio);
  const fileUrl = (name: string) => `${origin}${ctx.href(`/descargas/${name}`)}`;
  const header = DIRECTORY_COLUMNS.map((key) => ctx.t(key));
  switch (format) {
    case 'xlsx':
      return workbook(ctx.t('directory.title'), header, directoryRows(snap.associations, lang), ctx.theme.primary);
    case 'csv':
      return csv(header, directoryRows(snap.associations, lang));
    case 'json':
      return JSON.stringify(
        openDirectory(
          snap.associations,
          {
            schemaUrl: fileUrl(names['schema.json']),
            title: ctx.t('directory.title'),
            publisher: ctx.realm.name,
            licence: ctx.realm.licence,
            source: `${origin}${ctx.href('/datos-abiertos')}`,
            updated: snap.pulledAt,
            language: lang,
          },
          pageUrl,
        ),
        null,
        1,
      );
    case 'schema.json':
      return JSON.stringify(openDirectoryJsonSchema(lang, fileUrl(names['schema.json'])), null, 1);
    case 'geojson':
      return JSON.stringify(associationsGeoJson(snap.associations, lang, pageUrl, (a) => formatAddress(a, lang)));
  }
}

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, format } = props as PageProps & { format: OpenDataFormat };
  const data = body(siteContext(realm, lang), format);
  return new Response(data as BodyInit, { headers: { 'Content-Type': OPEN_DATA_TYPES[format] } });
};
