import { describe, expect, it } from 'vitest';
import { prepare, search, type IndexEntry } from '../../../../src/domain/search/search.ts';

const index: IndexEntry[] = [
  ['1', 'Col·lectiu Ecologista Riu Clariano', 'Medi ambient'],
  ['2', 'Unión Musical de Alcantir', 'Musicales'],
  ['3', 'Ágora Joven', 'Juvenil'],
  ['4', 'Asociación de Jubilados y Pensionistas San José', 'Jubilados-pensionistas'],
  ['5', 'Club de Atletismo Alcantir Corre', 'Deportiva'],
  ['6', 'Banda Joven de Música', 'Musicales'],
];
const items = prepare(index);
const ids = (query: string) => search(items, query).results.map((r) => r.id);

describe('directory search', () => {
  it('ignores case and accents', () => {
    expect(ids('AGORA')).toEqual(['3']);
    expect(ids('union musical')).toEqual(['2']);
  });
  it('ignores the middle dot: collectiu finds Col·lectiu, and col·lectiu finds it too', () => {
    expect(ids('collectiu')).toEqual(['1']);
    expect(ids('col·lectiu')).toEqual(['1']);
  });
  it('needs every word of the query, in any order', () => {
    expect(ids('alcantir musical')).toEqual(['2']);
    expect(ids('jose jubilados')).toEqual(['4']);
    expect(ids('alcantir teatro')).toEqual([]);
  });
  it('matches the category too', () => expect(ids('deportiva')).toEqual(['5']));
  it('puts titles that start with the query first', () => {
    expect(ids('joven')).toEqual(['3', '6']);
    expect(ids('banda')).toEqual(['6']);
    expect(search(items, 'jove').results[0]!.id).toBe('3');
  });
  it('counts all matches but returns at most the limit', () => {
    const many = prepare(Array.from({ length: 50 }, (_, i) => [`${i}`, `Asociación ${i}`, ''] as IndexEntry));
    const { total, results } = search(many, 'asociacion', 10);
    expect(total).toBe(50);
    expect(results).toHaveLength(10);
  });
  it('returns nothing for an empty or punctuation-only query', () => {
    expect(search(items, '   ').total).toBe(0);
    expect(search(items, '·').total).toBe(0);
  });
});
