import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageForTags, languagesForTag, parseAcceptLanguage } from '../../../../src/domain/http/accept-language.ts';
import { preferredLanguage } from '../../../../src/stores/language.ts';

describe('parsing Accept-Language', () => {
  it('orders the tags by q-value, keeping the header’s order among equals', () => {
    expect(parseAcceptLanguage('en;q=0.5, ca-ES-valencia, es;q=0.8, fr')).toEqual(['ca-es-valencia', 'fr', 'es', 'en']);
    expect(parseAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toEqual(['es-es', 'es', 'en']);
  });

  it('leaves out refused tags (q=0), the wildcard, malformed entries and q-values out of range', () => {
    expect(parseAcceptLanguage('va;q=0, *;q=0.5, ca, <x>, en;q=1.5, es;q=abc, fr;q=0.1')).toEqual(['ca', 'fr']);
  });

  it('reads nothing from no header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('the languages a tag stands for', () => {
  it('reads the regional and Valencian variants', () => {
    expect(languagesForTag('ca-ES-valencia')).toEqual(['va', 'ca']);
    expect(languagesForTag('ca-valencia')).toEqual(['va', 'ca']);
    expect(languagesForTag('va')).toEqual(['va', 'ca']);
    expect(languagesForTag('ca-ES')).toEqual(['ca', 'va']);
    expect(languagesForTag('es-419')).toEqual(['es']);
    expect(languagesForTag('EN-gb')).toEqual(['en']);
    expect(languagesForTag('fr-FR')).toEqual([]);
  });
});

describe('the realm’s language a visitor asks for', () => {
  it('takes the most wanted language the realm offers, not merely the first tag', () => {
    expect(acceptedLanguage('fr-FR, en;q=0.3, va;q=0.7', ['es', 'va'])).toBe('va');
    expect(acceptedLanguage('ca-ES-valencia,ca;q=0.9,es;q=0.8', ['es', 'va'])).toBe('va');
  });

  it('lets Valencian and Catalan stand in for each other', () => {
    expect(acceptedLanguage('ca-ES,es;q=0.5', ['es', 'va'])).toBe('va');
    expect(acceptedLanguage('ca-ES-valencia', ['es', 'ca'])).toBe('ca');
  });

  it('finds none when the realm offers nothing asked for', () => {
    expect(acceptedLanguage('fr, de;q=0.5', ['es', 'va'])).toBeUndefined();
    expect(acceptedLanguage(undefined, ['es', 'va'])).toBeUndefined();
    expect(languageForTags(['en'], ['es'])).toBeUndefined();
  });

  it('sends the home visitor by the same reading of the browser’s languages', () => {
    expect(preferredLanguage(null, ['ca-ES-valencia', 'es'], ['es', 'ca', 'va'])).toBe('va');
    expect(preferredLanguage(null, ['ca', 'es'], ['es', 'va'])).toBe('va');
    expect(preferredLanguage(null, ['fr'], ['es', 'va'])).toBeNull();
    expect(preferredLanguage('es', ['ca'], ['es', 'va'])).toBe('es');
  });
});
