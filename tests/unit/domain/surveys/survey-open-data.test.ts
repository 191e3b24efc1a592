import { describe, expect, it } from 'vitest';
import { SURVEY_RESULT_COLUMNS, surveyResultsCsv, surveyResultsJson } from '../../../../src/domain/surveys/survey-open-data.ts';
import type { SurveyResults } from '../../../../src/schemas/survey.ts';
import { SURVEY } from './fixture.ts';

const RESULTS: SurveyResults = {
  survey: 'parque',
  closedAt: '2026-03-31T00:00:00Z',
  participants: 3,
  byChannel: { web: 2, office: 1 },
  questions: [
    {
      id: 'uso',
      type: 'single',
      answered: 3,
      options: [
        { id: 'juegos', votes: 2 },
        { id: 'huerto', votes: 1 },
      ],
    },
    { id: 'orden', type: 'ranking', answered: 3, options: [{ id: 'a', votes: 2, points: 5 }] },
    { id: 'idea', type: 'text', answered: 1, options: [] },
  ],
};
const CLOSED = [{ survey: SURVEY, results: RESULTS }];
const META = { title: 'Encuestas', publisher: 'Ajuntament', licence: 'CC BY 4.0', source: 'https://x.example', updated: '2026-04-01', language: 'va' as const };

describe('survey results as a CSV', () => {
  const lines = surveyResultsCsv(CLOSED, 'va')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

  it('has the documented columns, then one row per option and one per free-text question', () => {
    expect(lines[0]).toBe(SURVEY_RESULT_COLUMNS.join(';'));
    expect(lines).toHaveLength(1 + 2 + 1 + 1);
  });

  it('writes each option’s labels in the asked language, with its votes, and points only for a ranking', () => {
    expect(lines[1]).toBe('parque;El parc;2026-03-31T00:00:00Z;3;2;1;uso;Quin ús?;single;3;juegos;Jocs;2;');
    // No Valencian label: the Spanish one.
    expect(lines[3]).toBe('parque;El parc;2026-03-31T00:00:00Z;3;2;1;orden;Ordene;ranking;3;a;A;2;5');
  });

  it('gives a free-text question only its count of answers', () => {
    expect(lines[4]).toBe('parque;El parc;2026-03-31T00:00:00Z;3;2;1;idea;Su idea;text;1;;;;');
  });
});

describe('survey results as JSON', () => {
  const json = surveyResultsJson(CLOSED, 'es', META, (survey) => `https://x.example/encuestas/${survey._id}/`);

  it('carries the file’s metadata and each survey’s address, dates and totals', () => {
    expect(json).toMatchObject({ ...META, surveys: [{ id: 'parque', title: 'El parque', url: 'https://x.example/encuestas/parque/', kind: 'survey' }] });
    expect(json.surveys[0]).toMatchObject({
      opensAt: SURVEY.opensAt,
      closesAt: SURVEY.closesAt,
      participants: 3,
      byChannel: { web: 2, office: 1 },
      proposals: null,
    });
  });

  it('nests the options under their question with labels, and points only where there are points', () => {
    const [uso, orden, idea] = json.surveys[0]!.questions;
    expect(uso).toEqual({
      id: 'uso',
      title: '¿Qué uso?',
      type: 'single',
      answered: 3,
      options: [
        { id: 'juegos', label: 'Juegos', votes: 2 },
        { id: 'huerto', label: 'Huerto', votes: 1 },
      ],
    });
    expect(orden!.options).toEqual([{ id: 'a', label: 'A', votes: 2, points: 5 }]);
    expect(idea).toEqual({ id: 'idea', title: 'Su idea', type: 'text', answered: 1, options: [] });
  });
});
