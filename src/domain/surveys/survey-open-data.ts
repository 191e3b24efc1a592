/**
 * Closed surveys' results and participation as open data (docs/surveys.md): one CSV row per option (or per free-text
 * question, with only its count), and a JSON file with the same figures nested by survey and question. Totals
 * only: no census hashes, no free texts, nothing about any one participant.
 */
import { pick } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import type { Survey, SurveyResults } from '../../schemas/survey.ts';
import { csv, type DirectoryMeta } from '../open-data/open-data.ts';

/** The CSV's columns, in order; the open-data page describes each one. */
export const SURVEY_RESULT_COLUMNS = [
  'survey',
  'surveyTitle',
  'closedAt',
  'participants',
  'web',
  'office',
  'question',
  'questionTitle',
  'type',
  'answered',
  'option',
  'optionLabel',
  'votes',
  'points',
] as const;

export interface ClosedSurvey {
  survey: Survey;
  results: SurveyResults;
}

export function surveyResultsCsv(closed: ClosedSurvey[], lang: Language): string {
  const rows = closed.flatMap(({ survey, results }) => {
    const head = [
      survey._id,
      pick(survey.title, lang),
      results.closedAt,
      String(results.participants),
      String(results.byChannel?.web ?? ''),
      String(results.byChannel?.office ?? ''),
    ];
    return results.questions.flatMap((result) => {
      const question = survey.questions.find((q) => q.id === result.id);
      const about = [result.id, pick(question?.title, lang), result.type, String(result.answered)];
      if (result.options.length === 0) return [[...head, ...about, '', '', '', '']];
      const labels = new Map(question && question.type !== 'text' ? question.options.map((o) => [o.id, pick(o.label, lang)]) : []);
      return result.options.map((o) => [...head, ...about, o.id, labels.get(o.id) ?? o.id, String(o.votes), o.points === undefined ? '' : String(o.points)]);
    });
  });
  return csv([...SURVEY_RESULT_COLUMNS], rows);
}

/** What the JSON file says of itself: the directory file's metadata, without a schema of its own. */
export type SurveyResultsMeta = Omit<DirectoryMeta, 'schemaUrl'>;

export function surveyResultsJson(closed: ClosedSurvey[], lang: Language, meta: SurveyResultsMeta, pageUrl: (survey: Survey) => string) {
  return {
    ...meta,
    surveys: closed.map(({ survey, results }) => ({
      id: survey._id,
      title: pick(survey.title, lang),
      url: pageUrl(survey),
      kind: survey.kind,
      opensAt: survey.opensAt,
      closesAt: survey.closesAt,
      participants: results.participants,
      byChannel: results.byChannel ?? null,
      proposals: results.proposals ?? null,
      questions: results.questions.map((result) => {
        const question = survey.questions.find((q) => q.id === result.id);
        const labels = new Map(question && question.type !== 'text' ? question.options.map((o) => [o.id, pick(o.label, lang)]) : []);
        return {
          id: result.id,
          title: pick(question?.title, lang),
          type: result.type,
          answered: result.answered,
          options: result.options.map((o) => ({
            id: o.id,
            label: labels.get(o.id) ?? o.id,
            votes: o.votes,
            ...(o.points === undefined ? {} : { points: o.points }),
          })),
        };
      }),
    })),
  };
}
