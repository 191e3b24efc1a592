/**
 * The appointment page's island texts in one language, from the UI strings: its own (`appointments.view.*`) and the
 * booking's words for the same facts, so that the confirmation and this page say them alike.
 */
import { labelSlice } from '../../i18n/slices.ts';

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

export const viewLabels = labelSlice((key) => key.startsWith('appointments.view.') || SHARED_KEYS.has(key));
