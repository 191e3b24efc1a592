/**
 * The portal's language rules (docs/language.md), over the UI strings and the demo content: no Spanish word on a
 * Valencian or Catalan text, one register per language, and every word the data carries in Spanish known to
 * the vocabulary that translates it. tests/e2e/language.spec.ts applies the first rule to the built pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ca from '../../src/i18n/ca.json' with { type: 'json' };
import es from '../../src/i18n/es.json' with { type: 'json' };
import glossary from '../../src/i18n/glossary.json' with { type: 'json' };
import va from '../../src/i18n/va.json' with { type: 'json' };
import vocabulary from '../../src/i18n/vocabulary.json' with { type: 'json' };
import { realmsDir } from '../../src/realm/load.ts';
import { spanishWordsIn, words, wrongRegisterIn } from '../support/language.ts';

const dictionaries = { es, va, ca } as Record<'es' | 'va' | 'ca', Record<string, string>>;
const verbatim = new Set(Object.keys(glossary.spanishVerbatimFromSpec));

/** Every text of one language in a demo realm's content, with where it is: `asociaciones.json[3].body`. */
function demoTexts(realm: string, lang: string): Array<[string, string]> {
  const dir = join(realmsDir(), realm, 'demo');
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === lang && typeof inner === 'string') found.push([path, inner.replace(/<[^>]+>/g, ' ')]);
        else walk(inner, `${path}.${key}`);
      }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
  return found;
}

/** A demo collection's documents (empty when the realm has none). */
function demo<T>(realm: string, collection: string): T[] {
  const file = join(realmsDir(), realm, 'demo', `${collection}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
}

describe('the spanish-only check itself', () => {
  it('keeps hyphenated and elided Valencian words whole, so "enviar-los" is not Spanish "los"', () => {
    expect(words("Cal enviar-los d'Alcantir a l'Ajuntament")).toEqual(['Cal', 'enviar-los', "d'Alcantir", 'a', "l'Ajuntament"]);
    expect(spanishWordsIn("Cal enviar-los a l'Ajuntament")).toEqual([]);
  });
  it('finds a Spanish word in lower case or capitalised, and leaves acronyms alone', () => {
    expect(spanishWordsIn('Noticia: festes a la Calle Major y més')).toEqual(['Noticia', 'Calle', 'y']);
    expect(spanishWordsIn('Y LOS')).toEqual([]);
  });
});

describe.each([
  ['va', va],
  ['ca', ca],
] as const)('the %s UI strings', (_lang, strings) => {
  it('have no word of the glossary’s Spanish-only list', () => {
    const found = Object.entries(strings as Record<string, string>).flatMap(([key, text]) => spanishWordsIn(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('differ from the Spanish ones, except the cognates and names the glossary allows', () => {
    const same = Object.entries(es as Record<string, string>)
      .filter(([key, text]) => (strings as Record<string, string>)[key] === text && !/^\{\w+\}$/.test(text))
      .map(([key]) => key)
      .filter((key) => !(key in glossary.sameAsSpanish));
    expect(same).toEqual([]);
  });
});

it('allows only UI strings that are still the same in Spanish and Valencian or Catalan, so the allow-list cannot rot', () => {
  const stale = Object.keys(glossary.sameAsSpanish).filter(
    (key) =>
      (es as Record<string, string>)[key] !== (va as Record<string, string>)[key] &&
      (es as Record<string, string>)[key] !== (ca as Record<string, string>)[key],
  );
  expect(stale).toEqual([]);
});

describe.each(['es', 'va', 'ca'] as const)('the %s UI strings', (lang) => {
  it('keep one register: usted in Spanish, vosté in Valencian, vós in Catalan (except the spec’s verbatim Spanish)', () => {
    const slips = Object.entries(dictionaries[lang])
      .filter(([key]) => !(lang === 'es' && verbatim.has(key)))
      .flatMap(([key, text]) => wrongRegisterIn(text, lang).map((word) => `${key}: ${word}`));
    expect(slips).toEqual([]);
  });
});

it('writes the messages the issue names in the AVL’s forms', () => {
  expect(va['request.error.fillField']).toBe('Per favor, ompla el camp {field}');
  expect(va['request.error.email']).toContain('introduïsca');
  expect(va['request.error.privacy']).toContain('confirme');
});

it('keeps the spec’s Spanish messages verbatim, even where they say tú', () => {
  expect(es['directory.searchPlaceholder']).toBe('Escribe en la casilla para buscar tu asociación');
  expect(es['request.error.profile']).toBe('Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.');
  expect(es['map.gpsDenied']).toBe('Comprueba los permisos de acceso al GPS.');
});

describe.each([
  ['alcantir', 'va'],
  ['vilamar', 'ca'],
] as const)('the demo content of %s in %s', (realm, lang) => {
  it('has no word of the glossary’s Spanish-only list', () => {
    const found = demoTexts(realm, lang).flatMap(([where, text]) => spanishWordsIn(text).map((word) => `${where}: ${word}`));
    expect(found).toEqual([]);
  });
  it(`addresses the reader as ${lang === 'va' ? 'vosté' : 'vós'}`, () => {
    const slips = demoTexts(realm, lang).flatMap(([where, text]) => wrongRegisterIn(text, lang).map((word) => `${where}: ${word}`));
    expect(slips).toEqual([]);
  });
});

describe.each(['alcantir', 'vilamar'])('the Spanish demo content of %s', (realm) => {
  it('addresses the reader as usted', () => {
    const slips = demoTexts(realm, 'es').flatMap(([where, text]) => wrongRegisterIn(text, 'es').map((word) => `${where}: ${word}`));
    expect(slips).toEqual([]);
  });
});

describe.each(['alcantir', 'vilamar'])('the words the demo data of %s carries in Spanish', (realm) => {
  type Association = { address?: { street?: string; province?: string } };
  type NewsEvent = { categories?: string[]; nodeTypes?: string[] };
  type Street = { tipovia?: string };
  const knownStreetType = (type: string) => type in vocabulary.streetTypes || Object.values(vocabulary.streetTypes).some((t) => t.va === type || t.ca === type);

  it('are all in the vocabulary: street types of addresses and of the street directory', () => {
    const types = [
      ...demo<Association>(realm, 'asociaciones').map((a) => a.address?.street?.split(' ')[0]),
      ...demo<Street>(realm, 'callejero').map((s) => s.tipovia),
    ].filter((t): t is string => Boolean(t));
    expect([...new Set(types.filter((t) => !knownStreetType(t)))]).toEqual([]);
  });
  it('are all in the vocabulary: news types and categories', () => {
    const items = demo<NewsEvent>(realm, 'asociaciones_eventos');
    expect([...new Set(items.flatMap((i) => i.nodeTypes ?? []).filter((t) => !(t in vocabulary.newsTypes)))]).toEqual([]);
    expect([...new Set(items.flatMap((i) => i.categories ?? []).filter((c) => !(c in vocabulary.newsCategories)))]).toEqual([]);
  });
});
