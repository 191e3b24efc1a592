import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingErrors, deskBookingErrors, normalisePhone } from '../../../../src/domain/appointments/booking-rules.ts';
import { t } from '../../../../src/i18n/index.ts';
import { BookingBodySchema, HoldBodySchema } from '../../../../src/schemas/appointments.ts';

const person = { name: 'Lucía', surnames: 'Martínez Soler', identity: '12345678Z', email: 'lucia@example.org' };

describe('the booking form’s rules', () => {
  it('pass a person with name, surnames, a valid NIF/NIE and a way to reach them', () => {
    expect(bookingErrors(person)).toEqual([]);
    expect(bookingErrors({ ...person, email: '', phone: '600 123 456' })).toEqual([]);
    expect(bookingErrors({ ...person, identity: 'x-1234567-l' })).toEqual([]);
  });

  it('ask for what is missing, in the form’s order', () => {
    expect(bookingErrors({ name: ' ', surnames: '', identity: '', email: ' ' }).map((e) => `${e.field} ${e.key}`)).toEqual([
      'name appointments.error.name',
      'surnames appointments.error.surnames',
      'identity appointments.error.identityFormat',
      'contact appointments.error.contact',
    ]);
  });

  it('tell a wrong check letter from a wrong shape', () => {
    expect(bookingErrors({ ...person, identity: '12345678A' })).toEqual([{ field: 'identity', key: 'appointments.error.identityLetter' }]);
    expect(bookingErrors({ ...person, identity: '1234567' })).toEqual([{ field: 'identity', key: 'appointments.error.identityFormat' }]);
  });

  it('check an e-mail address and a telephone when given', () => {
    expect(bookingErrors({ ...person, email: 'lucia@' })).toEqual([{ field: 'email', key: 'request.error.email' }]);
    expect(bookingErrors({ ...person, phone: '12345' })).toEqual([{ field: 'phone', key: 'appointments.error.phone' }]);
  });

  it('bound the length of names', () => {
    expect(bookingErrors({ ...person, surnames: 'a'.repeat(81) })).toEqual([
      { field: 'surnames', key: 'appointments.error.nameLength', params: { max: '80' } },
    ]);
  });

  it('have every message worded in every language', () => {
    for (const key of Object.values(BOOKING_MESSAGES))
      for (const lang of ['es', 'va', 'ca', 'en'] as const) expect(t(lang, key, { max: '80' }), `${lang} ${key}`).not.toBe(key);
  });
});

describe('telephones', () => {
  it('read a Spanish number with or without its prefix, as people write it', () => {
    expect(normalisePhone('600 123 456')).toBe('+34600123456');
    expect(normalisePhone('+34 962-90-01-00')).toBe('+34962900100');
    expect(normalisePhone('0034 (93) 815 00 00')).toBe('+34938150000');
  });

  it('read another country’s with its prefix', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0033 1 23 45 67 89')).toBe('+33123456789');
  });

  it('refuse what cannot be one', () => {
    for (const typed of ['', '12345', '500 123 456', '60012345', '6001234567', '+0 123 456 789', '+1234567890123456', 'seis'])
      expect(normalisePhone(typed), typed).toBeUndefined();
  });
});

describe('the calls’ bodies', () => {
  it('take a hold of a slot and a booking of a held place', () => {
    expect(v.safeParse(HoldBodySchema, { service: 'padron', office: 'oac', startsAt: '2026-03-30T09:00:00+02:00' }).success).toBe(true);
    expect(v.safeParse(HoldBodySchema, { service: 'padron', office: 'oac', startsAt: 'mañana' }).success).toBe(false);
    const booking = { hold: 'AbCdEfGhIjKlMnOpQrStUv', ...person, language: 'va' };
    expect(v.safeParse(BookingBodySchema, booking).success).toBe(true);
    expect(v.safeParse(BookingBodySchema, { ...booking, hold: '../x' }).success).toBe(false);
    expect(v.safeParse(BookingBodySchema, { ...booking, language: 'fr' }).success).toBe(false);
  });
});

describe('deskBookingErrors', () => {
  it('checks a booking at the counter as the form does, except that a way to reach the person is optional', () => {
    const person = { name: 'Amparo', surnames: 'Soler Vidal', identity: '87654321X' };
    expect(bookingErrors(person).map((e) => e.field)).toEqual(['contact']);
    expect(deskBookingErrors(person)).toEqual([]);
    expect(deskBookingErrors({ ...person, identity: '87654321A', phone: '12' }).map((e) => e.field)).toEqual(['identity', 'phone']);
    expect(deskBookingErrors({ ...person, email: 'no-address' }).map((e) => e.key)).toEqual([BOOKING_MESSAGES.email]);
  });
});
