import { describe, expect, it } from 'vitest';
import { groupByInitial, OTHER } from '../../../../src/domain/text/alphabet.ts';
import {
  CARDS_PER_PAGE,
  hasLetterPages,
  LETTER_PAGES_ABOVE,
  letterAnchor,
  letterPagePath,
  letterPages,
  letterSlug,
} from '../../../../src/domain/directory/directory-pages.ts';

const titles = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(4, '0')}`);

describe('splitting the directory into letter pages', () => {
  it('keeps a directory of a few hundred associations on one page, and splits a larger one', () => {
    expect(hasLetterPages(58)).toBe(false);
    expect(hasLetterPages(LETTER_PAGES_ABOVE)).toBe(false);
    expect(hasLetterPages(LETTER_PAGES_ABOVE + 1)).toBe(true);
    expect(hasLetterPages(10_000)).toBe(true);
  });

  it('gives each letter with associations its pages, a long letter continuing on numbered pages', () => {
    const groups = groupByInitial([...titles(CARDS_PER_PAGE * 2 + 5, 'Asociación'), ...titles(3, 'Ñora'), '3 de Abril', 'Zenit'], (s) => s);
    const pages = letterPages(groups);
    expect(pages.map((p) => `${p.letter}${p.page}/${p.pages}:${p.items.length}`)).toEqual([
      `A1/3:${CARDS_PER_PAGE}`,
      `A2/3:${CARDS_PER_PAGE}`,
      'A3/3:5',
      'Ñ1/1:3',
      'Z1/1:1',
      '#1/1:1',
    ]);
    expect(pages[1]).toMatchObject({ from: CARDS_PER_PAGE + 1, total: CARDS_PER_PAGE * 2 + 5 });
    expect(pages[1]!.items[0]).toBe(`Asociación ${String(CARDS_PER_PAGE + 1).padStart(4, '0')}`);
  });

  it('never puts more cards on a page than a page holds, however large the town', () => {
    const groups = groupByInitial(titles(10_000, 'Asociación'), (s) => s);
    const pages = letterPages(groups);
    expect(Math.max(...pages.map((p) => p.items.length))).toBe(CARDS_PER_PAGE);
    expect(pages.reduce((n, p) => n + p.items.length, 0)).toBe(10_000);
  });

  it('names the pages by letter, Ñ as itself and digits and signs as "otros"', () => {
    expect(letterPagePath('A')).toBe('/asociaciones/letra/a');
    expect(letterPagePath('A', 1)).toBe('/asociaciones/letra/a');
    expect(letterPagePath('A', 3)).toBe('/asociaciones/letra/a/3');
    expect(letterPagePath('Ñ')).toBe('/asociaciones/letra/ñ');
    expect(letterPagePath(OTHER, 2)).toBe('/asociaciones/letra/otros/2');
    expect(letterSlug(OTHER)).toBe('otros');
    expect(letterAnchor('Ñ')).toBe('letra-ñ');
    expect(letterAnchor(OTHER)).toBe('letra-otros');
  });
});
