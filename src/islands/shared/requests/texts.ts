/**
 * What the citizen's request pages share: their texts (given by the page, in its language), a request's status
 * as the language names it, and dates as Madrid reads them. The islands ship no dictionaries.
 */
import { statusLabelKey, type RequestStatus } from '../../../domain/requests/request-status.ts';
import { dateFormat } from '../../../i18n/dates.ts';
import { fillPlaceholders } from '../../../i18n/placeholders.ts';

export interface RequestTexts {
  /** A UI text by key, with `{name}` placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  status: (status: RequestStatus) => string;
  /** "25 de noviembre de 2026". */
  day: (iso: string) => string;
  /** "25 de noviembre de 2026, 10:32". */
  moment: (iso: string) => string;
}

export function requestTexts(labels: Readonly<Record<string, string>>, locale: string): RequestTexts {
  const tr = (key: string, params: Record<string, string | number> = {}) => fillPlaceholders(labels[key] ?? key, params);
  const day = dateFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' });
  const moment = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' });
  return {
    tr,
    status: (status) => tr(statusLabelKey(status)),
    day: (iso) => day.format(new Date(iso)),
    moment: (iso) => moment.format(new Date(iso)),
  };
}
