/**
 * The appointment page's island texts in one language, from the UI strings: its own (`appointments.view.*`) and the
 * booking's words for the same facts, so that the confirmation and this page say them alike.
 */
import { t } from '../../i18n/index.ts';
import es from '../../i18n/es.json' with { type: 'json' };
import type { Language } from '../../schemas/languages.ts';

const SHARED_KEYS = new Set([
  'appointments.documents',
  'appointments.documentsNone',
  'appointments.booking.code',
  'appointments.booking.service',
  'appointments.booking.when',
  'appointments.booking.whenValue',
  'appointments.booking.office',
  'appointments.booking.retry',
  'appointments.booking.dayStep',
  'appointments.booking.dayFree',
  'appointments.booking.dayFreeOne',
  'appointments.booking.timeStep',
  'appointments.booking.noDays',
  'appointments.booking.slotsFailed',
  'appointments.booking.noTimes',
  'appointments.booking.taken',
  'appointments.booking.holdFailed',
  'appointments.booking.holdExpired',
]);

export function viewLabels(lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.keys(es)
      .filter((key) => key.startsWith('appointments.view.') || SHARED_KEYS.has(key))
      .map((key) => [key, t(lang, key)]),
  );
}
