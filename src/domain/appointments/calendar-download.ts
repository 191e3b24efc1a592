/**
 * The booking confirmation's "Añadir a mi calendario" download (docs/appointments.md "Booking", calendar messages):
 * a `METHOD:PUBLISH` iCalendar file, which asks nothing of a calendar program. Built in the browser, so it does
 * without `calendar.ts`'s libraries (ical-generator and luxon would weigh more than the whole island): times are
 * written in UTC, which every calendar shows in its reader's zone, so no VTIMEZONE is needed. The e-mail's
 * invitation (`calendar.ts`, `REQUEST`) carries the appointment's own UID; the island does not know that id, so the
 * download has its own UID, given by the caller.
 */

export interface CalendarDownload {
  /** A UID of this download, e.g. `cita-descarga-<random>@<host>`. */
  uid: string;
  /** When the appointment starts and ends (ISO 8601 with offset). */
  startsAt: string;
  endsAt: string;
  /** When the file was made. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
}

/** An instant as iCalendar's UTC form: `20261203T080000Z`. */
export function icsUtc(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value escaped as RFC 5545 §3.3.11 says: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentDownload(input: CalendarDownload): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal de Asociaciones//citaprevia//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${icsUtc(input.stamp)}`,
    `DTSTART:${icsUtc(input.startsAt)}`,
    `DTEND:${icsUtc(input.endsAt)}`,
    `SUMMARY:${icsText(input.summary)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    `LOCATION:${icsText(input.location)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
