import es from '../i18n/es.json' with { type: 'json' };
import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';

/** The texts the account pages' scripts show (problems, answers), in the page's language: they ship no dictionaries. */
export function accountLabels(lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.keys(es)
      .filter(
        (key) =>
          key.startsWith('account.error.') ||
          key.startsWith('account.link.') ||
          key.startsWith('account.password.') ||
          key.startsWith('account.delete.') ||
          key.startsWith('account.data.') ||
          key === 'account.signIn.failed',
      )
      .map((key) => [key, t(lang, key)]),
  );
}
