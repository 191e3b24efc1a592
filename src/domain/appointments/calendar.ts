/**
 * An appointment as an iCalendar message (RFC 5545, with iTIP's methods of RFC 5546), attached to the
 * confirmation and cancellation e-mails and offered as a download on the appointment's page
 * (docs/appointments.md "Calendar files"). `REQUEST` adds or, with a higher `sequence`, moves it in the citizen's
 * calendar; `CANCEL` with the same UID and a higher `sequence` removes it; `PUBLISH` is the plain download, which
 * asks nothing of a calendar program. Times are Madrid's, with the zone's VTIMEZONE, so the 9:00 of a slot is
 * 9:00 whatever the reader's zone and on either side of a change of summer time.
 *
 * The texts (summary, description, place) come worded from the caller in the citizen's language: this module
 * only lays them out.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '../content/calendar.ts';
import { crlfLines, timezoneBlock } from '../content/feeds.ts';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface AppointmentCalendar {
  method: CalendarMethod;
  /** The appointment's own id (never its code or private key): with `host`, the UID every message of it shares. */
  id: string;
  /** The site's host, e.g. "asociaciones.alcantir.es". */
  host: string;
  /** 0 when booked; one more at every change and at the cancellation, so a calendar takes the latest. */
  sequence: number;
  /** When the appointment starts and ends (ISO 8601 or epoch ms). */
  start: string | number;
  end: string | number;
  /** When this message was made (DTSTAMP). */
  stamp: string | number;
  /** e.g. "Cita previa: Certificado de empadronamiento". */
  summary: string;
  /** What to bring, the booking code, how to change or cancel (plain text). */
  description?: string;
  /** The office's name and address, and its point. */
  location: { title: string; lat?: number; lng?: number };
  /** The town hall's office that attends, as the sender of the invitation. */
  organizer: { name: string; email: string };
  /** The citizen, when an e-mail address was given. */
  attendee?: { name: string; email: string };
  /** The appointment's private page. */
  url?: string;
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

const madrid = (value: string | number) =>
  typeof value === 'number' ? DateTime.fromMillis(value, { zone: TIME_ZONE }) : DateTime.fromISO(value, { zone: TIME_ZONE });

/** The UID all messages about one appointment share. */
export const appointmentUid = (id: string, host: string) => `cita-${id}@${host}`;

/** The iCalendar text of an appointment message, lines ended with CRLF. */
export function appointmentIcs(input: AppointmentCalendar): string {
  const cal = ical({
    prodId: { company: 'Portal de Asociaciones', product: 'citaprevia', language: 'ES' },
    method: METHODS[input.method],
    // Each event carries TZID=Europe/Madrid and the generator adds the zone's VTIMEZONE (src/domain/content/feeds.ts).
    timezone: { name: null, generator: timezoneBlock },
  });
  const cancelled = input.method === 'CANCEL';
  const { title, lat, lng } = input.location;
  cal.createEvent({
    id: appointmentUid(input.id, input.host),
    sequence: input.sequence,
    start: madrid(input.start),
    end: madrid(input.end),
    timezone: TIME_ZONE,
    stamp: madrid(input.stamp),
    summary: input.summary,
    ...(input.description ? { description: input.description } : {}),
    location: lat !== undefined && lng !== undefined ? { title, geo: { lat, lon: lng } } : { title },
    ...(input.url ? { url: input.url } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    ...(input.attendee
      ? {
          attendees: [
            {
              ...input.attendee,
              role: ICalAttendeeRole.REQ,
              // Booked by the citizen: nothing to answer (a cancellation names whom it concerns, nothing more).
              ...(cancelled ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  return crlfLines(cal.toString());
}
