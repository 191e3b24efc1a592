/**
 * The texts the vouchers' islands read, in a language (docs/vouchers.md "Pages"): the islands ship no dictionaries.
 * Apart from src/data/vouchers.ts so that the islands' examples take them without the snapshot.
 */
import es from '../i18n/es.json' with { type: 'json' };
import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';

/** The `vouchers.*` texts in `lang`. */
export function voucherLabels(lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.keys(es)
      .filter((key) => key.startsWith('vouchers.'))
      .map((key) => [key, t(lang, key)]),
  );
}
