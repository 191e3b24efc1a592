/**
 * The booking island's texts in one language, from the UI strings: the page passes them to the island (which ships
 * no dictionaries), and the island's examples use the same, so a renamed key shows in both.
 */
import { MESSAGES } from '../../domain/requests/request-rules.ts';
import { t } from '../../i18n/index.ts';
import es from '../../i18n/es.json' with { type: 'json' };
import type { Language } from '../../schemas/languages.ts';

const SINGLE_KEYS = new Set(['appointments.documents', 'appointments.documentsNone', 'common.loading', MESSAGES.email]);

export function bookingLabels(lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.keys(es)
      .filter((key) => /^(appointments\.(booking|error)|request\.captcha)\./.test(key) || SINGLE_KEYS.has(key))
      .map((key) => [key, t(lang, key)]),
  );
}
