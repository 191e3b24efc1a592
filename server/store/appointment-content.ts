/**
 * A realm's appointment content as the server reads it (docs/appointments.md "Content"): the five collections the
 * local content API serves, each record validated by its schema as the build's pull does, an invalid one left out.
 * Read at every call: the document store caches parsed collections and sees what an editor saves.
 */
import * as v from 'valibot';
import { APPOINTMENT_COLLECTIONS, type AppointmentContent, type ScheduleException } from '../../src/schemas/appointments.ts';
import type { DocumentStore } from './documents.ts';

const FIELDS = {
  services: 'citaprevia_servicios',
  offices: 'citaprevia_oficinas',
  plans: 'citaprevia_horarios',
  exceptions: 'citaprevia_excepciones',
  holidays: 'citaprevia_festivos',
} as const satisfies Record<keyof AppointmentContent, keyof typeof APPOINTMENT_COLLECTIONS>;

function valid<T>(store: DocumentStore, realm: string, collection: keyof typeof APPOINTMENT_COLLECTIONS): T[] {
  const schema = APPOINTMENT_COLLECTIONS[collection] as v.GenericSchema;
  return store.all(realm, collection).flatMap((doc) => {
    const parsed = v.safeParse(schema, doc);
    return parsed.success ? [parsed.output as T] : [];
  });
}

/**
 * The desks and offices closed at the counter (docs/appointments.md "The desk"), as the closed exceptions the slot
 * engine reads: the whole day, or the span's hours, of the office or of one desk.
 */
export function closuresAsExceptions(store: DocumentStore, realm: string): ScheduleException[] {
  const rows = store.db.prepare('SELECT id, office, desk, day, start, end FROM appointment_closures WHERE realm = ? ORDER BY day').all(realm) as Array<{
    id: string;
    office: string;
    desk: string | null;
    day: string;
    start: string | null;
    end: string | null;
  }>;
  return rows.map((row) => ({
    _id: `cierre-${row.id}`,
    office: row.office,
    date: row.day,
    kind: 'closed' as const,
    ...(row.desk === null ? {} : { desk: row.desk }),
    ...(row.start !== null && row.end !== null ? { ranges: [{ start: row.start, end: row.end }] } : {}),
  }));
}

/**
 * The realm's appointment content; empty collections for a realm without appointments. The closures made at the
 * counter join the content's exceptions: what they shut is no slot for anyone.
 */
export function appointmentContent(store: DocumentStore, realm: string): AppointmentContent {
  const content = Object.fromEntries(
    Object.entries(FIELDS).map(([field, collection]) => [field, valid(store, realm, collection)]),
  ) as unknown as AppointmentContent;
  return { ...content, exceptions: [...content.exceptions, ...closuresAsExceptions(store, realm)] };
}
