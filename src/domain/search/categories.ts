/**
 * One category per meaning in the site search's filter: the associations' categories and the news' are two lists
 * that name the same subject in two ways ("Cultural" and "Cultura", "Deportiva" and "Deportes", "Juvenil" and
 * "Juventud", "Medio Ambiente" and "Medio ambiente"). Categories whose words differ only in case, accents or their
 * ending are one; the first of them (in the order given) names them all.
 */
import { fold } from '../text/alphabet.ts';

/** Spanish endings that make an adjective, a plural or another form of the same word, longest first. */
const ENDINGS = [
  'iones',
  'entud',
  'ivas',
  'ivos',
  'ales',
  'icas',
  'icos',
  'enil',
  'ion',
  'iva',
  'ivo',
  'ica',
  'ico',
  'ias',
  'al',
  'ia',
  'es',
  'as',
  'os',
  'a',
  'o',
  'e',
  's',
];
/** Shorter stems than this keep their ending: "Ola" and "Olas" are one, but "Mar" is not cut to "m". */
const MIN_STEM = 3;

function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length);
  }
  return word;
}

/** What makes two categories one: their words folded and without their endings ("Deportiva" → "deport"). */
export function categoryKey(category: string): string {
  return fold(category).split(' ').filter(Boolean).map(stem).join(' ');
}

/**
 * Each category of `categories` (in order; repeats allowed) with the category that names its meaning: the first
 * one with the same `categoryKey`.
 */
export function canonicalCategories(categories: readonly string[]): Map<string, string> {
  const first = new Map<string, string>();
  const canonical = new Map<string, string>();
  for (const category of categories) {
    const key = categoryKey(category);
    if (!first.has(key)) first.set(key, category);
    canonical.set(category, first.get(key)!);
  }
  return canonical;
}
