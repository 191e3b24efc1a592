import { describe, expect, it } from 'vitest';
import { fold, groupByInitial, initialOf, LETTERS } from '../../../../src/domain/text/alphabet.ts';

describe('A–Z grouping', () => {
  it('has the 27 letters of the Spanish alphabet, Ñ after N', () => {
    expect(LETTERS).toHaveLength(27);
    expect(LETTERS.slice(13, 16)).toEqual(['N', 'Ñ', 'O']);
  });
  it('folds accented initials to their letter and keeps Ñ apart', () => {
    expect(initialOf('Ágora Joven')).toBe('A');
    expect(initialOf('Órgano de Alcantir')).toBe('O');
    expect(initialOf('Ñaque Teatro')).toBe('Ñ');
    expect(initialOf("L'Espiga")).toBe('L');
  });
  it('files digits and signs in one group', () => {
    expect(initialOf('3 Cims')).toBe('#');
    expect(initialOf('"La Xafigà"')).toBe('#');
    expect(initialOf('¡Vamos!')).toBe('#');
  });
  it('groups in alphabet order with Spanish collation inside each letter, digits last', () => {
    const groups = groupByInitial(['Nube', 'Ñaque', 'Ágora', 'Abeto', '3 Cims', 'Noria'], (s) => s);
    expect(groups.map((g) => g.letter)).toEqual([...LETTERS, '#']);
    expect(groups.find((g) => g.letter === 'A')!.items).toEqual(['Abeto', 'Ágora']);
    expect(groups.find((g) => g.letter === 'N')!.items).toEqual(['Noria', 'Nube']);
    expect(groups.find((g) => g.letter === 'Ñ')!.items).toEqual(['Ñaque']);
    expect(groups.at(-1)!.items).toEqual(['3 Cims']);
  });
  it('leaves the digits group out when nothing starts with one', () => {
    expect(groupByInitial(['Abeto'], (s) => s).map((g) => g.letter)).not.toContain('#');
  });
});

describe('folding for search', () => {
  it('ignores case and accents', () => expect(fold('Àgora JÓVEN')).toBe('agora joven'));
  it('ignores the Valencian middle dot, also when typed as a full stop', () => {
    expect(fold('Col·lectiu')).toBe('collectiu');
    expect(fold('Col.lectiu')).toBe('collectiu');
  });
  it('turns punctuation into spaces', () => expect(fold("L'Espiga, coop.")).toBe('l espiga coop'));
});
