import type { Translatable } from '../schemas/common.ts';
import { siblingOf } from '../schemas/languages.ts';

/*
 * Picking a translatable text: no dictionaries here, so islands can import it without shipping the UI
 * strings of every language (index.ts re-exports it for pages).
 */

/** Languages to try, in order, for a text wanted in `lang`. */
export function fallbackChain(lang: string): string[] {
  const chain = [lang];
  // Valencian and Catalan stand in for each other when one lacks a text (src/schemas/languages.ts).
  const sibling = siblingOf(lang);
  if (sibling) chain.push(sibling);
  return chain;
}

/**
 * Picks a translatable text for `lang`: the language, its sibling (va ↔ ca), `und`, Spanish, then any text.
 * A plain string is the same in every language. Returns '' when there is nothing.
 */
export function pick(text: Translatable | null | undefined, lang: string): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  if (typeof text !== 'object') {
    console.warn(`ERR translation: ${typeof text}`);
    return '';
  }
  const record = text as Record<string, string | null | undefined>;
  for (const candidate of [...fallbackChain(lang), 'und', 'es']) {
    const value = record[candidate];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  for (const value of Object.values(record)) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

/** The language of the text `pick` returns, to mark text in another language with `lang` (WCAG 3.1.2). */
export function pickedLanguage(text: Translatable | null | undefined, lang: string): string {
  if (text == null || typeof text === 'string') return lang;
  const record = text as Record<string, string | null | undefined>;
  for (const candidate of [...fallbackChain(lang), 'und', 'es']) {
    const value = record[candidate];
    if (typeof value === 'string' && value.trim() !== '') return candidate === 'und' ? lang : candidate;
  }
  return lang;
}
