/** tests/support/search-ranking.ts: a ranking change is told from a near tie that the build's day moved. */
import { describe, expect, it } from 'vitest';
import { type Hit, rankingChanges } from '../support/search-ranking.ts';

const hit = (url: string, score: number, title = url): Hit => ({ url, title, score });
const five = [hit('/a', 1), hit('/b', 0.8), hit('/c', 0.6), hit('/d', 0.58), hit('/e', 0.4)];

describe('the search results compared with the committed ones', () => {
  it('finds no change in the same results, nor in near ties swapped or a page at the edge replaced by one as close', () => {
    expect(rankingChanges(five, five)).toEqual([]);
    // /c and /d are 3 % apart: a page's length changed by a notice that ended.
    expect(rankingChanges(five, [five[0]!, five[1]!, five[3]!, five[2]!, five[4]!])).toEqual([]);
    expect(rankingChanges(five, [...five.slice(0, 4), hit('/f', 0.41)])).toEqual([]);
  });

  it('tells clearly ordered pages in the other order, a clear page gone, one come in above the fifth, a title', () => {
    expect(rankingChanges(five, [five[1]!, five[0]!, ...five.slice(2)])).toEqual(['/b now comes before /a']);
    expect(rankingChanges(five, [five[0]!, five[2]!, five[3]!, five[4]!, hit('/f', 0.39)])).toEqual(['/b is no longer among the first five']);
    expect(rankingChanges(five, [hit('/f', 2), ...five.slice(0, 4)])).toEqual(['/f came in above the expected fifth']);
    expect(rankingChanges(five, [hit('/a', 1, 'Otro título'), ...five.slice(1)])).toEqual(['/a is now titled "Otro título", not "/a"']);
  });

  it('takes any new page as a change when fewer than five were found: the matches were all of them', () => {
    expect(rankingChanges(five.slice(0, 2), [...five.slice(0, 2), hit('/z', 0.01)])).toEqual(['/z is found, and was not']);
    expect(rankingChanges(five.slice(0, 2), five.slice(0, 1))).toEqual(['/b is no longer among the first five']);
  });

  it('refuses expected results without scores: it could tell no ranking from a tie', () => {
    expect(() => rankingChanges([{ url: '/a', title: 'A' } as Hit], [])).toThrow('no score for /a');
  });
});
