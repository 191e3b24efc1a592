/**
 * The portal's language rules (docs/language.md), over the UI strings and the demo content: no Spanish word on a
 * Valencian or Catalan text, one register per language, and every word the data carries in Spanish known to
 * the vocabulary that translates it. tests/e2e/language.spec.ts applies the first rule to the built pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import accessibility from '../../src/i18n/accessibility.json' with { type: 'json' };
import ca from '../../src/i18n/ca.json' with { type: 'json' };
import es from '../../src/i18n/es.json' with { type: 'json' };
import glossary from '../../src/i18n/glossary.json' with { type: 'json' };
import va from '../../src/i18n/va.json' with { type: 'json' };
import vocabulary from '../../src/i18n/vocabulary.json' with { type: 'json' };
import { realmsDir } from '../../src/realm/load.ts';
import { mapTexts } from '../../src/islands/map/texts.ts';
import { spanishWordsIn, words } from '../support/language.ts';
import { registerSlipsIn } from '../support/register.ts';

const dictionaries = { es, va, ca } as Record<'es' | 'va' | 'ca', Record<string, string>>;
const verbatim = new Set(Object.keys(glossary.spanishVerbatimFromSpec));

/** Every text of one language in a demo realm's content, with where it is: `asociaciones.json[3].body`. */
function demoTexts(realm: string, lang: string): Array<[string, string]> {
  const dir = join(realmsDir(), realm, 'demo');
  const found: Array<[string, string]> = [];
  // Every string under the language's key, however deep: a notice's `texts.va` holds its title, summary and body.
  const strings = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push([path, value.replace(/<[^>]+>/g, ' ')]);
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) strings(item, `${path}[${i}]`);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`);
  };
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === lang) strings(inner, `${path}.${key}`);
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

describe('the register check itself', () => {
  const caught = (text: string, lang: 'es' | 'va' | 'ca') => registerSlipsIn(text, lang).map((slip) => slip.split(' (')[0]);

  it.each([
    ['Si lo dejas vacío, usaremos el principio de la descripción.', ['dejas']],
    ['Cuéntanos qué pasa y desde cuándo.', ['Cuéntanos']],
    ['Empieza a escribir el nombre de la calle y elige una de la lista.', ['Empieza', 'elige']],
    ['Introduce el NIF de la asociación.', ['Introduce']],
    ['Si te falta un documento, tendrás 10 días para enviarlo.', ['te', 'tendrás']],
    ['Para inscribirte, regístrate antes; si quieres, ven contigo.', ['inscribirte', 'regístrate', 'quieres', 'contigo']],
    ['¡Anímate! Recuerda traer el DNI. Si encuentras restos, déjalos donde están.', ['Anímate', 'Recuerda', 'encuentras', 'déjalos']],
  ])('finds tú in the Spanish "%s"', (text, words) => {
    expect(caught(text, 'es')).toEqual(words);
  });

  it.each([
    ['Si el deixes buit, hi posarem el principi de la descripció.', ['deixes']],
    ["Conta'ns què passa i des de quan.", ["Conta'ns"]],
    ["Comença a escriure el nom del carrer i tria'n un de la llista.", ['Comença', "tria'n"]],
    ["Introdueix el NIF de l'associació.", ['Introdueix']],
    ['Si et falta un document, tindràs 10 dies per a enviar-lo.', ['et', 'tindràs']],
    ["Vine a conéixer-nos! Registra't abans.", ['Vine', "Registra't"]],
    ['Podeu enviar-ho quan vullgueu: ompliu el vostre formulari.', ['Podeu', 'ompliu', 'vostre']],
  ])('finds tu (and vós) in the Valencian "%s"', (text, words) => {
    expect(caught(text, 'va')).toEqual(words);
  });

  it.each([
    ["Comença a escriure el nom del carrer i tria'n un de la llista.", ['Comença', "tria'n"]],
    ['Si pateixes o coneixes una situació així, truca al 016.', ['pateixes']],
    ['Elimina el meu compte', ['Elimina']],
    ["Anima-t'hi! Si trobes restes, deixa-les on són.", ["Anima-t'hi", 'trobes', 'deixa-les']],
    ['Ompli el camp i indiqui on és. Vostè pot tornar-hi.', ['Ompli', 'Vostè']],
  ])('finds tu (and vosté) in the Catalan "%s"', (text, words) => {
    expect(caught(text, 'ca')).toEqual(words);
  });

  it.each([
    [
      'es',
      'Si lo deja vacío, usaremos el principio de la descripción. Cuéntenos qué pasa. Empiece a escribir y elija una. Introduzca el NIF; tendrá 10 días. Usted elige cuánto, mientras rellena sus datos. Consulta con la arquitecta. Cuenta con 180 cofrades. El club comparte y se convierte. Trámite: límite de partes.',
    ],
    [
      'va',
      "Si el deixa buit, hi posarem el principi. Conte'ns què passa. Comence a escriure i trie'n un. Introduïsca el NIF; tindrà 10 dies. Ompla el camp, faça-ho, diga'ns. Consulta amb l'arquitecta. Obri tots els dies. Seguisca-la. N'hi ha prou. Les reserves solen baixar.",
    ],
    [
      'ca',
      "Si el deixeu buit, hi posarem el principi. Expliqueu-nos què passa. Comenceu a escriure i trieu-ne un. Introduïu el NIF; tindreu 10 dies. Eliminar el meu compte. Toqueu «Afegeix a la pantalla d'inici». Inici. Directori. Anoteu qui ateneu: compta a les estadístiques.",
    ],
  ] as const)('leaves the %s register’s own forms, nouns and third persons alone', (lang, text) => {
    expect(registerSlipsIn(text, lang)).toEqual([]);
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

/** Every text a page shows in `lang`, named by its source: the dictionary's keys, the accessibility statement, the
 * map's texts and the content of each demo realm that speaks the language (hints, surveys, settings, notices…). */
function pageTexts(lang: 'es' | 'va' | 'ca'): Array<[string, string]> {
  const statement = (accessibility as Record<string, Record<string, string>>)[lang] ?? {};
  const realms = readdirSync(realmsDir()).filter((realm) => {
    const file = join(realmsDir(), realm, 'realm.json');
    return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { languages: string[] }).languages.includes(lang);
  });
  return [
    ...Object.entries(dictionaries[lang]).map(([key, text]): [string, string] => [`${lang}.json ${key}`, text]),
    ...Object.entries(statement).map(([key, text]): [string, string] => [`accessibility.json ${lang}.${key}`, text]),
    ...Object.entries(mapTexts(lang)).map(([key, text]): [string, string] => [`map texts ${lang}.${key}`, text]),
    ...realms.flatMap((realm) => demoTexts(realm, lang).map(([where, text]): [string, string] => [`${realm}/demo/${where}`, text])),
  ];
}

/** The spec's Spanish texts that say tú (docs/language.md, "Exceptions"), excepted by their source, the dictionary key. */
const isVerbatim = (lang: string, where: string) => lang === 'es' && verbatim.has(where.replace(/^es\.json /, ''));

describe.each(['es', 'va', 'ca'] as const)('every %s text a page shows', (lang) => {
  it('keeps one register: usted in Spanish, vosté in Valencian, vós in Catalan (except the spec’s verbatim Spanish)', () => {
    const texts = pageTexts(lang);
    expect(texts.length).toBeGreaterThan(1000);
    const slips = texts
      .filter(([where]) => !isVerbatim(lang, where))
      .flatMap(([where, text]) => registerSlipsIn(text, lang).map((slip) => `${where}: ${slip}`));
    expect(slips).toEqual([]);
  });
});

it('reads the demo content a page shows, the strings nested under a language too (a notice’s texts.va.body)', () => {
  const texts = pageTexts('va').map(([where]) => where);
  expect(texts.some((where) => /^alcantir\/demo\/avisos\.json\[0\]\.texts\.va\.body$/.test(where))).toBe(true);
  expect(texts.some((where) => /^alcantir\/demo\/mailboxes\.json.*\.hint\.va$/.test(where))).toBe(true);
  expect(pageTexts('ca').some(([where]) => where.startsWith('vilamar/demo/encuestas.json'))).toBe(true);
  expect(pageTexts('es').some(([where]) => where === 'es.json directory.searchPlaceholder' && isVerbatim('es', where))).toBe(true);
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
