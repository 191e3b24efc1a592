import { describe, expect, it } from 'vitest';
import { alsoSearchedAs, SEARCH_TYPES, searchFilterValues, wordList, type SearchSynonym } from '../../../../src/domain/search/site-search.ts';

describe('the filters the site search reads off a page', () => {
  it('knows the kinds of page it finds', () => {
    expect(SEARCH_TYPES).toEqual(['association', 'news', 'event', 'resource', 'procedure', 'survey', 'appointment', 'pharmacy', 'notice', 'place', 'route']);
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

describe('the words a page is also searched by', () => {
  const synonyms: SearchSynonym[] = [
    { lang: 'es', words: ['farola', 'luz de la calle'], means: ['alumbrado', 'incidencia'] },
    { lang: 'es', words: ['reservar sala'], means: ['reserva'] },
    { lang: 'es', words: ['votar'], means: ['encuesta'] },
    { lang: 'va', words: ['fanal'], means: ['enllumenat', 'incidència'] },
  ];

  it("adds the synonyms whose meaning the page's text has, word-start, case- and accent-insensitively", () => {
    expect(alsoSearchedAs(['Comunicar una INCIDENCIAS', 'Baches y contenedores'], { lang: 'es', synonyms })).toEqual(['farola', 'luz de la calle']);
    expect(alsoSearchedAs(['Reserva de una sala municipal'], { lang: 'es', synonyms })).toEqual(['reservar sala']);
    expect(alsoSearchedAs(['Comunicar una incidència'], { lang: 'va', synonyms })).toEqual(['fanal']);
  });

  it("uses only the page's language's synonyms, and only whole-word starts", () => {
    expect(alsoSearchedAs(['Comunicar una incidència'], { lang: 'ca', synonyms })).toEqual([]);
    expect(alsoSearchedAs(['Prealumbrado'], { lang: 'es', synonyms })).toEqual([]);
  });

  it('lists the words of its kind first, and a synonym of them: a survey is found by "encuesta" and "votar"', () => {
    expect(alsoSearchedAs(['Usos del antiguo Mercado de Abastos rehabilitado'], { lang: 'es', synonyms, kindWords: wordList('encuesta, votación') })).toEqual([
      'encuesta',
      'votación',
      'votar',
    ]);
  });

  it('leaves out a synonym the page says already and repeats, whatever their accents', () => {
    expect(alsoSearchedAs(['Avísenos de una farola apagada: una incidencia'], { lang: 'es', synonyms, kindWords: ['Trámite', 'tramite'] })).toEqual([
      'Trámite',
      'luz de la calle',
    ]);
  });

  it("keeps its kind's words where the page says them too, so that every page of a kind is found alike", () => {
    expect(alsoSearchedAs(['Participe en esta encuesta'], { lang: 'es', kindWords: ['encuesta'] })).toEqual(['encuesta']);
  });

  it('has nothing to add without synonyms or kind words', () => {
    expect(alsoSearchedAs(['Comunicar una incidencia'], { lang: 'es' })).toEqual([]);
  });
});
