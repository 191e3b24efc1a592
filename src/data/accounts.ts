import es from '../i18n/es.json' with { type: 'json' };
import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';

/** The texts the account pages' scripts show (problems, answers), in the page's language, as JSON: they ship no dictionaries. */
export function accountLabels(lang: Language): string {
  let labels = accountLabelsByLang.get(lang);
  if (labels === undefined) {
    labels = JSON.stringify(
      Object.fromEntries(
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
      ),
    );
    accountLabelsByLang.set(lang, labels);
  }
  return labels;
}
/** Worked out once per language, as the JSON the account pages carry: every one of them, in every realm, has the same. */
const accountLabelsByLang = new Map<Language, string>();
