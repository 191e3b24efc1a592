/**
 * The one reading of what languages a visitor asked for: an `Accept-Language` header (the server's answers,
 * messages and payment pages) or the browser's `navigator.languages` (the home's redirect), matched against the
 * languages a realm offers with the table of src/schemas/languages.ts.
 */
import { htmlLang, siblingOf, UI_LANGUAGES, type Language } from '../../schemas/languages.ts';

/**
 * The language tags of an `Accept-Language` header, most wanted first: by q-value (1 when none is given), in
 * the header's order among equals. Tags with q=0 (refused), the `*` wildcard and malformed entries are left out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; q: number; at: number }> = [];
  for (const [at, part] of header.split(',').entries()) {
    const [rawTag, ...params] = part.split(';').map((s) => s.trim());
    if (!rawTag || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(rawTag)) continue;
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/i, ''));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranked.push({ tag: rawTag.toLowerCase(), q, at });
  }
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The UI languages a tag stands for, best first: the language whose code or `lang` value it names in full or in
 * part ("ca-ES-valencia" and "ca-valencia" are Valencian, "va" too; "ca-ES" is Catalan; "es-419" Spanish), the
 * more of its subtags it matches the better, then the language that stands in for it (Catalan for Valencian).
 */
export function languagesForTag(tag: string): Language[] {
  const subtags = tag.toLowerCase().split('-');
  const scored = UI_LANGUAGES.flatMap((lang) => {
    const [primary, ...variants] = htmlLang(lang).toLowerCase().split('-');
    if (primary === subtags[0] && variants.every((v) => subtags.includes(v))) return [{ lang, score: variants.length }];
    // A code that is no BCP 47 language of its own, as "va", still names its language.
    return subtags[0] === lang ? [{ lang, score: 0 }] : [];
  }).sort((a, b) => b.score - a.score);
  const found: Language[] = [];
  for (const { lang } of scored) for (const candidate of [lang, siblingOf(lang)]) if (candidate && !found.includes(candidate)) found.push(candidate);
  return found;
}

/** The first of `offered` that the tags (most wanted first) ask for, a language standing in for its sibling. */
export function languageForTags(tags: readonly string[], offered: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const found = languagesForTag(tag).find((lang) => offered.includes(lang));
    if (found) return found;
  }
  return undefined;
}

/** The realm's language an `Accept-Language` header asks for most, if it asks for any of `offered`. */
export function acceptedLanguage(header: string | null | undefined, offered: readonly string[]): Language | undefined {
  return languageForTags(parseAcceptLanguage(header), offered);
}

/** The realm's language named `wanted` (a `?lang=`, a form's field), else the realm's first. */
export function pickLanguage(wanted: string | undefined, realm: { languages: readonly Language[] }): Language {
  return realm.languages.find((l) => l === wanted) ?? realm.languages[0]!;
}

/** The realm's language an `Accept-Language` header asks for most (q-values, regional variants), else its first. */
export function acceptLanguageFor(header: string | null | undefined, realm: { languages: readonly Language[] }): Language {
  return acceptedLanguage(header, realm.languages) ?? realm.languages[0]!;
}
