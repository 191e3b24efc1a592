import type { APIRoute } from 'astro';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { hasSurveyResults, surveyResultsFileNames } from '../../../../../data/surveys.ts';
import { surveyResultsCsv, surveyResultsJson, type ClosedSurvey } from '../../../../../domain/surveys/survey-open-data.ts';

type Format = 'csv' | 'json';

/** Closed surveys' results and participation as open data, CSV and JSON per language, written at build time. */
export function getStaticPaths() {
  return share(
    realmLanguagePaths('encuestas')
      .filter(({ props }) => hasSurveyResults(props.realm))
      .flatMap(({ params, props }) => {
        const names = surveyResultsFileNames(props.lang, siteContext(props.realm, props.lang).municipio);
        return (['csv', 'json'] as const).map((format) => ({ params: { ...params, file: names[format] }, props: { ...props, format } }));
      }),
  );
}

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, format } = props as PageProps & { format: Format };
  const ctx = siteContext(realm, lang);
  const { snap } = ctx;
  const closed: ClosedSurvey[] = (snap.surveys ?? []).flatMap((survey) => {
    const results = snap.surveyResults?.[survey._id];
    return results ? [{ survey, results }] : [];
  });
  const origin = `https://${ctx.realm.hosts[0]}`;
  const body =
    format === 'csv'
      ? surveyResultsCsv(closed, lang)
      : JSON.stringify(
          surveyResultsJson(
            closed,
            lang,
            {
              title: ctx.t('openData.surveys.title'),
              publisher: ctx.realm.name,
              licence: ctx.realm.licence,
              source: `${origin}${ctx.href('/datos-abiertos')}`,
              updated: snap.pulledAt,
              language: lang,
            },
            (survey) => `${origin}${ctx.href(`/encuestas/${survey._id}`)}`,
          ),
          null,
          1,
        );
  return new Response(body, { headers: { 'Content-Type': MEDIA_TYPES[format] } });
};
