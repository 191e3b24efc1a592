import { atom } from 'nanostores';
import { languageForTags } from '../domain/http/accept-language.ts';

/** The local-storage key of the visitor's language choice (docs/product-spec.md §3 "Local storage keys"). */
export const LANGUAGE_KEY = 'language';

function stored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's chosen language; choosing is essential (it needs no consent) and is remembered. */
export const $language = atom<string | null>(stored());

export function chooseLanguage(lang: string): void {
  $language.set(lang);
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the choice still holds for this page.
  }
}

/**
 * The language a visitor landing on the default-language home should be sent to: the stored choice, else the
 * first browser language the realm offers (Valencian and Catalan standing in for each other), else none.
 */
export function preferredLanguage(choice: string | null, browser: readonly string[], offered: readonly string[]): string | null {
  if (choice && offered.includes(choice)) return choice;
  if (choice) return null;
  return languageForTags(browser, offered) ?? null;
}
