/**
 * What the survey pages read of a realm's snapshot (docs/surveys.md): the surveys by phase, their pages, their texts.
 */
import { labelSlice } from '../i18n/slices.ts';
import { t } from '../i18n/index.ts';
import { surveyPhase, type SurveyPhase } from '../domain/surveys/survey-rules.ts';
import { fileSlug } from '../domain/directory/directory.ts';
import type { Language } from '../schemas/realm.ts';
import type { Survey } from '../schemas/survey.ts';
import { snapshot } from './snapshot.ts';
import type { PageProps } from './site.ts';

/** Where a survey stood when the build pulled (the page is true to that moment; the island checks the clock too). */
export function phaseOf(realm: string, survey: Survey): SurveyPhase {
  const snap = snapshot(realm);
  return snap.surveyPhases?.[survey._id] ?? surveyPhase(survey, Date.parse(snap.pulledAt));
}

/** A realm's surveys by phase: open ones closing soonest first, upcoming ones opening soonest first, closed ones latest first. */
export function surveysByPhase(realm: string): Record<SurveyPhase, Survey[]> {
  const groups: Record<SurveyPhase, Survey[]> = { open: [], upcoming: [], closed: [] };
  for (const survey of snapshot(realm).surveys ?? []) groups[phaseOf(realm, survey)].push(survey);
  const at = (iso: string) => Date.parse(iso);
  groups.open.sort((a, b) => at(a.closesAt) - at(b.closesAt));
  groups.upcoming.sort((a, b) => at(a.opensAt) - at(b.opensAt));
  groups.closed.sort((a, b) => at(b.closesAt) - at(a.closesAt));
  return groups;
}

/** One page per survey of each realm that has surveys, in each of its languages (`/encuestas/{id}`). */
export function surveyPaths(paths: Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }>) {
  return paths.flatMap((path) =>
    (snapshot(path.props.realm).surveys ?? []).map((survey) => ({ params: { ...path.params, id: survey._id }, props: { ...path.props, id: survey._id } })),
  );
}

/** The texts the voting island needs, in the page's language: it ships no dictionaries of its own. */
export const surveyLabels = labelSlice((key) => /^survey\.(form|error|hint)\./.test(key) || key === 'survey.required' || key === 'survey.optional');

/** The results' open-data files of a language: `resultados-encuestas-alcantir.csv` and `.json`. */
export function surveyResultsFileNames(lang: Language, municipio: string): { csv: string; json: string } {
  const base = fileSlug(t(lang, 'openData.surveys.fileName', { municipio }));
  return { csv: `${base}.csv`, json: `${base}.json` };
}

/** Whether the realm has results to publish as open data. */
export const hasSurveyResults = (realm: string) => Object.keys(snapshot(realm).surveyResults ?? {}).length > 0;
