import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answersOf, ballotErrors, ballotOf, participationKeys, proposalErrors, surveyPhase } from '../../../../src/domain/surveys/survey-rules.ts';
import { t } from '../../../../src/i18n/index.ts';
import { type Survey, SurveySchema } from '../../../../src/schemas/survey.ts';

const options = (...ids: string[]) => ids.map((id) => ({ id, label: { es: id } }));
const SURVEY: Survey = v.parse(SurveySchema, {
  _id: 's',
  kind: 'survey',
  title: { es: 'S' },
  opensAt: '2026-03-01T00:00:00Z',
  closesAt: '2026-03-31T00:00:00Z',
  census: 'padron',
  eligibility: { es: 'Todos.' },
  questions: [
    { id: 'uno', type: 'single', required: true, title: { es: 'Uno' }, options: options('a', 'b') },
    { id: 'varios', type: 'multiple', maxChoices: 2, title: { es: 'Varios' }, options: options('x', 'y', 'z') },
    { id: 'orden', type: 'ranking', required: true, title: { es: 'Orden' }, options: options('p', 'q') },
    { id: 'texto', type: 'text', maxLength: 5, title: { es: 'Texto' } },
  ],
});

describe('where a survey stands', () => {
  it('is upcoming before it opens, open until just before it closes, closed from then on', () => {
    expect(surveyPhase(SURVEY, Date.parse('2026-02-28T23:59:59Z'))).toBe('upcoming');
    expect(surveyPhase(SURVEY, Date.parse('2026-03-01T00:00:00Z'))).toBe('open');
    expect(surveyPhase(SURVEY, Date.parse('2026-03-30T23:59:59Z'))).toBe('open');
    expect(surveyPhase(SURVEY, Date.parse('2026-03-31T00:00:00Z'))).toBe('closed');
  });
});

describe('a ballot’s problems', () => {
  const good = { uno: 'a', varios: ['x', 'z'], orden: ['q', 'p'], texto: ' hola ' };

  it('are none for a whole, valid ballot, or one leaving optional questions out', () => {
    expect(ballotErrors(SURVEY, good)).toEqual([]);
    expect(ballotErrors(SURVEY, { uno: 'b', orden: ['p', 'q'] })).toEqual([]);
  });

  it('name each required question left empty, a ranking with its own words, in question order', () => {
    expect(ballotErrors(SURVEY, { texto: 'x' })).toEqual([
      { question: 'uno', key: 'survey.error.required' },
      { question: 'orden', key: 'survey.error.rankingRequired' },
    ]);
  });

  it('refuse unknown or repeated options, too many choices, a partial ranking and a long text', () => {
    expect(ballotErrors(SURVEY, { ...good, uno: 'c' })).toEqual([{ question: 'uno', key: 'survey.error.invalid' }]);
    expect(ballotErrors(SURVEY, { ...good, varios: ['x', 'x'] })).toEqual([{ question: 'varios', key: 'survey.error.invalid' }]);
    expect(ballotErrors(SURVEY, { ...good, varios: ['x', 'y', 'z'] })).toEqual([{ question: 'varios', key: 'survey.error.maxChoices', params: { max: 2 } }]);
    expect(ballotErrors(SURVEY, { ...good, orden: ['p'] })).toEqual([{ question: 'orden', key: 'survey.error.rankingIncomplete' }]);
    expect(ballotErrors(SURVEY, { ...good, texto: 'demasiado' })).toEqual([
      { question: 'texto', key: 'survey.error.textLength', params: { max: 5, length: 9 } },
    ]);
    expect(ballotErrors(SURVEY, { ...good, texto: ['a'] })).toEqual([{ question: 'texto', key: 'survey.error.invalid' }]);
  });
});

describe('a ballot on the wire and back', () => {
  it('carries one entry per answered question, texts trimmed', () => {
    expect(ballotOf(SURVEY, { uno: 'a', varios: [], orden: ['q', 'p'], texto: ' hola ' })).toEqual([
      { question: 'uno', value: 'a' },
      { question: 'orden', value: ['q', 'p'] },
      { question: 'texto', value: 'hola' },
    ]);
  });

  it('reads back as answers, refusing an unknown question or one answered twice', () => {
    expect(answersOf(SURVEY, [{ question: 'uno', value: 'a' }])).toEqual({ uno: 'a' });
    expect(answersOf(SURVEY, [{ question: 'otra', value: 'a' }])).toEqual({ question: 'otra', key: 'survey.error.invalid' });
    expect(
      answersOf(SURVEY, [
        { question: 'uno', value: 'a' },
        { question: 'uno', value: 'b' },
      ]),
    ).toEqual({ question: 'uno', key: 'survey.error.invalid' });
  });
});

describe('a proposal’s problems', () => {
  const rules = { limit: 3, maxTitle: 10, maxText: 20 };

  it('are none within the call’s limits', () => {
    expect(proposalErrors(rules, { title: 'Un banco', text: 'En la plaza.' })).toEqual([]);
  });

  it('ask for a missing title or text and name the limit of a long one, in characters', () => {
    expect(proposalErrors(rules, { title: '  ', text: '' })).toEqual([
      { question: 'title', key: 'survey.error.fillField' },
      { question: 'text', key: 'survey.error.fillField' },
    ]);
    expect(proposalErrors(rules, { title: 'ñ'.repeat(11), text: 'x'.repeat(21) })).toEqual([
      { question: 'title', key: 'survey.error.textLength', params: { max: 10, length: 11 } },
      { question: 'text', key: 'survey.error.textLength', params: { max: 20, length: 21 } },
    ]);
  });
});

describe('who may take part, in the tense of the survey’s phase', () => {
  const say = (keys: ReturnType<typeof participationKeys>, lang: 'es' | 'va') => [t(lang, keys.who), t(lang, keys.how), t(lang, keys.limit, { count: 3 })];
  it('speaks of what the visitor will be asked while the survey is upcoming or open', () => {
    for (const phase of ['upcoming', 'open'] as const) {
      expect(say(participationKeys('proposals', phase), 'es')[0]).toBe('Quién puede participar y cómo');
      expect(say(participationKeys('proposals', phase), 'es')[2]).toBe('Cada persona puede enviar 3 propuestas como máximo.');
    }
    expect(say(participationKeys('survey', 'open'), 'es')[1]).toMatch(/^Al enviar sus respuestas se le pedirá/);
  });
  it('speaks of the past once it has closed', () => {
    expect(say(participationKeys('survey', 'closed'), 'es').slice(0, 2)).toEqual([
      'Quién podía participar y cómo',
      expect.stringMatching(/^Para participar se pedía el DNI o NIE/),
    ]);
    expect(say(participationKeys('proposals', 'closed'), 'es')).toEqual([
      'Quién podía participar y cómo',
      expect.stringMatching(/^Para enviar una propuesta se pedía/),
      'Cada persona podía enviar 3 propuestas como máximo.',
    ]);
    expect(say(participationKeys('survey', 'closed'), 'va')[0]).toBe('Qui hi podia participar i com');
  });
});
