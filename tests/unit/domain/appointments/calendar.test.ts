/**
 * The appointment's iCalendar messages, read back with ical.js (another library than the one that writes them),
 * as a calendar program would read them.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type AppointmentCalendar, appointmentIcs, appointmentUid } from '../../../../src/domain/appointments/calendar.ts';

const booked: AppointmentCalendar = {
  method: 'REQUEST',
  id: 'a1b2c3d4e5f6',
  host: 'asociaciones.alcantir.es',
  sequence: 0,
  // Monday after the change to summer time: 9:00 in Madrid is 07:00 UTC.
  start: '2026-03-30T07:00:00Z',
  end: '2026-03-30T07:15:00Z',
  stamp: '2026-03-20T10:12:00Z',
  summary: 'Cita previa: Alta o cambio de domicilio en el padrón',
  description: 'Código ALC-CP-7KX4-M9QP. Traiga su DNI, NIE o pasaporte.',
  location: { title: "Oficina d'Atenció Ciutadana, Plaça Major, 1, Alcantir", lat: 38.9866, lng: -0.5213 },
  organizer: { name: "Ajuntament d'Alcantir", email: 'citaprevia@alcantir.example' },
  attendee: { name: 'Lucía Martínez Soler', email: 'lucia@example.org' },
  url: 'https://asociaciones.alcantir.es/cita-previa/cita#codigo=ALC-CP-7KX4-M9QP',
};

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const eventOf = (text: string) => parse(text).getFirstSubcomponent('vevent')!;

describe('an appointment’s calendar messages', () => {
  it('invite with METHOD:REQUEST, a stable UID, sequence 0 and Madrid times with the zone', () => {
    const text = appointmentIcs(booked);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe('cita-a1b2c3d4e5f6@asociaciones.alcantir.es');
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const start = event.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Madrid');
    expect(String(start.getFirstValue())).toBe('2026-03-30T09:00:00');
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-03-30T09:15:00');
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-03-20T10:12:00Z');
    expect(event.getFirstPropertyValue('summary')).toBe(booked.summary);
    expect(event.getFirstPropertyValue('description')).toBe(booked.description);
    expect(event.getFirstPropertyValue('location')).toBe(booked.location.title);
    expect(event.getFirstPropertyValue('geo')).toEqual([38.9866, -0.5213]);
    expect(event.getFirstPropertyValue('url')).toBe(booked.url);
    expect(event.getFirstPropertyValue('organizer')).toBe('mailto:citaprevia@alcantir.example');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:lucia@example.org');
    expect(attendee.getParameter('cn')).toBe('Lucía Martínez Soler');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('read as the same instant in any zone, through the file’s own VTIMEZONE', () => {
    const calendar = parse(appointmentIcs(booked));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const start = calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
    start.zone = zone;
    expect(start.toUnixTime()).toBe(Date.parse('2026-03-30T07:00:00Z') / 1000);
    // And in winter, the same wall clock is an hour later in UTC.
    const winter = parse(appointmentIcs({ ...booked, start: '2026-03-27T08:00:00Z', end: '2026-03-27T08:15:00Z' }));
    const winterStart = winter.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(String(winterStart)).toBe('2026-03-27T09:00:00');
    winterStart.zone = new ICAL.Timezone(winter.getFirstSubcomponent('vtimezone')!);
    expect(winterStart.toUnixTime()).toBe(Date.parse('2026-03-27T08:00:00Z') / 1000);
  });

  it('move an appointment with the same UID and a higher sequence', () => {
    const moved = eventOf(appointmentIcs({ ...booked, sequence: 1, start: '2026-10-26T08:00:00Z', end: '2026-10-26T08:15:00Z' }));
    expect(moved.getFirstPropertyValue('uid')).toBe(appointmentUid(booked.id, booked.host));
    expect(moved.getFirstPropertyValue('sequence')).toBe(1);
    // After the change to winter time, 08:00 UTC is 9:00 in Madrid again.
    expect(String(moved.getFirstPropertyValue('dtstart'))).toBe('2026-10-26T09:00:00');
  });

  it('cancel with METHOD:CANCEL, STATUS:CANCELLED, the same UID and the next sequence', () => {
    const text = appointmentIcs({ ...booked, method: 'CANCEL', sequence: 2 });
    expect(parse(text).getFirstPropertyValue('method')).toBe('CANCEL');
    const event = eventOf(text);
    expect(event.getFirstPropertyValue('uid')).toBe('cita-a1b2c3d4e5f6@asociaciones.alcantir.es');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstProperty('attendee')!.getParameter('partstat')).toBeUndefined();
  });

  it('offer a plain download without an attendee, and keep RFC 5545’s line rules', () => {
    const { attendee: _attendee, ...anonymous } = booked;
    const text = appointmentIcs({ ...anonymous, method: 'PUBLISH' });
    expect(parse(text).getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(eventOf(text).getFirstProperty('attendee')).toBeNull();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives the same bytes for the same appointment and stamp', () => {
    expect(appointmentIcs(booked)).toBe(appointmentIcs({ ...booked }));
  });
});
