import { DateTime } from 'luxon';

/**
 * A booking's start `days` from today at 18:00 in Madrid, written as the form sends a date-time (with Madrid's
 * offset): the demo's `reservas` accepts from 7 to 180 days ahead, so fixed dates would go stale.
 */
export const bookingStart = (days: number): string =>
  DateTime.now().setZone('Europe/Madrid').plus({ days }).set({ hour: 18, minute: 0, second: 0, millisecond: 0 }).toISO({ suppressMilliseconds: true })!;
