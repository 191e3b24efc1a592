import { describe, expect, it } from 'vitest';
import { SEARCH_TYPES, searchFilterValues } from '../../../../src/domain/search/site-search.ts';

describe('the filters the site search reads off a page', () => {
  it('knows the kinds of page it finds', () => {
    expect(SEARCH_TYPES).toEqual(['association', 'news', 'event', 'resource', 'appointment', 'pharmacy', 'notice']);
  });

  it('gives one "name:value" per value, so a value with a colon or a comma stays one value', () => {
    expect(searchFilterValues({ type: ['Asociaciones'], category: ['Cultural', 'Ocio: verano, fiestas'] })).toEqual([
      'type:Asociaciones',
      'category:Cultural',
      'category:Ocio: verano, fiestas',
    ]);
  });

  it('drops empty and repeated values', () => {
    expect(searchFilterValues({ category: ['Cultural', '', 'Cultural'], type: [] })).toEqual(['category:Cultural']);
  });
});
