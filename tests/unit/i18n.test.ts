import { describe, expect, it, vi } from 'vitest';
import es from '../../src/i18n/es.json' with { type: 'json' };
import { DICTIONARIES, locale, pick, t } from '../../src/i18n/index.ts';
import { UI_LANGUAGES } from '../../src/schemas/languages.ts';

describe('translatable texts', () => {
  it('picks the page language first', () => {
    expect(pick({ es: 'Hola', va: 'Hola, va' }, 'va')).toBe('Hola, va');
  });
  it('lets Valencian and Catalan stand in for each other', () => {
    expect(pick({ es: 'Asociación', ca: 'Associació' }, 'va')).toBe('Associació');
    expect(pick({ es: 'Asociación', va: 'Associació' }, 'ca')).toBe('Associació');
  });
  it('then takes und, then Spanish, then any text', () => {
    expect(pick({ und: 'Neutral', es: 'Castellano' }, 'en')).toBe('Neutral');
    expect(pick({ es: 'Castellano', eu: 'Euskara' }, 'va')).toBe('Castellano');
    expect(pick({ eu: 'Euskara' }, 'va')).toBe('Euskara');
  });
  it('skips empty texts', () => {
    expect(pick({ va: '  ', es: 'Castellano' }, 'va')).toBe('Castellano');
  });
  it('treats a plain string as every language and nothing as empty', () => {
    expect(pick('Igual', 'ca')).toBe('Igual');
    expect(pick(undefined, 'es')).toBe('');
  });
  it('warns with ERR translation for a value that is neither text nor object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pick(42 as never, 'es')).toBe('');
    expect(warn).toHaveBeenCalledWith('ERR translation: number');
    warn.mockRestore();
  });
});

describe('UI strings', () => {
  it('keep the spec texts verbatim in Spanish', () => {
    expect(t('es', 'directory.searchPlaceholder')).toBe('Escribe en la casilla para buscar tu asociación');
    expect(t('es', 'news.empty')).toBe('No se han encontrado noticias relativas a las asociaciones.');
    expect(t('es', 'agenda.noEvents')).toBe('No hay eventos');
    expect(t('es', 'section.asociaciones')).toBe('Directorio');
  });
  it('fill placeholders', () => {
    expect(t('es', 'home.title', { municipio: 'Alcantir' })).toBe('Portal de Asociaciones de Alcantir');
  });
  it('show the key and warn once when a key is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('va', 'no.such.key')).toBe('no.such.key');
    t('va', 'no.such.key');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it.each(UI_LANGUAGES.filter((l) => l !== 'es').map((l) => [l, DICTIONARIES[l]] as const))(
    '%s has every Spanish key with the same placeholders',
    (_lang, dictionary) => {
      const strings = dictionary as Record<string, string>;
      expect(Object.keys(strings).sort()).toEqual(Object.keys(es).sort());
      for (const [key, text] of Object.entries(es)) {
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(strings[key]!), key).toEqual(placeholders(text));
      }
    },
  );
  it('format dates in <lang>-ES, Valencian as ca-ES-valencia (Intl has no "va")', () => {
    expect(locale('es')).toBe('es-ES');
    expect(locale('ca')).toBe('ca-ES');
    expect(locale('va')).toBe('ca-ES-valencia');
  });
});

describe('Catalan and Valencian elision', () => {
  it('turns "de" into "d\'" before a name starting with a vowel or h', () => {
    expect(t('va', 'home.title', { municipio: 'Alcantir' })).toBe("Portal d'Associacions d'Alcantir");
    expect(t('ca', 'home.title', { municipio: 'Horta' })).toBe("Portal d'Associacions d'Horta");
    expect(t('ca', 'home.title', { municipio: "l'Hospitalet" })).toBe("Portal d'Associacions de l'Hospitalet");
  });
  it('keeps "de" before a consonant, and before a semivowel i/u followed by a vowel', () => {
    expect(t('ca', 'home.title', { municipio: 'Vilamar' })).toBe("Portal d'Associacions de Vilamar");
    expect(t('va', 'home.title', { municipio: 'Iecla' })).toBe("Portal d'Associacions de Iecla");
  });
  it('never elides in Spanish', () => expect(t('es', 'home.title', { municipio: 'Alcantir' })).toBe('Portal de Asociaciones de Alcantir'));
});
