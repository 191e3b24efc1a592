import type { APIRoute } from 'astro';
import { realmLanguagePaths, siteContext, type PageProps } from '../../../../data/site.ts';
import { directoryFileName } from '../../../../data/downloads.ts';
import { DIRECTORY_COLUMNS, directoryRows } from '../../../../domain/directory.ts';
import { workbook } from '../../../../domain/spreadsheet.ts';

/** The directory as a spreadsheet, one file per realm and language, written at build time. */
export function getStaticPaths() {
  return realmLanguagePaths().map(({ params, props }) => {
    const ctx = siteContext(props.realm, props.lang);
    return { params: { ...params, file: directoryFileName(props.lang, ctx.municipio) }, props };
  });
}

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  const body = workbook(ctx.t('directory.title'), DIRECTORY_COLUMNS.map((key) => ctx.t(key)), directoryRows(ctx.snap.associations, lang), ctx.theme.primary);
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
};
