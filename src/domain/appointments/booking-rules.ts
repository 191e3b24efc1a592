/**
 * The rules of the booking form, shared by the booking island (to say what is wrong before sending) and the
 * appointments API (which checks again what arrived; docs/appointments.md "Booking"). Errors name a UI string key,
 * so each side words them in its language. Name and surnames are required, the NIF/NIE must be one
 * (`checkIdentity`), and there must be a way to reach the person: an e-mail address or a telephone, each valid when
 * given.
 */
import { MAX_NAME } from '../../schemas/appointments.ts';
import { isEmail, MESSAGES } from '../requests/request-rules.ts';
import { checkIdentity } from './identity.ts';

export const BOOKING_MESSAGES = {
  name: 'appointments.error.name',
  surnames: 'appointments.error.surnames',
  nameLength: 'appointments.error.nameLength',
  identityFormat: 'appointments.error.identityFormat',
  identityLetter: 'appointments.error.identityLetter',
  contact: 'appointments.error.contact',
  email: MESSAGES.email,
  phone: 'appointments.error.phone',
} as const;

export interface BookingError {
  field: 'name' | 'surnames' | 'identity' | 'email' | 'phone' | 'contact';
  key: string;
  params?: Record<string, string>;
}

export interface BookingPerson {
  name: string;
  surnames: string;
  identity: string;
  email?: string | undefined;
  phone?: string | undefined;
}

/**
 * A telephone as typed, in its canonical form, or undefined when it cannot be one: a Spanish number of 9 digits
 * beginning with 6, 7, 8 or 9 (with or without +34 or 0034), or another country's with its + or 00 prefix (E.164: at
 * most 15 digits). Spaces, dots, hyphens and brackets are forgiven.
 */
export function normalisePhone(typed: string): string | undefined {
  const compact = typed.replace(/[\s.\-()/]+/g, '').replace(/^00/, '+');
  const spanish = /^(?:\+34)?([6789]\d{8})$/.exec(compact);
  if (spanish) return `+34${spanish[1]}`;
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}

/** Every problem of the person's details, in the form's order; none means they may be sent. */
export function bookingErrors(person: BookingPerson): BookingError[] {
  const errors: BookingError[] = [];
  for (const field of ['name', 'surnames'] as const) {
    const value = person[field].trim();
    if (!value) errors.push({ field, key: BOOKING_MESSAGES[field] });
    else if ([...value].length > MAX_NAME) errors.push({ field, key: BOOKING_MESSAGES.nameLength, params: { max: String(MAX_NAME) } });
  }
  const identity = checkIdentity(person.identity);
  if (!identity.ok) errors.push({ field: 'identity', key: identity.reason === 'letter' ? BOOKING_MESSAGES.identityLetter : BOOKING_MESSAGES.identityFormat });
  const email = person.email?.trim() ?? '';
  const phone = person.phone?.trim() ?? '';
  if (!email && !phone) errors.push({ field: 'contact', key: BOOKING_MESSAGES.contact });
  if (email && !isEmail(email)) errors.push({ field: 'email', key: BOOKING_MESSAGES.email });
  if (phone && !normalisePhone(phone)) errors.push({ field: 'phone', key: BOOKING_MESSAGES.phone });
  return errors;
}

/**
 * The person's details of a booking made at the counter on their behalf (docs/appointments.md "The desk"): the same
 * rules, except that a way to reach them is optional (someone at the counter takes the code on paper).
 */
export function deskBookingErrors(person: BookingPerson): BookingError[] {
  return bookingErrors(person).filter((error) => error.field !== 'contact');
}
