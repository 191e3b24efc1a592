import { describe, expect, it } from 'vitest';
import { barWidth, percent, ranked, shareText, tally } from '../../../../src/domain/surveys/survey-results.ts';
import type { Answers } from '../../../../src/domain/surveys/survey-rules.ts';
import { SURVEY } from './fixture.ts';

const BALLOTS: Answers[] = [
  { uso: 'juegos', dias: ['sab', 'dom'], orden: ['a', 'b', 'c'], idea: 'Bancos a la sombra' },
  { uso: 'huerto', dias: ['sab'], orden: ['b', 'a', 'c'] },
  { uso: 'juegos', dias: [], orden: ['a', 'c', 'b'], idea: '' },
];

describe('counting a closed survey’s ballots', () => {
  const results = tally(SURVEY, BALLOTS, '2026-03-31T00:00:00Z', { byChannel: { web: 2, office: 1 } });
  const question = (id: string) => results.questions.find((q) => q.id === id)!;

  it('names the survey, the closing time, every participant and the channels', () => {
    expect(results).toMatchObject({ survey: 'parque', closedAt: '2026-03-31T00:00:00Z', participants: 3, byChannel: { web: 2, office: 1 } });
  });

  it('counts one vote per ballot for a single choice and one per ticked option for a multiple one', () => {
    expect(question('uso')).toEqual({
      id: 'uso',
      type: 'single',
      answered: 3,
      options: [
        { id: 'juegos', votes: 2 },
        { id: 'huerto', votes: 1 },
      ],
    });
    // An empty list is no answer.
    expect(question('dias')).toEqual({
      id: 'dias',
      type: 'multiple',
      answered: 2,
      options: [
        { id: 'sab', votes: 2 },
        { id: 'dom', votes: 1 },
        { id: 'lun', votes: 0 },
      ],
    });
  });

  it('gives a ranking Borda points (n−1 for a first place, none for a last) and counts first places as votes', () => {
    expect(question('orden').options).toEqual([
      { id: 'a', votes: 2, points: 2 + 1 + 2 },
      { id: 'b', votes: 1, points: 1 + 2 + 0 },
      { id: 'c', votes: 0, points: 0 + 0 + 1 },
    ]);
  });

  it('keeps only the number of free-text answers, never the texts', () => {
    expect(question('idea')).toEqual({ id: 'idea', type: 'text', answered: 1, options: [] });
    expect(JSON.stringify(results)).not.toContain('sombra');
  });
});

describe('shares and order of the results', () => {
  it('gives a share as a percentage with one decimal, and 0 when nobody answered', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(3, 3)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });

  it('writes every share with one decimal, in the page’s language', () => {
    expect(shareText(percent(43, 100), 'es-ES')).toBe('43,0 %');
    expect(shareText(percent(83, 174), 'es-ES')).toBe('47,7 %');
    expect(shareText(100, 'ca-ES-valencia')).toBe('100,0 %');
  });

  it('draws each bar to its share of the whole, not of the top answer', () => {
    const single = {
      id: 'q',
      type: 'single' as const,
      answered: 174,
      options: [
        { id: 'a', votes: 83 },
        { id: 'b', votes: 60 },
      ],
    };
    expect(barWidth(single, single.options[0]!)).toBe(47.7);
    expect(barWidth(single, single.options[1]!)).toBe(34.5);
    // A ranking of three options answered by ten people: at most 20 points; 15 reach three quarters.
    const ranking = {
      id: 'r',
      type: 'ranking' as const,
      answered: 10,
      options: [
        { id: 'a', votes: 6, points: 15 },
        { id: 'b', votes: 3, points: 10 },
        { id: 'c', votes: 1, points: 5 },
      ],
    };
    expect(barWidth(ranking, ranking.options[0]!)).toBe(75);
    expect(barWidth({ ...single, answered: 0 }, { id: 'a', votes: 0 })).toBe(0);
  });

  it('lists most votes first, most points for a ranking, ties in the survey’s order', () => {
    expect(
      ranked({
        id: 'q',
        type: 'single',
        answered: 5,
        options: [
          { id: 'x', votes: 1 },
          { id: 'y', votes: 3 },
          { id: 'z', votes: 1 },
        ],
      }).map((o) => o.id),
    ).toEqual(['y', 'x', 'z']);
    expect(
      ranked({
        id: 'q',
        type: 'ranking',
        answered: 3,
        options: [
          { id: 'x', votes: 3, points: 2 },
          { id: 'y', votes: 0, points: 5 },
        ],
      }).map((o) => o.id),
    ).toEqual(['y', 'x']);
  });
});
