/**
 * The pull of a realm's surveys (docs/surveys.md): the `encuestas` collection, validated like every collection, where
 * each stands now, and the results of those already closed from the survey API. A content API without the
 * collection (404) means a realm without surveys; results the API cannot give yet are reported and the page
 * says they will be published shortly.
 */
import { ApiRequestError, type ApiClient } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import { surveysApi } from '../../src/api/surveys.ts';
import type { Problem, Snapshot } from '../../src/data/snapshot.ts';
import { surveyPhase } from '../../src/domain/surveys/survey-rules.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { SurveyResultsSchema, SurveySchema, type SurveyResults } from '../../src/schemas/survey.ts';
import { validateList } from './validate-list.ts';

export async function pullSurveys(
  realm: RealmConfig,
  client: ApiClient,
  content: ContentApi,
  problems: Problem[],
  now = Date.now(),
): Promise<Pick<Snapshot, 'surveys' | 'surveyPhases' | 'surveyResults'> & { received: number }> {
  let raw: unknown[];
  try {
    raw = await content.surveys();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { surveys: [], surveyPhases: {}, surveyResults: {}, received: 0 };
    throw error;
  }
  const surveys = validateList(SurveySchema, raw, realm.id, 'encuestas', problems).filter((s) => s.isPublished);
  const surveyPhases = Object.fromEntries(surveys.map((s) => [s._id, surveyPhase(s, now)]));
  const api = surveysApi(client, realm);
  const surveyResults: Record<string, SurveyResults> = {};
  for (const survey of surveys.filter((s) => surveyPhases[s._id] === 'closed')) {
    try {
      const [results] = validateList(SurveyResultsSchema, [await api.results(survey._id)], realm.id, 'survey results', problems);
      if (results) surveyResults[survey._id] = results;
    } catch (error) {
      problems.push({ realm: realm.id, collection: 'survey results', id: survey._id, field: '(root)', message: `not available (${(error as Error).message})` });
    }
  }
  return { surveys, surveyPhases, surveyResults, received: raw.length };
}
