import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/es.json' with { type: 'json' };
import { t } from '../../src/i18n/index.ts';
import { labelSlice } from '../../src/i18n/slices.ts';

describe('labelSlice', () => {
  it('gives the keys the test picks, in the language asked, with the Spanish as the fallback', () => {
    const slice = labelSlice((key) => key.startsWith('request.status.'));
    const wanted = Object.keys(es).filter((key) => key.startsWith('request.status.'));
    expect(wanted.length).toBeGreaterThan(3);
    for (const lang of ['es', 'va', 'ca', 'en'] as const) {
      expect(Object.keys(slice(lang))).toEqual(wanted);
      for (const key of wanted) expect(slice(lang)[key]).toBe(t(lang, key));
    }
    expect(slice('va')).not.toEqual(slice('es'));
  });

  it('works each language out once and shares it, frozen so that no page changes another page', () => {
    let asked = 0;
    const slice = labelSlice((key) => {
      asked++;
      return key.startsWith('desk.');
    });
    const first = slice('es');
    expect(slice('es')).toBe(first);
    expect(slice('va')).not.toBe(first);
    expect(asked).toBe(Object.keys(es).length);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as Record<string, string>)['desk.title'] = 'x';
    }).toThrow(TypeError);
  });
});
