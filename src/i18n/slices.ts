/**
 * A slice of the UI strings for an island or a page's script, which ship no dictionaries of their own: the keys a
 * test picks from the Spanish reference, in one language. Every page of a type gives its island the same slice, in
 * every realm, so each is worked out once per language and shared (frozen: a page must not change another's).
 */
import type { Language } from '../schemas/languages.ts';
import es from './es.json' with { type: 'json' };
import { t } from './index.ts';

export type Labels = Readonly<Record<string, string>>;

export function labelSlice(wanted: (key: string) => boolean): (lang: Language) => Labels {
  const byLang = new Map<Language, Labels>();
  let keys: string[] | undefined;
  return (lang) => {
    let labels = byLang.get(lang);
    if (!labels) {
      keys ??= Object.keys(es).filter(wanted);
      labels = Object.freeze(Object.fromEntries(keys.map((key) => [key, t(lang, key)])));
      byLang.set(lang, labels);
    }
    return labels;
  };
}
