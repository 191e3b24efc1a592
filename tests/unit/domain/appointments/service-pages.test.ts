import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bookingMountAttributes,
  bookingWindowWords,
  clockTime,
  durationWords,
  listedServices,
  readBookingMount,
  servicesByOffice,
} from '../../../../src/domain/appointments/service-pages.ts';
import { t } from '../../../../src/i18n/index.ts';
import { type AppointmentContent, AppointmentContentSchema, ServiceSchema } from '../../../../src/schemas/appointments.ts';
import type { Translatable } from '../../../../src/schemas/common.ts';
import type { Language } from '../../../../src/schemas/languages.ts';
import { demoAppointments } from '../../../support/appointment-pages.ts';

const office = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title: { es: `Oficina ${id}`, va: `Oficina ${id} va` },
  address: { street: 'Plaça Major, 1', city: 'Alcantir' },
  coordinates: { lat: 38.98, lng: -0.52 },
  telephone: '962 000 100',
  openingHours: 'L–V 9–14',
  desks: [{ id: 'p1', title: 'Puesto 1', services: ['a'] }],
  ...extra,
});
const service = (id: string, title: Record<string, string>, offices: string[], extra: Record<string, unknown> = {}) => ({
  _id: id,
  title,
  duration: 15,
  offices,
  bookingWindow: { days: 30 },
  ...extra,
});

function content(input: Partial<v.InferInput<typeof AppointmentContentSchema>>): AppointmentContent {
  return v.parse(AppointmentContentSchema, { services: [], offices: [], plans: [], exceptions: [], holidays: [], ...input });
}

describe('the services the pages list', () => {
  const realm = content({
    offices: [office('oac'), office('norte'), office('cerrada', { isPublished: false })],
    services: [
      service('padron', { es: 'Padrón', va: 'Padró' }, ['norte', 'oac']),
      service('registro', { es: 'Registro', va: 'Registre' }, ['oac']),
      service('oculto', { es: 'Oculto' }, ['oac'], { isPublished: false }),
      service('huerfano', { es: 'Sin oficina' }, ['cerrada']),
      service('certificado', { es: 'Certificado', va: 'Certificat' }, ['oac', 'cerrada']),
    ],
  });

  it('lists the published services with an office to attend them, each with its published offices in its own order', () => {
    expect(listedServices(realm).map(({ service: s, offices }) => [s._id, offices.map((o) => o._id)])).toEqual([
      ['padron', ['norte', 'oac']],
      ['registro', ['oac']],
      ['certificado', ['oac']],
    ]);
    expect(listedServices(undefined)).toEqual([]);
  });

  it('groups them by office, the offices in the order the services name them, a service of two offices under both, by title in the language', () => {
    const groups = (lang: 'es' | 'va') => servicesByOffice(listedServices(realm), lang).map((g) => [g.office._id, g.services.map((s) => s._id)]);
    expect(groups('es')).toEqual([
      ['norte', ['padron']],
      ['oac', ['certificado', 'padron', 'registro']],
    ]);
    expect(groups('va')).toEqual([
      ['norte', ['padron']],
      ['oac', ['certificado', 'padron', 'registro']],
    ]);
  });
});

describe('the words of a service page', () => {
  const window = (bookingWindow: { days: number; opensAt?: string }, lang: 'es' | 'va' | 'ca' | 'en') => {
    const words = bookingWindowWords(v.parse(ServiceSchema, service('s', { es: 'S' }, ['o'], { bookingWindow })), lang);
    return t(lang, words.key, words.params);
  };

  it('says how far ahead a service can be booked, from tomorrow, in days and never as a date', () => {
    expect(window({ days: 30 }, 'es')).toBe('Puede pedir cita desde mañana hasta dentro de 30 días.');
    expect(window({ days: 10, opensAt: '08:00' }, 'es')).toBe(
      'Puede pedir cita desde mañana hasta dentro de 10 días. Cada día, a las 8:00, se abren las citas de un día más.',
    );
    expect(window({ days: 10, opensAt: '09:30' }, 'va')).toContain('a les 9.30');
    expect(window({ days: 14 }, 'ca')).toBe("Podeu demanar cita des de demà fins d'aquí a 14 dies.");
    expect(window({ days: 1 }, 'es')).toBe('Puede pedir cita solo para el día siguiente.');
    expect(window({ days: 1, opensAt: '09:00' }, 'en')).toBe('You can book for the next day only, from 9:00.');
  });

  it('writes times and durations as people of each language do', () => {
    expect(clockTime('09:00', 'es')).toBe('9:00');
    expect(clockTime('16:30', 'va')).toBe('16.30');
    expect(clockTime('08:05', 'ca')).toBe('8.05');
    expect(durationWords(15, 'es')).toBe('15 min');
    expect(durationWords(60, 'va')).toBe('1 h');
    expect(durationWords(90, 'ca')).toBe('1 h 30 min');
  });
});

describe('the booking island’s container', () => {
  const mount = { realm: 'alcantir', lang: 'va' as const, api: '/api', service: 'padron', offices: ['oac', 'norte'] };

  it('carries what the island needs as data attributes, and the island reads the same back', () => {
    const attributes = bookingMountAttributes(mount);
    expect(attributes).toEqual({
      'data-appointment-booking': '',
      'data-realm': 'alcantir',
      'data-lang': 'va',
      'data-api': '/api',
      'data-service': 'padron',
      'data-offices': 'oac norte',
    });
    // As `element.dataset` gives them: the attribute names without `data-`, in camel case.
    const dataset = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name.slice(5).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), value]),
    );
    expect(readBookingMount(dataset, ['es', 'va'])).toEqual(mount);
  });

  it('reads nothing from a container that lacks a part or names a language the realm does not have', () => {
    const dataset = { realm: 'alcantir', lang: 'va', api: '/api', service: 'padron', offices: 'oac' };
    expect(readBookingMount(dataset, ['es', 'va'])).toBeDefined();
    expect(readBookingMount({ ...dataset, offices: ' ' }, ['es', 'va'])).toBeUndefined();
    expect(readBookingMount({ ...dataset, service: undefined }, ['es', 'va'])).toBeUndefined();
    expect(readBookingMount(dataset, ['es', 'ca'])).toBeUndefined();
  });
});

describe.each(['alcantir', 'vilamar'])('the demo appointments of %s', (realm) => {
  const { content: demo, languages } = demoAppointments(realm);
  /** A text in the language itself, never a fallback: each page's language must be written. */
  const own = (text: Translatable, lang: Language) => (typeof text === 'string' ? text : text[lang]);

  it('make a page for every service, each with its title, what to bring and its offices’ hours in each of the realm’s languages', () => {
    const listed = listedServices(demo);
    expect(listed.map((l) => l.service._id)).toEqual(demo.services.map((s) => s._id));
    for (const { service: s, offices } of listed) {
      expect(offices.length, s._id).toBeGreaterThan(0);
      expect(s.documents.length, s._id).toBeGreaterThan(0);
      for (const lang of languages) {
        expect(own(s.title, lang), `${s._id} ${lang}`).toBeTruthy();
        for (const document of s.documents) expect(own(document, lang), `${s._id} ${lang}`).toBeTruthy();
        for (const o of offices) expect(own(o.openingHours, lang), `${o._id} ${lang}`).toBeTruthy();
      }
    }
  });
});
