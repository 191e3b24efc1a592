import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { overlaps, parseQuery, project, sortDocuments } from '../../../server/core/query-language.ts';

const docs = [
  { _id: 'a', title: { es: 'Ágora', va: 'Àgora' }, estado: 'Activa', nodeTypes: ['Noticia'], isPublished: true, coordinates: { lat: 1, lng: 2 }, n: 5 },
  { _id: 'b', title: 'Banda', estado: 'Baja', nodeTypes: ['Evento'], isPublished: false, section: 'x1', n: 10 },
  { _id: 'c', title: 'Ñaque', estado: 'Activa', nodeTypes: ['noticia'], isPublished: true, section: 'x2', n: 7 },
  { _id: 'd', title: 'Nube', estado: 'Activa', nodeTypes: [], region: { realm: 'alcantir' } },
];
const run = (raw: string) => {
  const q = parseQuery(raw);
  const matcher = new Query(q.filter);
  return sortDocuments(
    docs.filter((d) => matcher.test(d)),
    q.sort,
  )
    .slice(0, q.limit)
    .map((d) => project(d, q.fields));
};
const ids = (raw: string) => run(raw).map((d) => d._id);

describe('the collection query language', () => {
  it('filters by equality', () => expect(ids('estado=Activa')).toEqual(['a', 'c', 'd']));
  it('filters by a quoted value verbatim', () => expect(ids('section="x1"')).toEqual(['b']));
  it('filters by a regular expression over array items', () => expect(ids('nodeTypes=/noticia/i')).toEqual(['a', 'c']));
  it('filters by booleans', () => expect(ids('isPublished=true')).toEqual(['a', 'c']));
  it('filters by a missing field with !field', () => expect(ids('nodeTypes=/noticia/i&!section')).toEqual(['a']));
  it('filters by a present field with a bare key', () => expect(ids('coordinates')).toEqual(['a']));
  it('reaches into objects with dotted paths', () => expect(ids('region.realm=alcantir')).toEqual(['d']));
  it('matches number-looking values as numbers too', () => expect(ids('n=7')).toEqual(['c']));
  it('sorts with Spanish collation: accents with their letter, Ñ after N', () => {
    expect(ids('sort=title')).toEqual(['a', 'b', 'd', 'c']);
  });
  it('sorts by several keys and descending with "-"', () => {
    expect(ids('sort=-estado,-_id')).toEqual(['b', 'd', 'c', 'a']);
  });
  it('limits', () => expect(ids('sort=_id&limit=2')).toEqual(['a', 'b']));
  it('projects fields and always keeps _id', () => {
    expect(run('estado=Baja&fields=title')).toEqual([{ _id: 'b', title: 'Banda' }]);
  });
  it('parses the spec home-news call whole', () => {
    expect(ids('nodeTypes=/noticia/i&isPublished=true&!section&limit=5&sort=-_id,date')).toEqual(['a']);
  });
  it.each([
    ['limit=abc', /limit: expected a whole number/],
    ['limit=0', /limit: expected a number from 1 to 10000/],
    ['limit=10001', /limit: expected a number from 1 to 10000/],
    ['title=/(unclosed/i', /title: invalid regular expression/],
    ['title=/a/g', /flags may only be i, m and s/],
    ['title=/(a)%5C1/', /cannot run in linear time/],
    ['title=/(?=a)b/i', /cannot run in linear time/],
    ['sort=title;drop', /sort: "title;drop" is not a field name/],
    ['$where=1', /is not a field name/],
    ['a.$gt=1', /is not a field name/],
    ['start=yesterday', /start: expected a date/],
    ['%E0%A4%A=1', /not correctly percent-encoded/],
  ])('rejects %s with a message saying what is wrong', (raw, message) => {
    expect(() => parseQuery(raw)).toThrowError(message);
  });
});

describe('between', () => {
  const event = { period: { dateRanges: [{ start: '2026-11-28T19:00:00+01:00', end: '2026-11-30T21:00:00+01:00' }, { start: '2027-01-05T10:00:00+01:00' }] } };
  const at = (s: string) => Date.parse(s);
  it('matches when a range overlaps the interval', () => {
    expect(overlaps(event, at('2026-11-29T00:00:00Z'), at('2026-11-29T23:59:59Z'))).toBe(true);
    expect(overlaps(event, at('2026-11-01T00:00:00Z'), at('2026-11-28T18:30:00Z'))).toBe(true);
  });
  it('treats a range without end as one instant', () => {
    expect(overlaps(event, at('2027-01-05T00:00:00Z'), at('2027-01-05T23:00:00Z'))).toBe(true);
  });
  it('does not match between ranges', () => {
    expect(overlaps(event, at('2026-12-01T00:00:00Z'), at('2027-01-04T23:00:00Z'))).toBe(false);
  });
});
