/**
 * What the examples of the citizen's request pages share: the demo town hall, its texts in a language, the
 * titles of the mailboxes its requests name, and where its pages are in that language.
 */
import { followUpLabels } from '../../../data/follow-up.ts';
import { locale } from '../../../i18n/index.ts';
import type { Language } from '../../../schemas/realm.ts';
import { sameOriginEndpoints } from '../../examples.ts';

export function demoRequestPages(lang: Language) {
  const prefix = lang === 'es' ? '' : `/${lang}`;
  return {
    realm: 'alcantir',
    lang,
    locale: locale(lang),
    endpoints: sameOriginEndpoints,
    labels: followUpLabels(lang),
    mailboxTitles:
      lang === 'es'
        ? { incidencias: 'Comunicar una incidencia', reservas: 'Reserva de una sala municipal' }
        : { incidencias: 'Comunicar una incidència', reservas: "Reserva d'una sala municipal" },
    /** The language's prefix of every path (`''` or `/va`). */
    prefix,
  };
}
